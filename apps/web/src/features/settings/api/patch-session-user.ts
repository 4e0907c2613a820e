import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionResponse, SessionUser } from '@ramkoll/shared/schemas/session';
import { sharedQueryKeys } from '@/lib/query-keys';

/**
 * After a settings save: the cached session user takes the saved values at once (the top and
 * bottom bars, the avatar and the language read them), then the session is read again.
 */
export function usePatchSessionUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (patch: Partial<SessionUser>) => {
      queryClient.setQueryData<SessionResponse>(sharedQueryKeys.session, (session) =>
        session?.user ? { ...session, user: { ...session.user, ...patch } } : session,
      );
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.session });
    },
    [queryClient],
  );
}
