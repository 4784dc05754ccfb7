import { Hono } from 'hono';
import type { AppContext } from '../context';
import { clientIp } from '../http/client-ip';
import { errorResponse } from '../http/error-response';
import type { AppEnv } from '../http/types';
import { validJson } from '../http/validate';
import { signInSchema } from '../../shared/auth';
import { messages } from '../../shared/messages';
import { inGerman } from './auth-errors';
import { withoutSessionToken } from './session-body';
import { clearLoginFailures, loginBlockedForMinutes, recordLoginFailure } from './login-rate-limit';

/** The validated body, sent on to better-auth as a fresh request (the original body has been read). */
function withBody(request: Request, body: unknown): Request {
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) });
}

/**
 * The three better-auth endpoints the web uses, under /api/auth. The rest of better-auth's API (its own
 * password change, profile updates, session lists …) stays closed: account changes go through our routes,
 * which validate, rate-limit and answer in German. docs/decisions/015-http-boundary.md
 *
 * Sign-in has our rate limit in front: 10 failed attempts per 15 minutes per IP and e-mail (and 100 per
 * IP), answered with 429 and a German message saying when to try again.
 */
export const authRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .post('/sign-in/email', validJson(signInSchema), async (c) => {
      const body = c.req.valid('json');
      const ip = clientIp(c);
      const email = body.email.toLowerCase();
      const now = ctx.clock.now();
      const minutes = await loginBlockedForMinutes(ctx.db, ip, email, now);
      if (minutes > 0) {
        c.header('Retry-After', String(minutes * 60));
        return errorResponse(c, 429, 'rate_limited', messages.login.rateLimited(minutes));
      }
      const response = await ctx.auth.handler(withBody(c.req.raw, body));
      if (response.status === 401) await recordLoginFailure(ctx.db, ip, email, now);
      else if (response.ok) await clearLoginFailures(ctx.db, ip, email);
      return withoutSessionToken(await inGerman(response));
    })
    .post('/sign-out', async (c) => inGerman(await ctx.auth.handler(c.req.raw)))
    .get('/get-session', async (c) => withoutSessionToken(await inGerman(await ctx.auth.handler(c.req.raw))));
