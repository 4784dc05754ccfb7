import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImprintSettingsView } from '../../../../shared/imprint';
import { api, call, withSignal, type JsonBody } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const imprint = api.settings.imprint;

export const imprintQuery = queryOptions({
  queryKey: queryKeys.imprint,
  queryFn: ({ signal }) => call(imprint.$get(undefined, withSignal(signal))),
  retry: false,
});

export const useImprintSettings = () => useQuery(imprintQuery);

/** After a save or a reset, /impressum must read the details again (the public config is cached for good). */
function useStore() {
  const queryClient = useQueryClient();
  return (view: ImprintSettingsView) => {
    queryClient.setQueryData(queryKeys.imprint, view);
    void queryClient.invalidateQueries({ queryKey: queryKeys.publicConfig });
  };
}

export function useSaveImprint() {
  const store = useStore();
  return useMutation({
    mutationFn: (input: JsonBody<typeof imprint.$put>) => call(imprint.$put({ json: input })),
    onSuccess: store,
  });
}

export function useResetImprint() {
  const store = useStore();
  return useMutation({ mutationFn: () => call(imprint.$delete()), onSuccess: store });
}
