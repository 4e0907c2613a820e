import { useMutation } from '@tanstack/react-query';
import {
  ZBusinessRequestSubmitted,
  type BusinessRequestSubmit,
  type BusinessRequestSubmitted,
} from '@ramkoll/shared/schemas/business-requests';
import { apiJson } from '@/lib/api-client';

/** POST /api/business-requests: stored as new; the contact is e-mailed a confirmation. */
export async function submitBusinessRequest(body: BusinessRequestSubmit): Promise<BusinessRequestSubmitted> {
  return apiJson('/api/business-requests', ZBusinessRequestSubmitted, { method: 'POST', body });
}

export function useSubmitBusinessRequest() {
  return useMutation({ mutationFn: submitBusinessRequest });
}
