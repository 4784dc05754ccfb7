import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, withSignal, type JsonBody } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const usersKey = queryKeys.users;
const users = api.users;

export function useUsers(enabled: boolean) {
  return useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => call(users.$get(undefined, withSignal(signal))).then((r) => r.users),
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
    mutationFn: (input: JsonBody<typeof users.$post>) => call(users.$post({ json: input })).then((r) => r.user),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) => call(users[':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: string } & JsonBody<(typeof users)[':id']['$patch']>) =>
      call(users[':id'].$patch({ param: { id }, json: patch })).then((r) => r.user),
    onSuccess: invalidate,
  });
}
