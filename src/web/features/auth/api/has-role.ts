import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../../shared/auth';
import { api, call, withSignal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The server's `has_role` check for the signed-in user. It is asked again on every visit (stale at once), but a
 * known answer stays cached meanwhile, so a second visit shows the page at once; a „no“ still redirects.
 */
export function useHasRole(role: Role, userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.me.hasRole(role, userId),
    queryFn: ({ signal }) => call(api.me['has-role'].$get({ query: { role } }, withSignal(signal))),
    enabled: Boolean(userId),
    staleTime: 0,
    retry: false,
  });
}
