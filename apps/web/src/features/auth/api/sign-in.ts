import { useMutation } from '@tanstack/react-query';
import type { SignInRequest } from '@ramkoll/shared/schemas/auth';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { apiJson, isApiError } from '@/lib/api-client';
import { recordAudit } from '@/lib/audit-log';
import { useApplySession } from './apply-session';
import { sessionSchema } from './session-schema';

export function signIn(body: SignInRequest): Promise<SessionResponse> {
  return apiJson('/api/auth/sign-in', sessionSchema, { method: 'POST', body });
}

/** E-mail and password sign-in; a failure is noted in the audit log (never the password). */
export function useSignIn() {
  const applySession = useApplySession();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => applySession(session, 'password'),
    onError: (error) => {
      recordAudit('login_failed', {
        details: { method: 'password', code: isApiError(error) ? error.code : 'UNKNOWN' },
      });
    },
  });
}
