import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZIdVerificationReviewed,
  ZPendingIdVerificationsResponse,
  type IdVerificationReviewed,
  type PendingIdVerificationsResponse,
} from '@ramkoll/shared/schemas/id-verification';
import { apiJson } from '@/lib/api-client';
import { adminOfficeKeys } from './keys';

export const ID_REVIEWS_PAGE_SIZE = 10;

/** GET /api/admin/id-verifications: pending ID documents, oldest first. */
export function getIdReviews(page: number, signal?: AbortSignal): Promise<PendingIdVerificationsResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(ID_REVIEWS_PAGE_SIZE) });
  return apiJson(`/api/admin/id-verifications?${query.toString()}`, ZPendingIdVerificationsResponse, {
    signal,
  });
}

export function useIdReviews(page: number) {
  return useQuery({
    queryKey: adminOfficeKeys.idReviews(page),
    queryFn: ({ signal }) => getIdReviews(page, signal),
    placeholderData: keepPreviousData,
  });
}

type Decision = { id: string; approve: true } | { id: string; approve: false; reason: string };

/** POST …/:id/approve or …/:id/reject { reason }: audited and notified on the server. */
export function reviewIdDocument(decision: Decision): Promise<IdVerificationReviewed> {
  const base = `/api/admin/id-verifications/${decision.id}`;
  return decision.approve
    ? apiJson(`${base}/approve`, ZIdVerificationReviewed, { method: 'POST' })
    : apiJson(`${base}/reject`, ZIdVerificationReviewed, {
        method: 'POST',
        body: { reason: decision.reason },
      });
}

export function useReviewIdDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewIdDocument,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOfficeKeys.idReviewsAll }),
        queryClient.invalidateQueries({ queryKey: adminOfficeKeys.overview }),
      ]),
  });
}
