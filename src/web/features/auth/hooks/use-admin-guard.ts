import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { messages } from '../../../../shared/messages';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useHasRole } from '../api/has-role';
import { useCurrentUser, type SessionUser } from '../api/session';

export type AdminGuard =
  | { status: 'loading' }
  | { status: 'checking' }
  | { status: 'redirecting' }
  | { status: 'allowed'; user: SessionUser }
  | { status: 'not-admin'; user: SessionUser };

/**
 * Loading until the session is known, then (where the page needs it) the server's admin check. Logged out →
 * /auth; check failed → "Fehler" toast and /. Not an admin → `not-admin`: the page tells the editor what they
 * can do there instead of sending them away with an error (issue 24; decision 040).
 */
export function useAdminGuard({ requireAdmin = true }: { requireAdmin?: boolean } = {}): AdminGuard {
  const navigate = useNavigate();
  const { user, isPending } = useCurrentUser();
  const check = useHasRole('admin', requireAdmin ? user?.id : undefined);
  const handled = useRef(false);

  const loggedOut = !isPending && !user;
  const expired = check.error instanceof ApiError && check.error.status === 401;
  const failed = Boolean(check.error) && !expired;
  const denied = check.data?.has_role === false;

  useEffect(() => {
    if (loggedOut || expired) {
      navigate('/auth', { replace: true });
      return;
    }
    if (handled.current) return;
    if (failed) {
      handled.current = true;
      const reason = errorText(check.error, messages.api.internal);
      notify.error(messages.admin.checkFailedTitle, messages.admin.checkFailedText + reason);
      navigate('/', { replace: true });
    }
  }, [loggedOut, expired, failed, check.error, navigate]);

  if (isPending) return { status: 'loading' };
  if (loggedOut || expired || failed) return { status: 'redirecting' };
  if (user && denied) return { status: 'not-admin', user };
  if (user && (!requireAdmin || check.data?.has_role === true)) return { status: 'allowed', user };
  return { status: 'checking' };
}
