import { vi } from 'vitest';

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status?: number; json?: unknown } | Promise<{ status?: number; json?: unknown }>;
type Route = (call: FetchCall) => Reply | undefined;

/**
 * Replaces `fetch` at the network edge: each call is recorded and answered by the first route that answers
 * it; a call no route answers fails the test.
 */
export function fakeFetch(...routes: Route[]) {
  const calls: FetchCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: FetchCall = { method: (init.method ?? 'GET').toUpperCase(), path: url.pathname + url.search, body };
    calls.push(call);
    for (const route of routes) {
      const reply = route(call);
      if (reply === undefined) continue;
      const { status = 200, json } = await reply;
      return new Response(status === 204 ? null : JSON.stringify(json ?? null), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    throw new Error(`unexpected request in test: ${call.method} ${call.path}`);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** The recorded calls for one method and path (the path without query matches any query). */
    to: (method: string, path: string) =>
      calls.filter((c) => c.method === method && (c.path === path || c.path.split('?')[0] === path)),
  };
}

/** A route answering one method and path (with or without its query). */
export const on =
  (method: string, path: string, reply: (call: FetchCall) => Reply): Route =>
  (call) =>
    call.method === method && (call.path === path || call.path.split('?')[0] === path) ? reply(call) : undefined;

/** A reply that waits until the test releases it, to look at the page while a request is under way. */
export function held<T extends { status?: number; json?: unknown }>() {
  let release!: (reply: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}
