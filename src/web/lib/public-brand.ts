import { useQuery } from '@tanstack/react-query';
import { api, call, withSignal, type Answer } from './api-client';
import { queryKeys } from './query-keys';

const getBrand = api.brand.$get;

/** The organisation's name and colours for the header and footer, as the server answers them. */
export type PublicBrand = Answer<typeof getBrand>;

export function usePublicBrand() {
  return useQuery({
    queryKey: queryKeys.publicBrand,
    queryFn: ({ signal }) => call(getBrand(undefined, withSignal(signal))),
    staleTime: 60_000,
  });
}
