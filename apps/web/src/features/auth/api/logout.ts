import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiSend } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { clearStorageOnSignOut } from '../utils/clear-storage';
import { authKeys } from './keys';

export function logout(): Promise<void> {
  return apiSend('/api/auth/logout', { method: 'POST' });
}

/**
 * Signs out (spec section 4): ends the session on the server, clears local and session storage
 * except cookie-consent entries, forgets all cached data and goes to the home page. The client is
 * signed out even when the server call fails, so a user is never stuck signed in.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      clearStorageOnSignOut();
      queryClient.removeQueries();
      queryClient.setQueryData(authKeys.session(), { user: null, expiresAt: null });
      await navigate(paths.home.getHref(), { replace: true });
    },
  });
}
