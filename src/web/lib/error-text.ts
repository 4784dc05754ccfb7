import { ApiError } from './api-client';
import { notify } from './notify';

/**
 * The one place that turns a failure into German words. Each situation has its title and fallback text
 * (mostly fixed by the specification); the rules here decide when the server's own message is shown.
 */

/**
 * Failures the person has to read whatever the situation, because they say what to do next: the server is
 * unreachable (0), the session is gone (401), the right is missing (403), someone else saved first (409),
 * the input is too large (413), too many attempts (429).
 */
const alwaysExplained = new Set([0, 401, 403, 409, 413, 429]);

/**
 * `detail: 'server'` shows the server's (German) message when there is one; `'fixed'` keeps the situation's
 * own text except for the failures above. Anything that is not an ApiError (a bug, a broken chunk) gets the
 * fallback: its message would be English and meaningless to the person.
 */
export function errorText(err: unknown, fallback: string, detail: 'server' | 'fixed' = 'server'): string {
  if (!(err instanceof ApiError) || !err.message) return fallback;
  if (detail === 'server' || alwaysExplained.has(err.status)) return err.message;
  return fallback;
}

/** A toast for a failed action: the situation's title, the text chosen by `errorText`. */
export function notifyFailure(title: string, err: unknown, fallback: string, detail: 'server' | 'fixed' = 'server') {
  notify.error(title, errorText(err, fallback, detail));
}

/** The server's reason for refusing the input (4xx), for showing next to the form; null for other failures. */
export function refusalReason(err: unknown): string | null {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? err.message : null;
}
