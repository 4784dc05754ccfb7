import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, withSignal } from '../../../lib/api-client';
import { refreshNewsLists } from '../../../lib/news-cache';
import { queryKeys } from '../../../lib/query-keys';

const plan = api.plan;

/**
 * Two weeks from the Monday `from` (default: this week): refreshed every minute while the page is open, each
 * time the window gets the focus again, and after the team's own changes (cancel, move, sync, publish).
 */
export function usePlan(from: string | undefined) {
  return useQuery({
    queryKey: queryKeys.plan.weeks(from),
    queryFn: ({ signal }) => call(plan.$get({ query: from ? { from } : {} }, withSignal(signal))),
    refetchInterval: 60_000,
    refetchOnWindowFocus: 'always',
  });
}

/** After a change on the plan, the plan and the gallery (statuses, per-channel results) are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.plan.all });
    void refreshNewsLists(queryClient);
  };
}

export function useCancelPost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(plan[':id'].cancel.$post({ param: { id } })),
    onSettled: refresh,
  });
}

export function useReschedulePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, scheduledAt }: { id: string; scheduledAt: string }) =>
      call(plan[':id'].reschedule.$post({ param: { id }, json: { scheduled_at: scheduledAt } })),
    onSettled: refresh,
  });
}

export function useSyncPlan() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => call(plan.sync.$post()), onSettled: refresh });
}
