import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { finishRegenerating, markRegenerating } from '../lib/regenerations';

/** Starts the job; its result arrives later as a server event (see regeneration-events.ts). */
export function useRegenerate(id: string) {
  return useMutation({
    mutationFn: async () => {
      markRegenerating(id);
      try {
        return await call(api.news[':id'].regenerate.$post({ param: { id } }));
      } catch (err) {
        finishRegenerating(id);
        throw err;
      }
    },
  });
}
