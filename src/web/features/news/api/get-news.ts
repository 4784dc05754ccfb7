import { useQuery } from '@tanstack/react-query';
import type { NewsCategory, NewsView } from '../../../../shared/news';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useNewsList(category: NewsCategory) {
  return useQuery({
    queryKey: queryKeys.news.list(category),
    queryFn: ({ signal }) => api.get<NewsView[]>(`/api/news?category=${category}`, signal),
  });
}
