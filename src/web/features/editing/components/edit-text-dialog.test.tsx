// @vitest-environment jsdom
import '../../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../shared/messages';
import { fakeFetch, held, on } from '../../../test/fake-fetch';
import { newsItem } from '../../../test/news-item';
import { renderInApp, toastTexts } from '../../../test/render';
import { EditTextDialog } from './edit-text-dialog';

const item = newsItem({ id: 'n-text', title: 'Alter Titel', instagram_text: 'Alter Text', version: 7 });

async function openDialog() {
  const user = userEvent.setup();
  renderInApp(<EditTextDialog item={item} />);
  await user.click(screen.getByRole('button', { name: 'Instagram-Text bearbeiten' }));
  const dialog = await screen.findByRole('dialog', { name: 'Instagram-Text bearbeiten' });
  return {
    user,
    dialog,
    caption: within(dialog).getByLabelText('Instagram-Text'),
    title: within(dialog).getByLabelText('Titel'),
  };
}

describe('"Instagram-Text bearbeiten"', () => {
  it("on a conflict says someone else saved in between and keeps the editor's text", async () => {
    const api = fakeFetch(
      on('PATCH', '/api/news/n-text/text', () => ({
        status: 409,
        json: { error: { code: 'conflict', message: messages.edit.conflict } },
      })),
    );
    const { user, dialog, caption } = await openDialog();
    await user.clear(caption);
    await user.type(caption, 'Mein ungespeicherter Text');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(toastTexts().join()).toContain(messages.edit.conflict));
    expect(toastTexts().find((t) => t.includes(messages.edit.conflict))).toContain(messages.edit.saveFailedTitle);
    expect(api.to('PATCH', '/api/news/n-text/text')[0]!.body).toEqual({
      title: 'Alter Titel',
      instagram_text: 'Mein ungespeicherter Text',
      version: 7,
    });
    expect(screen.getByRole('dialog', { name: 'Instagram-Text bearbeiten' })).toBeInTheDocument();
    expect(caption).toHaveValue('Mein ungespeicherter Text');
  });

  it('on another failure says "Änderungen konnten nicht gespeichert werden", not the server\'s wording', async () => {
    fakeFetch(
      on('PATCH', '/api/news/n-text/text', () => ({
        status: 500,
        json: { error: { code: 'internal', message: 'Datenbank weg' } },
      })),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(toastTexts().join()).toContain(messages.edit.saveFailedText));
    expect(toastTexts().join()).not.toContain('Datenbank weg');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows "Speichert..." while saving, then "Gespeichert", closes and shows the card’s updated sharepics', async () => {
    const reply = held<{ json: unknown }>();
    fakeFetch(on('PATCH', '/api/news/n-text/text', () => reply.promise));
    const tiles = document.createElement('div');
    tiles.setAttribute('data-card-sharepics', '');
    const card = document.createElement('article');
    card.setAttribute('data-news-id', 'n-text');
    card.append(tiles);
    document.body.append(card);
    const scrolled = vi.fn();
    tiles.scrollIntoView = scrolled;
    const { user, dialog, title } = await openDialog();
    await user.clear(title);
    await user.type(title, 'Neuer Titel');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByRole('button', { name: 'Speichert...' })).toBeDisabled();

    reply.release({ json: { ...item, title: 'Neuer Titel', status: 'bearbeitet', version: 8 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastTexts().join()).toContain(messages.edit.instagramSaved);
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    card.remove();
  });

  it('refuses an empty title before sending, with the first message in a "Validierungsfehler" toast', async () => {
    const api = fakeFetch();
    const { user, dialog, title } = await openDialog();
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(toastTexts().join()).toContain(messages.validation.title));
    expect(toastTexts().join()).toContain('Der Titel darf nicht leer sein.');
    expect(api.calls).toEqual([]);
  });

  it('Abbrechen restores the original values; the text area keeps its 300 px minimum height', async () => {
    fakeFetch();
    const { user, dialog, caption, title } = await openDialog();
    expect(caption).toHaveClass('min-h-[300px]');
    await user.clear(title);
    await user.type(title, 'Verworfen');
    await user.clear(caption);
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Instagram-Text bearbeiten' }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByLabelText('Titel')).toHaveValue('Alter Titel');
    expect(within(reopened).getByLabelText('Instagram-Text')).toHaveValue('Alter Text');
  });
});
