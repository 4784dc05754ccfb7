import { useQuery } from '@tanstack/react-query';
import { api, call, withSignal, type Answer } from './api-client';

const getPublicConfig = api.config.public.$get;

/** The organisation's name, the Impressum details and whether the demo runs, as the server answers them. */
export type PublicConfig = Answer<typeof getPublicConfig>;

export function usePublicConfig() {
  return useQuery({
    queryKey: ['config', 'public'],
    queryFn: ({ signal }) => call(getPublicConfig(undefined, withSignal(signal))),
    staleTime: Infinity,
  });
}
