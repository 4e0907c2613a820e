import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZConsentRecord, type ConsentChoices, type ConsentRecord } from '@ramkoll/shared/schemas/consent';
import { apiJson } from '@/lib/api-client';
import { consentKeys } from './keys';

/** PUT /api/me/consent: the signed-in user's cookie choice (spec section 7 user_consent). */
export function saveConsent(choices: ConsentChoices): Promise<ConsentRecord> {
  return apiJson('/api/me/consent', ZConsentRecord, { method: 'PUT', body: choices });
}

/** Spec section 8: consent save errors are only logged. */
export function useSaveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsent,
    onSuccess: (record) => queryClient.setQueryData(consentKeys.mine(), record),
    onError: (error) => {
      console.warn('Could not save the cookie consent', error);
    },
  });
}
