// @vitest-environment jsdom
import '../../../test/dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on, type FetchCall } from '../../../test/fake-fetch';
import { newsItem } from '../../../test/news-item';
import { renderInApp } from '../../../test/render';
import { NewsGallery } from '../index';

/** An archive of 45 past topics, answered in pages of 20 like the server. */
const archive = Array.from({ length: 45 }, (_, i) =>
  newsItem({ id: `alt-${i + 1}`, title: `Vergangenes Thema ${i + 1}`, category: 'vergangene', date: '2026-10-01' }),
);

function pageOf(call: FetchCall) {
  const offset = Number(new URL(call.path, 'http://localhost').searchParams.get('offset') ?? 0);
  const items = archive.slice(offset, offset + 20);
  const end = offset + items.length;
  return { json: { items, total: archive.length, next_offset: end < archive.length ? end : null } };
}

const cards = () => screen.getAllByTestId('news-card');

describe('„Vergangene“ with a year of topics', () => {
  it('shows the first page with the count, and „Mehr laden“ adds the next until all are there', async () => {
    const fetch = fakeFetch(on('GET', '/api/news/page', pageOf));
    renderInApp(<NewsGallery />, { route: '/?tab=vergangene' });
    expect(await screen.findByText('Vergangenes Thema 1')).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    expect(screen.getByTestId('gallery-count')).toHaveTextContent('20 von 45 Themen');
    // Only the first page was asked for, not the whole archive.
    expect(fetch.to('GET', '/api/news/page')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByText('Vergangenes Thema 40')).toBeInTheDocument();
    expect(screen.getByTestId('gallery-count')).toHaveTextContent('40 von 45 Themen');

    await userEvent.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByText('Vergangenes Thema 45')).toBeInTheDocument();
    expect(cards()).toHaveLength(45);
    expect(screen.getByTestId('gallery-count')).toHaveTextContent('45 von 45 Themen');
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).toBeNull();
  });

  it('a link to a card further back loads pages until the card is there, and opens it', async () => {
    fakeFetch(on('GET', '/api/news/page', pageOf));
    renderInApp(<NewsGallery />, { route: '/?tab=vergangene#news-alt-30' });
    const target = (await screen.findByText('Vergangenes Thema 30')).closest('article')!;
    expect(target).toHaveAttribute('id', 'news-alt-30');
    expect(within(target).getByRole('button', { expanded: true })).toBeInTheDocument();
    expect(screen.getByTestId('gallery-count')).toHaveTextContent('40 von 45 Themen');
  });
});
