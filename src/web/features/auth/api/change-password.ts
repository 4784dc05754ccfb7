import { useMutation } from '@tanstack/react-query';
import { api, call, type JsonBody } from '../../../lib/api-client';

const changePassword = api.me.password.$post;

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: JsonBody<typeof changePassword>) => call(changePassword({ json: body })),
  });
}
