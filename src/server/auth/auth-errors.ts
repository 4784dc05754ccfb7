import type { ErrorCode } from '../../shared/errors';
import { messages } from '../../shared/messages';
import { textLimits } from '../../shared/limits';

const v = messages.validation;

/** better-auth's error codes that a person can meet on the endpoints we expose, in German. */
const germanByAuthCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: messages.login.invalidCredentials,
  INVALID_EMAIL: v.invalidEmail,
  INVALID_PASSWORD: messages.login.invalidCredentials,
  PASSWORD_TOO_SHORT: v.passwordTooShort,
  PASSWORD_TOO_LONG: v.tooLong('Das Passwort', textLimits.password),
  INVALID_ORIGIN: messages.api.crossOrigin,
  MISSING_OR_NULL_ORIGIN: messages.api.crossOrigin,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: messages.api.crossOrigin,
  UNAUTHORIZED: messages.api.unauthorized,
  SESSION_EXPIRED: messages.api.unauthorized,
};

const byStatus = (status: number): { code: ErrorCode; message: string } => {
  if (status === 401) return { code: 'unauthorized', message: messages.api.unauthorized };
  if (status === 403) return { code: 'forbidden', message: messages.api.forbidden };
  if (status === 404) return { code: 'not_found', message: messages.api.routeNotFound };
  if (status === 413) return { code: 'payload_too_large', message: v.invalidInput };
  if (status === 415) return { code: 'unsupported_media_type', message: v.notJson };
  if (status === 429) return { code: 'rate_limited', message: messages.api.internal };
  if (status >= 500) return { code: 'internal', message: messages.api.internal };
  return { code: 'bad_request', message: v.invalidInput };
};

/**
 * better-auth answers errors as `{ code, message }` in English. Rewritten into the one error shape with a
 * German message (keeping a top-level `message` for its browser client); success answers pass unchanged.
 */
export async function inGerman(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  const authCode = typeof body?.code === 'string' ? body.code : '';
  const fallback = byStatus(response.status);
  const message = germanByAuthCode[authCode] ?? fallback.message;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json; charset=UTF-8');
  const answer = { error: { code: fallback.code, message }, code: authCode || fallback.code.toUpperCase(), message };
  return new Response(JSON.stringify(answer), { status: response.status, headers });
}
