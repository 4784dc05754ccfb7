import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client';
import { account, session, user, verification } from '../db/schema/auth';
import type { Env } from '../env';

export const sessionLifetimeSeconds = 60 * 60 * 24 * 7;
/** A session used at least once a day is extended (sliding renewal). */
export const sessionRenewAfterSeconds = 60 * 60 * 24;

export function createAuth(db: Db, env: Env) {
  return betterAuth({
    appName: 'News Dashboard',
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret: env.authSecret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created by admins (or the CLI), never by self-service sign-up.
      disableSignUp: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'editor', input: false },
      },
    },
    session: {
      expiresIn: sessionLifetimeSeconds,
      updateAge: sessionRenewAfterSeconds,
    },
    // Our own limiter counts failed sign-ins per IP and e-mail (auth/login-rate-limit.ts).
    rateLimit: { enabled: false },
    trustedOrigins: env.trustedOrigins,
    advanced: {
      useSecureCookies: env.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    // Failed sign-ins are expected traffic; better-auth's own warnings would only repeat them.
    logger: { disabled: env.LOG_LEVEL === 'silent', level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type Role = 'admin' | 'editor';
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}
