import type { QueryClient } from '@tanstack/react-query';
import type { NewsItem } from '../../../../shared/news';
import { newsKeys } from '../../news/api/get-news';

/** Puts a saved item into every cached list that shows it, so the card updates before the refetch. */
export function replaceCachedItem(queryClient: QueryClient, item: NewsItem) {
  queryClient.setQueriesData<NewsItem[]>({ queryKey: newsKeys.all }, (list) =>
    Array.isArray(list) ? list.map((existing) => (existing.id === item.id ? item : existing)) : list,
  );
}

/** The cached copy of an item (from whichever list holds it), or undefined when no list shows it. */
export function findCachedItem(queryClient: QueryClient, id: string): NewsItem | undefined {
  for (const [, list] of queryClient.getQueriesData<NewsItem[]>({ queryKey: newsKeys.all })) {
    const found = Array.isArray(list) ? list.find((item) => item.id === id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** What the images of an item look like, to tell whether a refresh changed them. */
export function sharepicFingerprint(item: NewsItem | undefined): string | undefined {
  return item?.sharepics.map((s) => s.url).join('|');
}
