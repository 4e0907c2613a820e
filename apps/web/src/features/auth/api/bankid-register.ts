import { useMutation } from '@tanstack/react-query';
import type { BankIdRegisterRequest } from '@ramkoll/shared/schemas/auth';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { apiJson } from '@/lib/api-client';
import { useApplySession } from './apply-session';
import { sessionSchema } from './session-schema';

/** Registers with the simulated BankID (about 3 s) and signs the new account in. */
export function bankIdRegister(body: BankIdRegisterRequest): Promise<SessionResponse> {
  return apiJson('/api/auth/bankid/register', sessionSchema, { method: 'POST', body });
}

export function useBankIdRegister() {
  const applySession = useApplySession();
  return useMutation({
    mutationFn: bankIdRegister,
    onSuccess: (session) => {
      if (session.user) applySession(session, 'bankid_register');
    },
  });
}
