import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call, withSignal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const publicAddressQuery = queryOptions({
  queryKey: queryKeys.publicAddress,
  queryFn: ({ signal }) => call(api.settings['public-address'].$get(undefined, withSignal(signal))),
  retry: false,
});

export const usePublicAddress = () => useQuery(publicAddressQuery);
