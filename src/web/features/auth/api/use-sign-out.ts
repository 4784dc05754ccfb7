import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages';
import { notifyFailure } from '../../../lib/error-text';
import { commonText } from '../../../messages/common';
import { signOut } from './sign-out';

/** Signs out, then goes to /auth; when the server cannot be told, the person stays signed in and is told why. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut(queryClient);
    } catch (err) {
      notifyFailure(commonText.signOutFailedTitle, err, messages.api.internal);
      return;
    }
    navigate('/auth');
  }, [queryClient, navigate]);
}
