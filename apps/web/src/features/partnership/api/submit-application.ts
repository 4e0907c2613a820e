import { useMutation } from '@tanstack/react-query';
import {
  ZPartnershipApplicationResponse,
  type PartnershipApplicationRequest,
  type PartnershipApplicationResponse,
} from '@ramkoll/shared/schemas/store-requests';
import { apiJson } from '@/lib/api-client';

/** POST /api/partnership-applications: stored pending; the applicant is e-mailed. */
export async function submitApplication(
  body: PartnershipApplicationRequest,
): Promise<PartnershipApplicationResponse> {
  return apiJson('/api/partnership-applications', ZPartnershipApplicationResponse, { method: 'POST', body });
}

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
