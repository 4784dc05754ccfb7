import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { newsKeys } from './get-news';

/** Refreshes the news lists whenever the server announces a changed item over Server-Sent Events. */
export function useNewsEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const onUpdate = () => void queryClient.invalidateQueries({ queryKey: newsKeys.all });
    source.addEventListener('news-updated', onUpdate);
    return () => {
      source.removeEventListener('news-updated', onUpdate);
      source.close();
    };
  }, [queryClient]);
}
