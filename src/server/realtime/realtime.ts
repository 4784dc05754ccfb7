import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Database } from '../db/client';

export const realtimeChannel = 'app_events';

export type RealtimeEvent =
  | { type: 'news-updated'; id: string }
  /** Every successful regeneration, also when the new images equal the old ones (the item's URLs may not change). */
  | { type: 'news-images-regenerated'; id: string }
  | { type: 'news-regenerate-failed'; id: string; message: string }
  | { type: 'pipeline-progress'; runId: string };

/**
 * Events travel through PostgreSQL NOTIFY, so an event raised by any server instance reaches the
 * browsers connected to every instance (docs/architecture.md#realtime).
 */
export interface Realtime {
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  stop(): Promise<void>;
}

export async function startRealtime(database: Database): Promise<Realtime> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  // Our own events are delivered at once, before publish() resolves (so a read right after a write never
  // sees a stale cache); their NOTIFY echo is skipped by the instance id.
  const instance = randomUUID();
  const unlisten = await database.listen(realtimeChannel, (payload) => {
    try {
      const { origin, event } = JSON.parse(payload) as { origin: string; event: RealtimeEvent };
      if (origin !== instance) emitter.emit('event', event);
    } catch {
      // A foreign payload on our channel is ignored rather than crashing every connection.
    }
  });
  return {
    async publish(event) {
      emitter.emit('event', event);
      await database.notify(realtimeChannel, JSON.stringify({ origin: instance, event }));
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    stop: unlisten,
  };
}
