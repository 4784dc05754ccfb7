/**
 * The server's realtime events (Server-Sent Events on /api/events), one connection per browser tab however
 * many parts of the page listen. The event name is the `type`; the data is the event as JSON.
 */
export interface ServerEvents {
  /** An item changed (any save, a publication, a pipeline update): lists showing it are stale. */
  'news-updated': { type: 'news-updated'; id: string };
  /** A regeneration finished; sent even when the new images are identical to the old ones. */
  'news-images-regenerated': { type: 'news-images-regenerated'; id: string };
  'news-regenerate-failed': { type: 'news-regenerate-failed'; id: string; message: string };
  'pipeline-progress': { type: 'pipeline-progress'; runId: string };
}
export type ServerEventType = keyof ServerEvents;

export interface EventStream {
  /** Calls `handler` for every event of that type; returns the unsubscribe function. */
  subscribe<T extends ServerEventType>(type: T, handler: (event: ServerEvents[T]) => void): () => void;
  /**
   * Calls `handler` each time the connection is back after a failure. Events sent in between are lost, so a
   * subscriber refetches what they would have told it.
   */
  onReconnect(handler: () => void): () => void;
  /** Closes the connection now; a later subscription opens a new one. */
  close(): void;
}

export interface EventStreamOptions {
  url?: string;
  /** Wait before the reconnect attempt number `attempt` (0 for the first after a failure). */
  retryDelayMs?: (attempt: number) => number;
  /** The connection stays open this long after the last subscriber left, so a page change does not reconnect. */
  idleCloseMs?: number;
  createSource?: (url: string) => EventSource;
}

/** 1 s, 2 s, 4 s … up to 30 s: a restarting server is not hammered, a short outage is bridged quickly. */
export const defaultRetryDelayMs = (attempt: number) => Math.min(1_000 * 2 ** attempt, 30_000);

type Handler = (event: never) => void;

function parseEvent(type: string, raw: unknown): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    const data: unknown = JSON.parse(raw);
    return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type ? data : undefined;
  } catch {
    // Expected only from something that is not our server (a proxy's error page); such an event is dropped.
    return undefined;
  }
}

export function createEventStream(options: EventStreamOptions = {}): EventStream {
  const url = options.url ?? '/api/events';
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const idleCloseMs = options.idleCloseMs ?? 5_000;
  // Without EventSource (an old browser, a test without DOM) the page simply gets no live updates.
  const createSource =
    options.createSource ?? (typeof EventSource === 'undefined' ? null : (u: string) => new EventSource(u));

  const handlers = new Map<string, Set<Handler>>();
  const reconnectHandlers = new Set<() => void>();
  let source: EventSource | null = null;
  /** Types with a listener on the current source. */
  let listening = new Set<string>();
  let failedAttempts = 0;
  let recovering = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const subscriberCount = () => [...handlers.values()].reduce((n, set) => n + set.size, 0);

  function dispatch(type: string, event: Event) {
    const data = parseEvent(type, (event as MessageEvent).data);
    if (data === undefined) return;
    for (const handler of [...(handlers.get(type) ?? [])]) (handler as (e: unknown) => void)(data);
  }

  function listen(type: string) {
    if (!source || listening.has(type)) return;
    listening.add(type);
    source.addEventListener(type, (event) => dispatch(type, event));
  }

  function connect() {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (!createSource) return;
    const current = createSource(url);
    source = current;
    listening = new Set();
    current.addEventListener('open', () => {
      if (source !== current) return;
      failedAttempts = 0;
      if (!recovering) return;
      recovering = false;
      for (const handler of [...reconnectHandlers]) handler();
    });
    current.addEventListener('error', () => {
      if (source !== current) return;
      // The browser would retry on its own, but not after an HTTP error; one rule for both: close and retry.
      current.close();
      source = null;
      recovering = true;
      retryTimer = setTimeout(connect, retryDelayMs(failedAttempts));
      failedAttempts += 1;
    });
    for (const type of handlers.keys()) listen(type);
  }

  function disconnect() {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    source?.close();
    source = null;
    listening = new Set();
    failedAttempts = 0;
    recovering = false;
  }

  function ensureConnected() {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    if (!source && retryTimer === undefined) connect();
  }

  function releaseWhenIdle() {
    if (subscriberCount() > 0) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (subscriberCount() === 0) disconnect();
    }, idleCloseMs);
  }

  return {
    subscribe(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      set.add(handler as Handler);
      ensureConnected();
      listen(type);
      return () => {
        set.delete(handler as Handler);
        releaseWhenIdle();
      };
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    close() {
      clearTimeout(idleTimer);
      disconnect();
    },
  };
}
