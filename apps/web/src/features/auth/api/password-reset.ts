import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmRequest, PasswordResetRequest } from '@ramkoll/shared/schemas/auth';
import { apiSend } from '@/lib/api-client';

/** Always answers 202, whether or not the address has an account. */
export function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  return apiSend('/api/auth/password-reset', { method: 'POST', body });
}

export function confirmPasswordReset(body: PasswordResetConfirmRequest): Promise<void> {
  return apiSend('/api/auth/password-reset/confirm', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
