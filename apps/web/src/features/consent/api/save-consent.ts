import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentChoices, ConsentRecord } from '@ramkoll/shared/schemas/consent';
import { apiJson } from '@/lib/api-client';
import { consentKeys } from './keys';

/**
 * PUT /api/me/consent: the signed-in user's cookie choice (spec section 7 user_consent). The
 * answer's schema loads with the request: the banner's own chunk carries no zod (decision 074).
 */
export function saveConsent(choices: ConsentChoices): Promise<ConsentRecord> {
  const schema = () => import('@ramkoll/shared/schemas/consent').then((module) => module.ZConsentRecord);
  return apiJson('/api/me/consent', schema, { method: 'PUT', body: choices });
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
