// @vitest-environment jsdom
import '../../../test/dom';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../../test/fake-fetch';
import { newsItem } from '../../../test/news-item';
import { renderInApp } from '../../../test/render';
import { NewsGallery } from '../index';

describe('a demo card', () => {
  it('says when its news is really from, so a 2024 story is not read as today’s; a hand-made demo just „Demo“', async () => {
    const fromSnapshots = newsItem({
      id: 'a',
      title: 'Aus den Feed-Ausschnitten',
      is_demo: true,
      demo_news_date: '2024-12-21',
    });
    const handMade = newsItem({ id: 'b', title: 'Von Hand geschrieben', is_demo: true, demo_news_date: null });
    fakeFetch(on('GET', '/api/news', () => ({ json: [fromSnapshots, handMade] })));
    renderInApp(<NewsGallery />, { route: '/?tab=woche' });
    const card = (title: string) => screen.findByText(title).then((el) => el.closest('article')!);
    const snapshotBadge = within(await card(fromSnapshots.title)).getByTestId('demo-badge');
    expect(snapshotBadge).toHaveTextContent('Demo · Nachrichten vom 21.12.2024');
    expect(snapshotBadge).toHaveAttribute('title', expect.stringContaining('vom 21.12.2024'));
    expect(within(await card(handMade.title)).getByTestId('demo-badge')).toHaveTextContent(/^Demo$/);
  });
});
