import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { commonText } from '../../../messages/common';
import { announceSessionChange } from './session-sync';

/** The session is already gone on the server: the browser is signed out either way. */
const alreadySignedOut = new Set([401, 403, 404]);

/** Ends the session on the server, then forgets everything that belonged to the person. */
export async function signOut(queryClient: QueryClient) {
  const { authClient } = await import('./auth-client');
  let result: Awaited<ReturnType<typeof authClient.signOut>>;
  try {
    result = await authClient.signOut();
  } catch {
    throw new ApiError(0, 'network', commonText.serverUnreachable);
  }
  if (result.error && !alreadySignedOut.has(result.error.status)) {
    throw new ApiError(result.error.status, result.error.code ?? 'internal', result.error.message ?? '');
  }
  queryClient.setQueryData(queryKeys.session, null);
  queryClient.removeQueries({ queryKey: queryKeys.me.all });
  queryClient.removeQueries({ queryKey: queryKeys.users });
  // The admin sections' cached answers (shown at once on the next visit) belong to the session as well.
  for (const queryKey of queryKeys.adminData) queryClient.removeQueries({ queryKey });
  // The team's shape of the lists (with the publishers' addresses) must not outlive the session.
  queryClient.removeQueries({ queryKey: queryKeys.news.all });
  announceSessionChange('signed-out');
}
