import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../shared/auth';
import { ApiError, authGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

function toSessionUser(user: Record<string, unknown>): SessionUser | null {
  if (typeof user.id !== 'string' || typeof user.email !== 'string') return null;
  return { id: user.id, email: user.email, role: user.role === 'admin' ? 'admin' : 'editor' };
}

/**
 * better-auth's session endpoint answers `{ session, user }`, or `null` when nobody is signed in. Its answer is
 * better-auth's own Response, which the route tree does not type, so it is read through `authGet`.
 */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const body = await authGet<{ user?: Record<string, unknown> } | null>('/api/auth/get-session', signal);
    return body?.user ? toSessionUser(body.user) : null;
  } catch (err) {
    // An expired or revoked session is simply "signed out"; a server or network failure stays an error.
    if (err instanceof ApiError && [401, 403, 404].includes(err.status)) return null;
    throw err;
  }
}

export interface CurrentUser {
  user: SessionUser | null;
  /** True until the first session answer is known. */
  isPending: boolean;
}

/** The session query: shared by `useCurrentUser` and the start-up prefetch, so both are one request. */
const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: ({ signal }) => fetchSessionUser(signal),
  staleTime: 10_000,
});

/**
 * Asks for the session as the app starts, before the page's code has loaded: a page that needs it (the admin
 * area, /planung) then waits for the slower of the two, not for one after the other.
 */
export function prefetchSession(queryClient: QueryClient) {
  void queryClient.prefetchQuery(sessionQuery);
}

/**
 * The signed-in user, or null. Re-read whenever the window gets focus and when another tab signs in or out
 * (session-sync.ts). While a re-read fails, the last known answer stays; a first read that fails counts as
 * signed out once its retries are used up.
 */
export function useCurrentUser(): CurrentUser {
  const { data, isPending } = useQuery({ ...sessionQuery, refetchOnWindowFocus: 'always' });
  if (isPending) return { user: null, isPending: true };
  return { user: data ?? null, isPending: false };
}
