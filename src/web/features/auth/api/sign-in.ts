import type { QueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { commonText } from '../../../messages/common';
import { authClient } from './auth-client';
import { announceSessionChange } from './session-sync';

/**
 * Signs in through better-auth's client and reports failures as ApiError like every other call: wrong
 * credentials read "E-Mail oder Passwort falsch", other refusals keep the server's message.
 */
export async function signInWithEmail(queryClient: QueryClient, email: string, password: string): Promise<void> {
  let result: Awaited<ReturnType<typeof authClient.signIn.email>>;
  try {
    result = await authClient.signIn.email({ email, password });
  } catch {
    throw new ApiError(0, 'network', commonText.serverUnreachable);
  }
  if (result.error) {
    const { status, message, code } = result.error;
    if (status === 401) throw new ApiError(401, 'invalid_credentials', messages.login.invalidCredentials);
    throw new ApiError(status, code ?? 'internal', message || messages.api.internal);
  }
  await queryClient.invalidateQueries({ queryKey: queryKeys.session });
  // The server answers the news lists in the team's shape now; the visitor's lists must not be shown.
  queryClient.removeQueries({ queryKey: queryKeys.news.all });
  announceSessionChange('signed-in');
}
