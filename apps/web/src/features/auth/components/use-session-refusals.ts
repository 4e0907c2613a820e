import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionResponse, SessionUser } from '@ramkoll/shared/schemas/session';
import { isApiError } from '@/lib/api-client';
import { authKeys } from '../api/keys';

/** Codes that mean the session itself is gone (not e.g. a wrong staff code). */
const sessionEndedCodes: readonly string[] = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'SESSION_REVOKED'];

/** How a refused call changes the cached session user: signed out, or held to a password change. */
function sessionChangeOf(error: unknown): ((user: SessionUser) => SessionUser | null) | null {
  if (!isApiError(error)) return null;
  if (error.status === 401 && sessionEndedCodes.includes(error.code)) return () => null;
  // An admin suspended the store while it was signed in (decision 041): its session is over.
  if (error.code === 'STORE_SUSPENDED') return () => null;
  // Decision 091: the app shell then shows the change of password instead of the page.
  if (error.code === 'PASSWORD_CHANGE_REQUIRED') return (user) => ({ ...user, mustChangePassword: true });
  return null;
}

/**
 * Any API call answering 401 for an ended session marks the user as signed out (spec section 4),
 * and one refused for a temporary password marks the user as having to change it.
 */
export function useSessionRefusals() {
  const queryClient = useQueryClient();
  useEffect(() => {
    function onError(error: unknown) {
      const change = sessionChangeOf(error);
      if (!change) return;
      queryClient.setQueryData<SessionResponse>(authKeys.session(), (current) => {
        if (!current?.user) return current;
        // Kept for /store-login to say why, instead of a silent bounce (issue 51). Only for a
        // signed-in store: the sign-in form shows its own refusal itself.
        if (isApiError(error) && error.code === 'STORE_SUSPENDED') {
          queryClient.setQueryData(authKeys.suspension(), error);
        }
        const user = change(current.user);
        return user
          ? { ...current, user }
          : { ...current, user, expiresAt: null, idleExpiresInSeconds: null };
      });
    }
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
