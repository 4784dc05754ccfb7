import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's client, used for signing in and out. It is imported lazily (login page, sign-out), so it stays
 * out of the overview's bundle; reading the session goes through `useCurrentUser` (session.ts) instead.
 */
export const authClient = createAuthClient({ baseURL: window.location.origin });
