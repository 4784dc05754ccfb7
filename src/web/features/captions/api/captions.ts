import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NewsItem } from '../../../../shared/news';
import { api, call, withSignal } from '../../../lib/api-client';
import { replaceCachedItem } from '../../../lib/news-cache';
import { queryKeys } from '../../../lib/query-keys';

const evidenceQuery = (item: Pick<NewsItem, 'id' | 'version'>) => ({
  queryKey: queryKeys.evidence(item.id, item.version),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    call(api.news[':id'].evidence.$get({ param: { id: item.id } }, withSignal(signal))),
});

/** The caption's „Belege“, loaded only while `enabled` (the dialog is open). */
export function useEvidence(item: NewsItem, enabled: boolean) {
  return useQuery({ ...evidenceQuery(item), enabled });
}

/** Whether a person changed the caption: some of its text stands in no generated sentence. */
export async function captionWasEdited(queryClient: QueryClient, item: NewsItem): Promise<boolean> {
  const evidence = await queryClient.fetchQuery(evidenceQuery(item));
  return evidence.entries.some((e) => e.edited);
}

/** „Text neu vorschlagen“ at the version shown; the new item replaces the card at once. */
export function useRegenerateCaption(item: NewsItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(api.news[':id'].caption.regenerate.$post({ param: { id: item.id }, json: { version: item.version } })),
    onSuccess: (saved) => replaceCachedItem(queryClient, saved),
  });
}
