/**
 * Setup for the web's component tests (files that start with `// @vitest-environment jsdom`): jest-dom
 * matchers, what jsdom lacks for radix-ui, and a clean page, connection list and toast list after each test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeEventSource } from './fake-event-source';

// Lazy chunks and the toaster load on first use; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

afterEach(async () => {
  cleanup();
  const { toast } = await import('sonner');
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
