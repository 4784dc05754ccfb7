import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppContext } from '../context';
import type { AppEnv } from '../http/types';
import type { RealtimeEvent } from './realtime';

/** Server-Sent Events for every open browser; public, since it only says which item changed. */
export const eventsRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>().get('/', (c) =>
    streamSSE(c, async (stream) => {
      const queue: RealtimeEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = ctx.realtime.subscribe((event) => {
        queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!stream.aborted && !stream.closed) {
        const event = queue.shift();
        if (event) {
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
          continue;
        }
        // Wait for the next event, or send a keep-alive comment every 25 s so proxies keep the line open.
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 25_000).unref();
        });
        wake = undefined;
        if (queue.length === 0 && !stream.aborted) await stream.write(': keep-alive\n\n');
      }
      unsubscribe();
    }),
  );
