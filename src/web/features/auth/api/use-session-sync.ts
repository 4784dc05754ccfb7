import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionKey } from './session';
import { onSessionChangeElsewhere } from './session-sync';

/** Keeps this tab's session in step with sign-ins and sign-outs in other tabs. */
export function useSessionSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionChangeElsewhere(() => {
        void queryClient.invalidateQueries({ queryKey: sessionKey });
        queryClient.removeQueries({ queryKey: ['me'] });
        void queryClient.invalidateQueries({ queryKey: ['users'] });
      }),
    [queryClient],
  );
}
