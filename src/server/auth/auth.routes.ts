import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from '../context';
import type { AppEnv } from '../http/types';
import { messages } from '../../shared/messages';
import { clearLoginFailures, loginBlockedForMinutes, recordLoginFailure } from './login-rate-limit';

function clientIp(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * better-auth's handler under /api/auth, with our sign-in rate limit in front of it: 10 failed attempts per
 * 15 minutes per IP and e-mail (and 100 per IP), answered with 429 and a German message saying when to try again.
 */
export const authRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .post('/sign-in/email', async (c) => {
      const ip = clientIp(c);
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => ({}))) as { email?: unknown };
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      const now = ctx.clock.now();
      const minutes = await loginBlockedForMinutes(ctx.db, ip, email, now);
      if (minutes > 0) {
        const message = messages.login.rateLimited(minutes);
        c.header('Retry-After', String(minutes * 60));
        // better-auth's client reads top-level `message`/`code`; our clients read `error`.
        return c.json({ error: { code: 'rate_limited', message }, code: 'RATE_LIMITED', message }, 429);
      }
      const response = await ctx.auth.handler(c.req.raw);
      if (response.status === 401) await recordLoginFailure(ctx.db, ip, email, now);
      else if (response.ok) await clearLoginFailures(ctx.db, ip, email);
      return response;
    })
    // Self-service sign-up is off; account creation goes through /api/users (admins only).
    .on(['GET', 'POST'], '/*', (c) => ctx.auth.handler(c.req.raw));
