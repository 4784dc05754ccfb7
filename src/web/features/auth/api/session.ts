import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../../shared/auth';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

export const sessionKey = ['session'] as const;

function toSessionUser(user: Record<string, unknown>): SessionUser | null {
  if (typeof user.id !== 'string' || typeof user.email !== 'string') return null;
  return { id: user.id, email: user.email, role: user.role === 'admin' ? 'admin' : 'editor' };
}

/** better-auth's session endpoint answers `{ session, user }` or `null`. */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  const response = await fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as { user?: Record<string, unknown> } | null;
  return body?.user ? toSessionUser(body.user) : null;
}

export interface CurrentUser {
  user: SessionUser | null;
  /** True until the first session answer is known. */
  isPending: boolean;
}

/**
 * The signed-in user, or null. Re-read whenever the window gets focus and when another tab signs in or out
 * (session-sync.ts). A failed or expired session lookup counts as signed out, never as an error.
 */
export function useCurrentUser(): CurrentUser {
  const { data, isPending } = useQuery({
    queryKey: sessionKey,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    staleTime: 10_000,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
  if (isPending) return { user: null, isPending: true };
  return { user: data ?? null, isPending: false };
}
