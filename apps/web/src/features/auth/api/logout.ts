import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiSend } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { clearStorageOnSignOut } from '../utils/clear-storage';
import { authKeys } from './keys';

export function logout(): Promise<void> {
  return apiSend('/api/auth/sign-out', { method: 'POST' });
}

export type LogoutReason = 'user' | 'timeout';

/**
 * Signs out (spec section 4): ends every session of the user on the server (which records it in
 * the audit log), clears local and session storage except the cookie-consent entries, so nothing
 * of the signed-out person stays on the device, forgets all cached data and goes to the home
 * page. The client is signed out even when the server call fails, so a user is never stuck
 * signed in.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (_input: { reason: LogoutReason; userId: string | null }) => logout(),
    onSettled: async () => {
      clearStorageOnSignOut();
      queryClient.clear();
      queryClient.setQueryData(authKeys.session(), {
        user: null,
        expiresAt: null,
        idleExpiresInSeconds: null,
        idleTimeoutSeconds: 1200,
        idleWarningSeconds: 300,
      });
      await navigate(paths.home.getHref(), { replace: true });
    },
  });
}
