import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NewsCategory } from '../../../../shared/news';
import { api, call, withSignal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useNewsList(category: NewsCategory) {
  return useQuery({
    queryKey: queryKeys.news.list(category),
    queryFn: ({ signal }) => call(api.news.$get({ query: { category } }, withSignal(signal))),
  });
}

/** A tab's list in pages („Vergangene“ grows by a week's topics every week): the first page, then „Mehr laden“. */
export function useNewsPages(category: NewsCategory) {
  return useInfiniteQuery({
    queryKey: queryKeys.news.pages(category),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(api.news.page.$get({ query: { category, offset: String(pageParam) } }, withSignal(signal))),
    getNextPageParam: (last) => last.next_offset ?? undefined,
  });
}
