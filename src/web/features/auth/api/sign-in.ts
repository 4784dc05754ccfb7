import type { QueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages';
import { authClient } from './auth-client';
import { sessionKey } from './session';
import { announceSessionChange } from './session-sync';

export type SignInResult = { ok: true } | { ok: false; message: string };

/** SPEC.md §8: wrong credentials read "E-Mail oder Passwort falsch"; other errors show their own message. */
export async function signInWithEmail(
  queryClient: QueryClient,
  email: string,
  password: string,
): Promise<SignInResult> {
  let result: Awaited<ReturnType<typeof authClient.signIn.email>>;
  try {
    result = await authClient.signIn.email({ email, password });
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : messages.api.internal };
  }
  if (result.error) {
    const { status, message } = result.error;
    if (status === 401) return { ok: false, message: messages.login.invalidCredentials };
    return { ok: false, message: message || messages.api.internal };
  }
  await queryClient.invalidateQueries({ queryKey: sessionKey });
  announceSessionChange('signed-in');
  return { ok: true };
}
