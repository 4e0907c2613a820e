import { useMutation } from '@tanstack/react-query';
import type { BankIdSignInRequest } from '@ramkoll/shared/schemas/auth';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { apiJson, isApiError } from '@/lib/api-client';
import { recordAudit } from '@/lib/audit-log';
import { useApplySession } from './apply-session';
import { sessionSchema } from './session-schema';

export function bankIdSignIn(body: BankIdSignInRequest): Promise<SessionResponse> {
  return apiJson('/api/auth/bankid/sign-in', sessionSchema, { method: 'POST', body });
}

export function useBankIdSignIn() {
  const applySession = useApplySession();
  return useMutation({
    mutationFn: bankIdSignIn,
    onSuccess: (session) => applySession(session, 'bankid'),
    onError: (error) => {
      recordAudit('login_failed', {
        details: { method: 'bankid', code: isApiError(error) ? error.code : 'UNKNOWN' },
      });
    },
  });
}
