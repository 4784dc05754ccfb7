// @vitest-environment jsdom
import '../../../test/dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../../test/fake-fetch';
import { newsItem } from '../../../test/news-item';
import { renderInApp } from '../../../test/render';
import { NewsGallery } from '../index';

const earlier = newsItem({
  id: 'alt',
  title: 'Frankreich: Emmanuel Macron löst Parlament auf',
  category: 'vergangene',
  date: '2026-11-08',
});
const followUp = newsItem({
  id: 'neu',
  title: 'Frankreich vor Neuwahlen: Linke bilden Volksfront',
  follows: { id: 'alt', title: earlier.title, category: 'vergangene' },
});

describe('a follow-up card („Fortsetzung von …“)', () => {
  it('links to the earlier topic, which opens in its tab', async () => {
    fakeFetch(
      on('GET', '/api/news', () => ({ json: [followUp] })),
      on('GET', '/api/news/page', () => ({ json: { items: [earlier], total: 1, next_offset: null } })),
    );
    renderInApp(<NewsGallery />, { route: '/?tab=woche' });
    const card = (await screen.findByText(followUp.title)).closest('article')!;
    const line = within(card).getByTestId('news-follows');
    expect(line).toHaveTextContent('Fortsetzung von „Frankreich: Emmanuel Macron löst Parlament auf“');
    const link = within(line).getByRole('link', { name: '„Frankreich: Emmanuel Macron löst Parlament auf“' });
    expect(link).toHaveAttribute('href', '/?tab=vergangene#news-alt');

    await userEvent.click(link);
    expect(await screen.findByRole('tab', { name: 'Vergangene', selected: true })).toBeInTheDocument();
    const target = (await screen.findByText(earlier.title)).closest('article')!;
    expect(target).toHaveAttribute('id', 'news-alt');
    // The card the link points to is open.
    expect(within(target).getByRole('button', { expanded: true })).toBeInTheDocument();
  });

  it('says nothing on a topic that continues no earlier one', async () => {
    fakeFetch(on('GET', '/api/news/page', () => ({ json: { items: [earlier], total: 1, next_offset: null } })));
    renderInApp(<NewsGallery />, { route: '/?tab=vergangene' });
    const card = (await screen.findByText(earlier.title)).closest('article')!;
    expect(within(card).queryByTestId('news-follows')).toBeNull();
    expect(card).not.toHaveTextContent('Fortsetzung von');
  });
});
