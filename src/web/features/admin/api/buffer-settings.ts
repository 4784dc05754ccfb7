import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BufferChannelView,
  BufferConnectionTestInput,
  BufferConnectionTestView,
  BufferSettingsInput,
  BufferSettingsView,
} from '../../../../shared/settings';
import { api } from '../../../lib/api-client';

export const bufferSettingsKey = ['settings', 'buffer'] as const;

export function useBufferSettings() {
  return useQuery({
    queryKey: bufferSettingsKey,
    queryFn: ({ signal }) => api.get<BufferSettingsView>('/api/settings/buffer', signal),
    retry: false,
  });
}

export function useSaveBufferSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BufferSettingsInput) => api.put<BufferSettingsView>('/api/settings/buffer', input),
    onSuccess: (view) => queryClient.setQueryData(bufferSettingsKey, view),
  });
}

/** Tries the typed (unsaved) values; empty fields fall back to the stored ones on the server. */
export function useTestBufferConnection() {
  return useMutation({
    mutationFn: (input: BufferConnectionTestInput) =>
      api.post<BufferConnectionTestView>('/api/settings/buffer/test', input),
  });
}

/** The account's Instagram channels, with the typed key if there is one, else the stored key. */
export function useInstagramChannels() {
  return useMutation({
    mutationFn: (accessToken: string | undefined) =>
      accessToken
        ? api.post<BufferChannelView[]>('/api/settings/buffer/channels', { access_token: accessToken })
        : api.get<BufferChannelView[]>('/api/settings/buffer/channels'),
  });
}
