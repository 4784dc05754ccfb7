import type { QueryClient } from '@tanstack/react-query';
import { sessionKey } from './session';
import { announceSessionChange } from './session-sync';

/**
 * Ends the session on the server. Failures (the session may already be gone: 401/403/404) are ignored,
 * because the browser ends up signed out either way.
 */
export async function signOut(queryClient: QueryClient) {
  try {
    const { authClient } = await import('./auth-client');
    await authClient.signOut();
  } catch {
    // Signed out locally regardless; the next session read tells the truth.
  }
  queryClient.setQueryData(sessionKey, null);
  queryClient.removeQueries({ queryKey: ['me'] });
  queryClient.removeQueries({ queryKey: ['users'] });
  announceSessionChange('signed-out');
}
