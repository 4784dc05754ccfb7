import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, withSignal, type JsonBody } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const voice = api.settings.voice;

export const voiceQuery = queryOptions({
  queryKey: queryKeys.voice,
  queryFn: ({ signal }) => call(voice.$get(undefined, withSignal(signal))),
  retry: false,
});

export const useVoice = () => useQuery(voiceQuery);

export function useSaveVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JsonBody<typeof voice.$put>) => call(voice.$put({ json: input })),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.voice, saved),
  });
}
