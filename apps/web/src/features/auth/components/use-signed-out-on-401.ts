import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { isApiError } from '@/lib/api-client';
import { authKeys } from '../api/keys';

/** Codes that mean the session itself is gone (not e.g. a wrong staff code). */
const sessionEndedCodes: readonly string[] = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'SESSION_REVOKED'];

function endsSession(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && sessionEndedCodes.includes(error.code);
}

/** Any API call answering 401 for an ended session marks the user as signed out (spec section 4). */
export function useSignedOutOn401() {
  const queryClient = useQueryClient();
  useEffect(() => {
    function signOut() {
      queryClient.setQueryData<SessionResponse>(authKeys.session(), (current) =>
        current ? { ...current, user: null, expiresAt: null, idleExpiresInSeconds: null } : current,
      );
    }
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && endsSession(event.action.error))
        signOut();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && endsSession(event.action.error))
        signOut();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
