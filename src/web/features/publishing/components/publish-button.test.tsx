// @vitest-environment jsdom
import '../../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Publication } from '../../../../shared/news';
import { messages } from '../../../../shared/messages';
import { berlinLocalParts, berlinLocalToDate, formatBerlinDateTime } from '../../../../shared/schedule';
import { fakeFetch, held, on } from '../../../test/fake-fetch';
import { newsItem } from '../../../test/news-item';
import { renderInApp, toasts } from '../../../test/render';
import { PublishButton } from './publish-button';

const item = newsItem({ id: 'n-pub', title: 'Zu veröffentlichendes Thema' });
const base = '/api/news/n-pub';

const publication = (patch: Partial<Publication> = {}): Publication => ({
  id: 'p1',
  news_id: item.id,
  status: 'sent',
  requested_at: '2026-11-18T08:00:00.000Z',
  requested_by_email: 'team@example.org',
  finished_at: '2026-11-18T08:00:02.000Z',
  caption: item.instagram_text,
  images: [],
  content_hash: 'h',
  buffer_post_id: 'b1',
  reminder: false,
  message: messages.publish.successText,
  channel_id: 'c1',
  channel_service: 'instagram',
  channel_name: 'Europa-Union Musterstadt',
  scheduled_at: null,
  post_state: 'sent',
  sent_at: null,
  ...patch,
});

const passed = {
  checks: [{ id: 'settings', label: 'Buffer-Einstellungen', ok: true, message: 'vorhanden' }],
  passed: true,
};

function renderButton(shown = item) {
  const user = userEvent.setup();
  renderInApp(<PublishButton item={shown} />);
  return {
    user,
    button: () => screen.getByRole('button', { name: /Veröffentlichen|Prüft|Wird veröffentlicht|Läuft/i }),
  };
}

describe('the publish flow', () => {
  it('checks, asks, publishes, and says "Veröffentlicht"; the button names each state', async () => {
    const preflight = held<{ json: unknown }>();
    const publish = held<{ json: unknown }>();
    const api = fakeFetch(
      on('POST', `${base}/publish/preflight`, () => preflight.promise),
      on('POST', `${base}/publish`, () => publish.promise),
      on('GET', '/api/news', () => ({ json: [item] })),
    );
    const { user, button } = renderButton();

    await user.click(button());
    await waitFor(() => expect(button()).toHaveTextContent('Prüft...'));
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    await user.click(button());
    expect(api.to('POST', `${base}/publish/preflight`)).toHaveLength(1);

    preflight.release({ json: passed });
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Jetzt über Buffer auf Instagram veröffentlichen?',
    });
    expect(within(confirm).getAllByRole('img')).toHaveLength(3);
    expect(within(confirm).getByTestId('confirm-caption')).toHaveTextContent(item.instagram_text);
    expect(within(confirm).queryByTestId('republish-warning')).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(button()).toHaveTextContent('Wird veröffentlicht...'));
    expect(api.to('POST', `${base}/publish`).map((c) => c.body)).toEqual([{ republish: false }]);

    publish.release({ json: { publication: publication() } });
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'success',
        text: expect.stringContaining(messages.publish.successTitle),
      }),
    );
    await waitFor(() => expect(button()).toHaveTextContent('Veröffentlichen'));
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('shows the checklist instead of publishing when a check fails', async () => {
    const api = fakeFetch(
      on('POST', `${base}/publish/preflight`, () => ({
        json: {
          passed: false,
          checks: [
            { id: 'settings', label: 'Buffer-Einstellungen', ok: false, message: 'Kein Buffer-Zugang hinterlegt.' },
            { id: 'caption', label: 'Instagram-Text', ok: true, message: '35 Zeichen' },
          ],
        },
      })),
    );
    const { user, button } = renderButton();
    await user.click(button());
    const checklist = await screen.findByRole('dialog', { name: 'Veröffentlichung noch nicht möglich' });
    const checks = within(checklist).getAllByTestId('preflight-check');
    expect(checks.map((c) => c.getAttribute('data-ok'))).toEqual(['false', 'true']);
    expect(checks[0]).toHaveTextContent('Kein Buffer-Zugang hinterlegt.');

    await user.click(within(checklist).getAllByRole('button', { name: 'Schließen' })[0]!);
    await waitFor(() => expect(button()).toHaveTextContent('Veröffentlichen'));
    expect(api.to('POST', `${base}/publish`)).toEqual([]);
  });

  it('Abbrechen in the confirmation publishes nothing', async () => {
    const api = fakeFetch(on('POST', `${base}/publish/preflight`, () => ({ json: passed })));
    const { user, button } = renderButton();
    await user.click(button());
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(button()).toHaveTextContent('Veröffentlichen');
    expect(api.to('POST', `${base}/publish`)).toEqual([]);
  });

  it('follows a publication still running (202) until Buffer has it', async () => {
    let polls = 0;
    fakeFetch(
      on('POST', `${base}/publish/preflight`, () => ({ json: passed })),
      on('POST', `${base}/publish`, () => ({
        status: 202,
        json: { publication: publication({ status: 'sending', message: '' }) },
      })),
      on('GET', `${base}/publications`, () => {
        polls += 1;
        return { json: [publication({ status: polls < 2 ? 'sending' : 'sent' })] };
      }),
      on('GET', '/api/news', () => ({ json: [item] })),
    );
    const { user, button } = renderButton();
    await user.click(button());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(button()).toHaveTextContent('Läuft...'));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ kind: 'info', text: expect.stringContaining('Veröffentlichung läuft') }),
    );

    await waitFor(
      () => expect(toasts()).toContainEqual({ kind: 'success', text: expect.stringContaining('Veröffentlicht') }),
      { timeout: 8_000 },
    );
    expect(polls).toBe(2);
    await waitFor(() => expect(button()).toHaveTextContent('Veröffentlichen'));
  });

  it("reports Buffer's refusal in the publish failure toast and is ready again", async () => {
    fakeFetch(
      on('POST', `${base}/publish/preflight`, () => ({ json: passed })),
      on('POST', `${base}/publish`, () => ({
        status: 502,
        json: { error: { code: 'publish_failed', message: 'Buffer: Tageslimit erreicht' } },
      })),
      on('GET', '/api/news', () => ({ json: [item] })),
    );
    const { user, button } = renderButton();
    await user.click(button());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ kind: 'error', text: expect.stringContaining('Buffer: Tageslimit erreicht') }),
    );
    expect(toasts().find((t) => t.kind === 'error')!.text).toContain(messages.publish.failedTitle);
    await waitFor(() => expect(button()).toHaveTextContent('Veröffentlichen'));
  });

  it('a published topic says who published it and offers only a warned, confirmed "Erneut veröffentlichen"', async () => {
    const published = newsItem({
      id: 'n-pub',
      title: item.title,
      status: 'bearbeitet',
      instagram_text: 'Geänderter Text nach der Veröffentlichung. #Europa',
      publication: {
        published_at: '2026-11-12T13:03:00.000Z',
        published_by_name: 'Anna',
        published_by_email: 'anna@verein.example',
        buffer_post_id: 'b1',
        reminder: false,
      },
    });
    const api = fakeFetch(
      on('POST', `${base}/publish/preflight`, () => ({ json: passed })),
      on('POST', `${base}/publish`, () => ({ json: { publication: publication({ id: 'p2' }) } })),
      on('GET', '/api/news', () => ({ json: [published] })),
    );
    const { user, button } = renderButton(published);
    expect(screen.getByTestId('published-note')).toHaveTextContent('Veröffentlicht am 12.11.2026, 14:03 Uhr von Anna');
    expect(screen.getByTestId('published-note')).not.toHaveTextContent('@');
    expect(button()).toHaveTextContent('Erneut veröffentlichen');

    await user.click(button());
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Erneut über Buffer auf Instagram veröffentlichen?',
    });
    expect(within(confirm).getByTestId('republish-warning')).toHaveTextContent(
      'Dieses Thema wurde bereits veröffentlicht. Ein erneutes Veröffentlichen erstellt einen zweiten Beitrag auf Instagram.',
    );
    expect(within(confirm).getByTestId('confirm-caption')).toHaveTextContent(published.instagram_text);
    expect(within(confirm).getAllByRole('img')).toHaveLength(3);
    expect(within(confirm).queryByRole('button', { name: 'Veröffentlichen' })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Erneut veröffentlichen' }));
    await waitFor(() => expect(api.to('POST', `${base}/publish`)).toHaveLength(1));
    expect(api.to('POST', `${base}/publish`)[0]!.body).toEqual({ republish: true });
  });

  it('schedules on the ticked channels with a shortened text, and says when Buffer will publish', async () => {
    const day = berlinLocalParts(new Date(Date.now() + 2 * 86_400_000)).date;
    const at = berlinLocalToDate(day, '10:00')!.toISOString();
    const long = 'Europa plant. '.repeat(30).trim();
    const shown = newsItem({ id: 'n-pub', title: item.title, instagram_text: long });
    const channels = [
      {
        id: 'ig',
        name: 'Europa-Union',
        service: 'instagram',
        network: 'Instagram',
        limits: { text: 2200, hashtags: 30, images: 10 },
        editable: false,
        text: long,
        problems: [],
        unavailable: null,
      },
      {
        id: 'bs',
        name: 'europaunion.bsky.social',
        service: 'bluesky',
        network: 'Bluesky',
        limits: { text: 300, hashtags: null, images: 4 },
        editable: true,
        text: 'Europa plant.',
        problems: ['Bluesky: Der Text hat 419 Zeichen, erlaubt sind 300.'],
        unavailable: null,
      },
    ];
    const api = fakeFetch(
      on('POST', `${base}/publish/preflight`, () => ({ json: { ...passed, channels } })),
      on('POST', `${base}/publish`, () => ({
        json: {
          publication: publication({ post_state: 'queued', scheduled_at: at }),
          publications: [],
        },
      })),
      on('GET', '/api/news', () => ({ json: [shown] })),
    );
    const { user, button } = renderButton(shown);
    await user.click(button());
    const confirm = await screen.findByRole('alertdialog');
    const bluesky = within(confirm).getByLabelText('Text für Bluesky');
    expect(bluesky).toHaveValue('Europa plant.');
    await user.clear(bluesky);
    await user.type(bluesky, long.slice(0, 320));
    expect(within(confirm).getByRole('alert')).toHaveTextContent(
      'Bluesky: Der Text hat 320 Zeichen, erlaubt sind 300.',
    );
    expect(within(confirm).getByRole('button', { name: 'Veröffentlichen' })).toBeDisabled();
    await user.clear(bluesky);
    await user.type(bluesky, 'Europa plant kurz.');

    await user.click(within(confirm).getByRole('radio', { name: 'Geplant' }));
    const date = within(confirm).getByLabelText('Datum');
    const time = within(confirm).getByLabelText('Uhrzeit (Berlin)');
    await user.clear(date);
    await user.type(date, day);
    await user.clear(time);
    await user.type(time, '10:00');
    await user.click(within(confirm).getByRole('button', { name: 'Einplanen' }));
    await waitFor(() => expect(api.to('POST', `${base}/publish`)).toHaveLength(1));
    expect(api.to('POST', `${base}/publish`)[0]!.body).toEqual({
      republish: false,
      channels: [{ id: 'ig' }, { id: 'bs', text: 'Europa plant kurz.' }],
      scheduled_at: at,
    });
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'success',
        text: expect.stringContaining(`Buffer veröffentlicht den Beitrag am ${formatBerlinDateTime(at)}.`),
      }),
    );
  });
});
