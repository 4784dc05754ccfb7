import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, ListedUser, Role } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const usersKey = queryKeys.users;

export function useUsers(enabled: boolean) {
  return useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => api.get<{ users: ListedUser[] }>('/api/users', signal).then((r) => r.users),
    enabled,
  });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersKey });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (input: CreateUserInput) => api.post<{ user: ListedUser }>('/api/users', input).then((r) => r.user),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/users/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: string; role?: Role; password?: string }) =>
      api.patch<{ user: ListedUser }>(`/api/users/${encodeURIComponent(id)}`, patch).then((r) => r.user),
    onSuccess: invalidate,
  });
}
