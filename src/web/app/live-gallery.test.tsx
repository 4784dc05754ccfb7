// @vitest-environment jsdom
import '../test/dom';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRegenerationAnnouncements } from '../features/editing';
import { FakeEventSource } from '../test/fake-event-source';
import { fakeFetch, on } from '../test/fake-fetch';
import { newsItem } from '../test/news-item';
import { renderInApp } from '../test/render';
import { NewsGallery } from '../features/news';

function OverviewParts() {
  useRegenerationAnnouncements();
  return <NewsGallery />;
}

describe('the gallery follows the server', () => {
  it('refetches the shown list when the server says an item changed', async () => {
    let title = 'Alter Titel';
    const api = fakeFetch(on('GET', '/api/news', () => ({ json: [newsItem({ title })] })));
    renderInApp(<NewsGallery />);
    expect(await screen.findByText('Alter Titel')).toBeInTheDocument();

    title = 'Neuer Titel';
    FakeEventSource.latest().accept();
    FakeEventSource.latest().send('news-updated', { type: 'news-updated', id: 'n1' });
    expect(await screen.findByText('Neuer Titel')).toBeInTheDocument();
    expect(api.to('GET', '/api/news')).toHaveLength(2);
  });

  it('refetches after the event stream reconnects, since changes in between were missed', async () => {
    let title = 'Vor der Unterbrechung';
    const api = fakeFetch(on('GET', '/api/news', () => ({ json: [newsItem({ title })] })));
    renderInApp(<NewsGallery />);
    expect(await screen.findByText('Vor der Unterbrechung')).toBeInTheDocument();
    FakeEventSource.latest().accept();

    // The connection breaks; meanwhile someone changes the item, and its event goes nowhere.
    FakeEventSource.latest().fail();
    title = 'Während der Unterbrechung geändert';
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 3_000 });
    expect(api.to('GET', '/api/news')).toHaveLength(1);

    FakeEventSource.latest().accept();
    expect(await screen.findByText('Während der Unterbrechung geändert')).toBeInTheDocument();
    expect(api.to('GET', '/api/news')).toHaveLength(2);
  });

  it('shares one connection between the gallery and the announcements of regenerated images', async () => {
    fakeFetch(on('GET', '/api/news', () => ({ json: [newsItem()] })));
    renderInApp(<OverviewParts />);
    expect(await screen.findByText('Rat einigt sich auf gemeinsame Asylregeln')).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.open()).toHaveLength(1);
  });
});
