import type { QueryClient } from '@tanstack/react-query';
import type { NewsItem, NewsView } from '../../shared/news';
import { queryKeys } from './query-keys';

/** Puts a saved item into every cached list that shows it, so the card updates before the refetch. */
export function replaceCachedItem(queryClient: QueryClient, item: NewsItem) {
  queryClient.setQueriesData<NewsView[]>({ queryKey: queryKeys.news.all }, (list) =>
    Array.isArray(list) ? list.map((existing) => (existing.id === item.id ? item : existing)) : list,
  );
}

/**
 * The item as a list on this page shows it right now (a list some component observes), or undefined when no
 * shown list holds it. Lists kept in the cache for a tab or page that is not open do not count.
 */
export function findShownItem(queryClient: QueryClient, id: string): NewsView | undefined {
  for (const [, list] of queryClient.getQueriesData<NewsView[]>({ queryKey: queryKeys.news.all, type: 'active' })) {
    const found = Array.isArray(list) ? list.find((item) => item.id === id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Refetches the news lists a component shows; the others are marked stale and load when shown again. */
export function refreshNewsLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.news.all });
}
