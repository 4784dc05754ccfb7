import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { refreshNewsLists } from '../../../lib/news-cache';

const item = api.news[':id'];

/** „Freigeben“ at the version the card shows; „Freigabe zurückziehen“. The lists refresh after either. */
export function useRelease(id: string) {
  const queryClient = useQueryClient();
  const settle = () => refreshNewsLists(queryClient);
  const release = useMutation({
    mutationFn: (version: number) => call(item.release.$post({ param: { id }, json: { version } })),
    onSettled: settle,
  });
  const withdraw = useMutation({
    mutationFn: () => call(item.release.$delete({ param: { id } })),
    onSettled: settle,
  });
  return { release, withdraw };
}

/** The item's own history („Verlauf“), loaded when the person opens it. */
export const loadHistory = (id: string) => call(item.activity.$get({ param: { id } })).then((r) => r.entries);
