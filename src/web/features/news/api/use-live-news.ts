import { useQueryClient } from '@tanstack/react-query';
import { useEventStreamReconnected, useServerEvent } from '../../../lib/event-stream-context';
import { refreshNewsLists } from '../../../lib/news-cache';

/**
 * Keeps the shown lists current: refetch when the server says an item changed, and after the event stream
 * reconnects, since changes announced while it was down were missed.
 */
export function useLiveNewsLists() {
  const queryClient = useQueryClient();
  useServerEvent('news-updated', () => void refreshNewsLists(queryClient));
  useEventStreamReconnected(() => void refreshNewsLists(queryClient));
}
