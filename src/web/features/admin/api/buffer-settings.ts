import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, withSignal, type JsonBody } from '../../../lib/api-client';

export const bufferSettingsKey = ['settings', 'buffer'] as const;

const buffer = api.settings.buffer;

export const bufferSettingsQuery = queryOptions({
  queryKey: bufferSettingsKey,
  queryFn: ({ signal }) => call(buffer.$get(undefined, withSignal(signal))),
  retry: false,
});

export const useBufferSettings = () => useQuery(bufferSettingsQuery);

export function useSaveBufferSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JsonBody<typeof buffer.$put>) => call(buffer.$put({ json: input })),
    onSuccess: (view) => queryClient.setQueryData(bufferSettingsKey, view),
  });
}

/** Tries the typed (unsaved) values; empty fields fall back to the stored ones on the server. */
export function useTestBufferConnection() {
  return useMutation({
    mutationFn: (input: JsonBody<typeof buffer.test.$post>) => call(buffer.test.$post({ json: input })),
  });
}

/** The account's Instagram channels, with the typed key if there is one, else the stored key. */
export function useInstagramChannels() {
  return useMutation({
    mutationFn: (accessToken: string | undefined) =>
      accessToken ? call(buffer.channels.$post({ json: { access_token: accessToken } })) : call(buffer.channels.$get()),
  });
}

/** Every channel of the account (all networks), for „Kanäle für das Team“. */
export function useAllChannels() {
  return useMutation({ mutationFn: () => call(buffer['all-channels'].$get()) });
}

export function useSaveAllowedChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelIds: string[]) => call(buffer['allowed-channels'].$put({ json: { channel_ids: channelIds } })),
    onSuccess: (view) => queryClient.setQueryData(bufferSettingsKey, view),
  });
}
