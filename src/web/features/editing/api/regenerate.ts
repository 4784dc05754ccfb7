import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { finishRegenerating, markRegenerating } from '../lib/local-changes';

export interface RegenerationQueued {
  queued: boolean;
  expected_seconds: number;
}

/** Starts the job; the result arrives later as `news-updated` (see live-updates.ts). */
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
