import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The server's `has_role` check for the signed-in user. */
export function useHasRole(role: Role, userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.me.hasRole(role, userId),
    queryFn: ({ signal }) => api.get<{ has_role: boolean }>(`/api/me/has-role?role=${role}`, signal),
    enabled: Boolean(userId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
