// @vitest-environment jsdom
import '../test/dom';
import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { ChannelPost } from '../../shared/news';
import { fakeFetch } from '../test/fake-fetch';
import { newsItem } from '../test/news-item';
import { renderInApp } from '../test/render';
import CardActions from './card-actions';

const post = (patch: Partial<ChannelPost>): ChannelPost => ({
  publication_id: 'p1',
  channel_id: 'c-mastodon',
  channel_name: 'Europa-Union Musterstadt',
  service: 'mastodon',
  status: 'sent',
  post_state: 'queued',
  scheduled_at: '2026-11-19T09:00:00.000Z',
  finished_at: '2026-11-18T08:00:02.000Z',
  message: null,
  error_kind: null,
  ...patch,
});

function renderActions(item: ReturnType<typeof newsItem>) {
  fakeFetch();
  renderInApp(
    <Suspense fallback={null}>
      <CardActions item={item} />
    </Suspense>,
  );
  return screen.findByRole('group', { name: 'Bearbeiten' });
}

describe('the actions of a card', () => {
  it('offers no editing on a planned topic, says why and leads to „Planung“ to move or cancel it', async () => {
    const group = await renderActions(newsItem({ id: 'n-planned', status: 'geplant', channel_posts: [post({})] }));
    expect(await within(group).findByText(messages.edit.planned)).toBeInTheDocument();
    for (const name of [
      'Instagram-Text bearbeiten',
      'Sharepic-Texte bearbeiten',
      /Hintergr/,
      /Bilder neu/,
      'Text neu vorschlagen',
      /Veröffentlichen/,
    ]) {
      expect(within(group).queryByRole('button', { name })).toBeNull();
    }
    expect(within(group).getByRole('button', { name: 'Text kopieren' })).toBeInTheDocument();
    for (const name of [/^Verschieben/, /^Stornieren/]) {
      expect(within(group).getByRole('link', { name })).toHaveAttribute('href', '/planung');
    }
  });

  it('shows a channel Buffer failed after it went out at once, and offers to publish again', async () => {
    const failed = post({
      status: 'failed',
      post_state: 'error',
      scheduled_at: null,
      message: 'Buffer konnte den Beitrag nicht veröffentlichen: Mastodon rejected the media.',
      error_kind: 'buffer_error',
    });
    const group = await renderActions(newsItem({ id: 'n-failed', status: 'freigegeben', channel_posts: [failed] }));
    const line = await within(group).findByTestId('channel-result');
    expect(line).toHaveTextContent('Mastodon (Europa-Union Musterstadt): Fehlgeschlagen (laut Buffer)');
    expect(line).toHaveTextContent('Mastodon rejected the media.');
    expect(await within(group).findByRole('button', { name: 'Veröffentlichen' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Instagram-Text bearbeiten' })).toBeInTheDocument();
    expect(within(group).queryByText(messages.edit.planned)).toBeNull();
  });
});
