import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseRequest } from '../../../../shared/news';
import type { PlanChangeReason } from '../../../../shared/release';
import { api, call } from '../../../lib/api-client';
import { refreshNewsLists } from '../../../lib/news-cache';

const item = api.news[':id'];

/**
 * „Freigeben“ of a plan at the version the card shows; „Freigabe zurückziehen“, or with a reason „Plan ändern“
 * (the card then says „Freigabe aufgehoben: Kanäle geändert“). The lists refresh after either.
 */
export function useRelease(id: string) {
  const queryClient = useQueryClient();
  const settle = () => refreshNewsLists(queryClient);
  const release = useMutation({
    mutationFn: (request: ReleaseRequest) => call(item.release.$post({ param: { id }, json: request })),
    onSettled: settle,
  });
  const withdraw = useMutation({
    mutationFn: (reason?: PlanChangeReason) =>
      call(item.release.$delete({ param: { id }, query: reason ? { reason } : {} })),
    onSettled: settle,
  });
  return { release, withdraw };
}

/** The item's own history („Verlauf“), loaded when the person opens it. */
export const loadHistory = (id: string) => call(item.activity.$get({ param: { id } })).then((r) => r.entries);
