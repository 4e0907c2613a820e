import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZIdVerification, type SubmitIdVerificationRequest } from '@ramkoll/shared/schemas/id-verification';
import { apiJson } from '@/lib/api-client';
import { idVerificationKeys } from './keys';

/** POST /api/me/id-verification: my uploaded ID photo goes to review. */
export function submitIdVerification(request: SubmitIdVerificationRequest) {
  return apiJson('/api/me/id-verification', ZIdVerification, { method: 'POST', body: request });
}

/** After an answer, refused or not, the status is read again: a refusal means it changed. */
export function useSubmitIdVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitIdVerification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: idVerificationKeys.all }),
  });
}
