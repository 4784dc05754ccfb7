// @vitest-environment jsdom
import '../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../../shared/news';
import { isTeamItem } from '../../shared/news-view';
import { messages } from '../../shared/messages';
import { NewsGallery } from '../features/news';
import { FakeEventSource } from '../test/fake-event-source';
import { fakeFetch, on } from '../test/fake-fetch';
import { newsItem } from '../test/news-item';
import { renderInApp, toasts } from '../test/render';
import { EditingButtons, useRegenerationAnnouncements } from '../features/editing';

/** The overview as a signed-in team member sees it: the gallery with the editing buttons, and the announcements. */
function Overview() {
  useRegenerationAnnouncements();
  return <NewsGallery renderActions={(item) => (isTeamItem(item) ? <EditingButtons item={item} /> : null)} />;
}

const updated = (id: string) => ({ type: 'news-updated', id });
const regenerated = (id: string) => ({ type: 'news-images-regenerated', id });
const doneToasts = () => toasts().filter((t) => t.text.includes(messages.regenerate.doneTitle));

async function showOverview(items: NewsItem[]) {
  const api = fakeFetch(on('GET', '/api/news', () => ({ json: items })));
  renderInApp(<Overview />);
  const stream = FakeEventSource.latest();
  stream.accept();
  await screen.findByText(items[0]!.title);
  return { api, stream };
}

async function expandCard(title: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: new RegExp(title) }));
  return { user, card: await screen.findByRole('button', { name: 'Bilder neu generieren' }) };
}

describe('"Bilder aktualisiert"', () => {
  it('follows a regeneration started here as a success, also when the images came out identical', async () => {
    const item = newsItem({ id: 'n-own-regen', title: 'Eigenes Thema' });
    const { stream } = await showOverview([item]);
    const regenerate = fakeFetch(
      on('GET', '/api/news', () => ({ json: [item] })),
      on('POST', '/api/news/n-own-regen/regenerate', () => ({
        status: 202,
        json: { queued: true, expected_seconds: 5 },
      })),
    );
    const { user, card: button } = await expandCard('Eigenes Thema');

    await user.click(button);
    await waitFor(() =>
      expect(
        toasts()
          .map((t) => t.text)
          .join(),
      ).toContain(messages.regenerate.startedTitle),
    );
    expect(screen.getByRole('button', { name: 'Wird generiert...' })).toBeDisabled();
    expect(regenerate.to('POST', '/api/news/n-own-regen/regenerate')).toHaveLength(1);

    stream.send('news-updated', updated(item.id));
    stream.send('news-images-regenerated', regenerated(item.id));
    await waitFor(() => expect(doneToasts()).toHaveLength(1));
    expect(doneToasts()[0]).toMatchObject({ kind: 'success' });
    expect(doneToasts()[0]!.text).toContain('„Eigenes Thema“');
    expect(await screen.findByRole('button', { name: 'Bilder neu generieren' })).toBeEnabled();
  });

  it('is shown in another browser that shows the item, and not for an item it does not show', async () => {
    const item = newsItem({ id: 'n-shown', title: 'Gezeigtes Thema' });
    const { stream } = await showOverview([item]);

    stream.send('news-images-regenerated', regenerated('n-not-shown'));
    stream.send('news-images-regenerated', regenerated(item.id));
    await waitFor(() => expect(doneToasts()).toHaveLength(1));
    expect(doneToasts()[0]).toMatchObject({ kind: 'info' });
    expect(doneToasts()[0]!.text).toContain('„Gezeigtes Thema“');
  });

  it("is not shown after one's own save, which re-renders the images too", async () => {
    const item = newsItem({ id: 'n-own-save', title: 'Gespeichertes Thema' });
    const { stream } = await showOverview([item]);
    // The save re-rendered the images: new URLs.
    const saved = {
      ...item,
      status: 'bearbeitet' as const,
      version: 2,
      sharepics: item.sharepics.map((s, i) => ({ ...s, url: `/media/sharepics/neu-${i + 1}.png` })),
    };
    const api = fakeFetch(
      on('GET', '/api/news', () => ({ json: [saved] })),
      on('PATCH', '/api/news/n-own-save/sharepics', () => ({ json: { item: saved, overflow: [] } })),
    );
    const { user } = await expandCard('Gespeichertes Thema');

    await user.click(screen.getByRole('button', { name: 'Sharepic-Texte bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sharepic-Texte bearbeiten' });
    expect(within(dialog).getByLabelText('Text (Sharepic 2)')).toHaveClass('min-h-[200px]');
    await user.type(within(dialog).getByLabelText('Titel (Sharepic 1)'), ' neu');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(
        toasts()
          .map((t) => t.text)
          .join(),
      ).toContain(messages.edit.sharepicTextsSaved),
    );
    expect(api.to('PATCH', '/api/news/n-own-save/sharepics')[0]!.body).toMatchObject({
      sharepics: [{ titel: 'Titel 1 neu' }, { titel: 'Titel 2', inhalt: 'Inhalt des Detailbilds' }],
      version: 1,
    });

    // The server announces the saved change; the list refreshes, and nothing claims the images were regenerated.
    stream.send('news-updated', updated(item.id));
    await waitFor(() => expect(api.to('GET', '/api/news').length).toBeGreaterThan(0));
    await screen.findByText('bearbeitet');
    await new Promise((r) => setTimeout(r, 200));
    expect(doneToasts()).toEqual([]);
  });

  it('reports a failed regeneration only in the browser waiting for it', async () => {
    const item = newsItem({ id: 'n-failed', title: 'Fehlgeschlagenes Thema' });
    const { stream } = await showOverview([item]);
    stream.send('news-regenerate-failed', { type: 'news-regenerate-failed', id: item.id, message: 'Renderer weg' });
    await new Promise((r) => setTimeout(r, 100));
    expect(toasts()).toEqual([]);

    fakeFetch(
      on('GET', '/api/news', () => ({ json: [item] })),
      on('POST', '/api/news/n-failed/regenerate', () => ({ status: 202, json: { queued: true, expected_seconds: 5 } })),
    );
    const { user, card: button } = await expandCard('Fehlgeschlagenes Thema');
    await user.click(button);
    stream.send('news-regenerate-failed', { type: 'news-regenerate-failed', id: item.id, message: 'Renderer weg' });
    await waitFor(() =>
      expect(toasts()).toContainEqual({ kind: 'error', text: expect.stringContaining('Renderer weg') }),
    );
    expect(toasts().find((t) => t.kind === 'error')!.text).toContain(messages.regenerate.failedTitle);
  });
});
