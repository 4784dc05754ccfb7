import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { NewsItem, NewsPage, NewsView } from '../../shared/news';
import { queryKeys } from './query-keys';

/** What a news query holds: a whole list, or a list loaded in pages. */
type CachedNews = NewsView[] | InfiniteData<NewsPage, number> | undefined;

function itemsOf(data: CachedNews): NewsView[] {
  if (Array.isArray(data)) return data;
  return data?.pages?.flatMap((page) => page.items) ?? [];
}

function mapItems(data: CachedNews, change: (item: NewsView) => NewsView): CachedNews {
  if (Array.isArray(data)) return data.map(change);
  if (!data?.pages) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) };
}

/** Puts a saved item into every cached list that shows it, so the card updates before the refetch. */
export function replaceCachedItem(queryClient: QueryClient, item: NewsItem) {
  queryClient.setQueriesData<CachedNews>({ queryKey: queryKeys.news.all }, (data) =>
    mapItems(data, (existing) => (existing.id === item.id ? item : existing)),
  );
}

/**
 * The item as a list on this page shows it right now (a list some component observes), or undefined when no
 * shown list holds it. Lists kept in the cache for a tab or page that is not open do not count.
 */
export function findShownItem(queryClient: QueryClient, id: string): NewsView | undefined {
  for (const [, data] of queryClient.getQueriesData<CachedNews>({ queryKey: queryKeys.news.all, type: 'active' })) {
    const found = itemsOf(data).find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Refetches the news lists a component shows; the others are marked stale and load when shown again. */
export function refreshNewsLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.news.all });
}
