import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ToasterHost } from '../app/toaster-host';
import { EventStreamProvider } from '../lib/event-stream-context';

/**
 * Renders a piece of the web as the app does (query client, the one event stream, router, toaster), with
 * retries off so a failure shows at once.
 */
export function renderInApp(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <EventStreamProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        <ToasterHost />
      </EventStreamProvider>
    </QueryClientProvider>,
  );
  return { queryClient, ...view };
}

/** The toast with that title (sonner renders title and description in one list item). */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((el) => el.textContent ?? '');
}

/** The toasts as kind (success, error, info) and text, to tell a success from a note. */
export function toasts(): { kind: string | null; text: string }[] {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((el) => ({
    kind: el.getAttribute('data-type'),
    text: el.textContent ?? '',
  }));
}
