import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onNewsUpdated, onRegenerateFailed, parseEventData } from '../../editing/api/live-updates';

/** Refreshes the news lists whenever the server announces a changed item over Server-Sent Events. */
export function useNewsEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const onUpdate = (event: Event) => void onNewsUpdated(queryClient, parseEventData(event).id ?? '');
    const onFailed = (event: Event) => {
      const { id, message } = parseEventData(event);
      if (id) onRegenerateFailed(id, message ?? '');
    };
    source.addEventListener('news-updated', onUpdate);
    source.addEventListener('news-regenerate-failed', onFailed);
    return () => {
      source.removeEventListener('news-updated', onUpdate);
      source.removeEventListener('news-regenerate-failed', onFailed);
      source.close();
    };
  }, [queryClient]);
}
