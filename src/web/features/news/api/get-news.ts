import { useQuery } from '@tanstack/react-query';
import type { NewsCategory } from '../../../../shared/news';
import { api, call, withSignal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useNewsList(category: NewsCategory) {
  return useQuery({
    queryKey: queryKeys.news.list(category),
    queryFn: ({ signal }) => call(api.news.$get({ query: { category } }, withSignal(signal))),
  });
}
