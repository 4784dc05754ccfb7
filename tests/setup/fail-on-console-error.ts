import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A test that logs an unexpected error fails, so noise is never ignored (docs/architecture.md#tests). A test
 * that expects an error log declares it with `expectConsoleError()`.
 */
let allowed = 0;
let unexpected: unknown[][] = [];

export function expectConsoleError(times = 1) {
  allowed += times;
}

beforeEach(() => {
  allowed = 0;
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (allowed > 0) {
      allowed -= 1;
      return;
    }
    unexpected.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console.error:\n${unexpected.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
