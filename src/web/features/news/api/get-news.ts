import { useQuery } from '@tanstack/react-query';
import type { NewsCategory, NewsItem } from '../../../../shared/news';
import { api } from '../../../lib/api-client';

export const newsKeys = {
  all: ['news'] as const,
  list: (category: NewsCategory) => ['news', 'list', category] as const,
};

export function useNewsList(category: NewsCategory) {
  return useQuery({
    queryKey: newsKeys.list(category),
    queryFn: ({ signal }) => api.get<NewsItem[]>(`/api/news?category=${category}`, signal),
  });
}
