// @vitest-environment jsdom
import '../../../test/dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../../test/fake-fetch';
import { newsItem } from '../../../test/news-item';
import { renderInApp } from '../../../test/render';
import { EditBackgroundsDialog } from './edit-backgrounds-dialog';
import { EditSharepicsDialog } from './edit-sharepics-dialog';

describe('"Sharepic-Texte bearbeiten"', () => {
  it('warns in German before a title would shrink below the readable size', async () => {
    const user = userEvent.setup();
    renderInApp(<EditSharepicsDialog item={newsItem({ id: 'n-s' })} />);
    await user.click(screen.getByRole('button', { name: 'Sharepic-Texte bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sharepic-Texte bearbeiten' });
    const title = within(dialog).getByLabelText('Titel (Sharepic 1)');
    fireEvent.change(title, { target: { value: 'Kurz und gut lesbar' } });
    expect(within(dialog).queryByTestId('readability-warning')).toBeNull();
    fireEvent.change(title, { target: { value: 'Ein sehr langer Titel. '.repeat(9) } });
    expect(await within(dialog).findByTestId('readability-warning')).toHaveTextContent(
      /So lang wird der Text auf Sharepic 1 kleiner als gut lesbar \(unter 64 px\)\. Kürze ihn auf etwa 180 Zeichen/,
    );
  });
});

describe('"Hintergrundbilder ändern"', () => {
  it('asks for author, licence and link of a linked photo and sends them as its credit', async () => {
    const api = fakeFetch(on('PATCH', '/api/news/n-b/backgrounds', () => ({ status: 500, json: {} })));
    const user = userEvent.setup();
    renderInApp(<EditBackgroundsDialog item={newsItem({ id: 'n-b', version: 3 })} />);
    await user.click(screen.getByRole('button', { name: 'Hintergrundbilder ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hintergrundbilder ändern' });
    fireEvent.change(within(dialog).getByLabelText('Bild-URL für Sharepic 1'), {
      target: { value: 'https://example.org/foto.jpg' },
    });
    expect(within(dialog).getByText(/Ohne Urheber\/in fehlt der Bildnachweis/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Urheber/in (Sharepic 1)'), 'Erika Muster');
    await user.type(within(dialog).getByLabelText('Lizenz (Sharepic 1)'), 'CC BY 4.0');
    await user.type(within(dialog).getByLabelText('Link zur Quelle (Sharepic 1)'), 'https://example.org/foto');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.to('PATCH', '/api/news/n-b/backgrounds')).toHaveLength(1));
    const body = api.to('PATCH', '/api/news/n-b/backgrounds')[0]!.body as { backgrounds: unknown[] };
    expect(body.backgrounds[0]).toEqual({
      image_url: 'https://example.org/foto.jpg',
      credit: {
        photographer: 'Erika Muster',
        provider: '',
        licence: 'CC BY 4.0',
        source_url: 'https://example.org/foto',
        attribution_required: true,
      },
    });
  });
});
