import { getSessionCookie } from 'better-auth/cookies';
import { createMiddleware } from 'hono/factory';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../lib/errors';
import type { AppEnv } from '../http/types';
import type { Role, SessionUser } from './auth';

/**
 * Resolves the session cookie (if any) into `c.var.user`. Without a session cookie there is no session to
 * find, so better-auth is not asked: most requests are anonymous visitors reading the list, and a session
 * lookup costs them more than the cached list itself (decision 007).
 */
export const loadSession = (ctx: AppContext) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!getSessionCookie(c.req.raw.headers)) {
      c.set('user', null);
      return next();
    }
    const found = await ctx.auth.api.getSession({ headers: c.req.raw.headers });
    c.set('user', found ? toSessionUser(found.user) : null);
    await next();
  });

export function toSessionUser(u: { id: string; email: string; role?: string | null }): SessionUser {
  return { id: u.id, email: u.email, role: u.role === 'admin' ? 'admin' : 'editor' };
}

/** Route policies. Every route the app registers uses exactly one (tests/routes-policy.test.ts checks). */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
});

export const requireRole = (role: Role) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    if (role === 'admin' && user.role !== 'admin') throw forbidden();
    await next();
  });

export const requireAdmin = requireRole('admin');
