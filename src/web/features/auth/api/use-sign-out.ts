import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from './sign-out';

/** Signs out, then goes to /auth (SPEC.md §2, header "Abmelden"). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut(queryClient);
    navigate('/auth');
  }, [queryClient, navigate]);
}
