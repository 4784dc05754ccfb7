import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The peer address of the connection ('unknown' in in-process tests, which have no socket). */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
