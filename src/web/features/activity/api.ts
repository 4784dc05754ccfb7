import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityQuery } from '../../../shared/activity';
import { api, call, withSignal } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The query string of the filters, without empty ones (the CSV link uses the same). */
export function activitySearch(filters: ActivityQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') out[key] = String(value);
  return out;
}

export function useActivity(filters: ActivityQuery) {
  const query = activitySearch(filters);
  return useQuery({
    queryKey: queryKeys.activity(query),
    queryFn: ({ signal }) => call(api.activity.$get({ query }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });
}

export const releaseRuleQuery = queryOptions({
  queryKey: queryKeys.releaseRule,
  queryFn: ({ signal }) => call(api.settings.release.$get(undefined, withSignal(signal))),
});

export const useReleaseRule = () => useQuery(releaseRuleQuery);

export function useSaveReleaseRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fourEyes: boolean) => call(api.settings.release.$put({ json: { four_eyes: fourEyes } })),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.releaseRule, saved),
  });
}
