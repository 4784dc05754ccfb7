import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { finishRegenerating, markRegenerating } from '../lib/regenerations';

export interface RegenerationQueued {
  queued: boolean;
  expected_seconds: number;
}

/** Starts the job; its result arrives later as a server event (see regeneration-events.ts). */
export function useRegenerate(id: string) {
  return useMutation({
    mutationFn: async () => {
      markRegenerating(id);
      try {
        return await api.post<RegenerationQueued>(`/api/news/${encodeURIComponent(id)}/regenerate`);
      } catch (err) {
        finishRegenerating(id);
        throw err;
      }
    },
  });
}
