import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { onSessionChangeElsewhere } from './session-sync';

/** Keeps this tab's session in step with sign-ins and sign-outs in other tabs. */
export function useSessionSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionChangeElsewhere(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        queryClient.removeQueries({ queryKey: queryKeys.me.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.users });
        // The lists come in another shape (public or team) after the change.
        queryClient.removeQueries({ queryKey: queryKeys.news.all });
      }),
    [queryClient],
  );
}
