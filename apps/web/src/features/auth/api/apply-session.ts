import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { recordAudit } from '@/lib/audit-log';
import { authKeys } from './keys';

/**
 * After any successful sign-in: put the new session in the cache at once (so guards see it on the
 * next navigation), invalidate it so it is re-read, and note the login in the audit log.
 */
export function useApplySession() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: SessionResponse, method: string) => {
      queryClient.setQueryData(authKeys.session(), session);
      void queryClient.invalidateQueries({ queryKey: authKeys.session() });
      recordAudit('login', { userId: session.user?.id ?? null, details: { method } });
    },
    [queryClient],
  );
}
