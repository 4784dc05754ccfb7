import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => api.post<void>('/api/me/password', body),
  });
}
