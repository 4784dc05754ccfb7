import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { prefetchSession } from '../features/auth';
import { EventStreamProvider } from '../lib/event-stream-context';
import { createQueryClient } from '../lib/query-client';
import { ToasterHost } from './toaster-host';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchSession(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <EventStreamProvider>
        {children}
        <ToasterHost />
      </EventStreamProvider>
    </QueryClientProvider>
  );
}
