import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZVerifyReceiptResponse,
  type VerifyReceiptRequest,
  type VerifyReceiptResponse,
} from '@ramkoll/shared/schemas/analysis';
import { apiJson } from '@/lib/api-client';
import { bikeRegistrationKeys } from './keys';

/** POST /api/me/analysis/receipt: the server reads the receipt and checks it against me. */
export function verifyReceipt(
  body: VerifyReceiptRequest,
  signal?: AbortSignal,
): Promise<VerifyReceiptResponse> {
  return apiJson('/api/me/analysis/receipt', ZVerifyReceiptResponse, { method: 'POST', body, signal });
}

/**
 * A verification is a read of one receipt against one frame number, so it is cached by both:
 * going back to a frame number already checked answers at once, and an answer for a frame number
 * the person has since changed can never be shown for the new one.
 */
export function receiptVerificationQueryOptions(body: VerifyReceiptRequest) {
  return queryOptions({
    queryKey: bikeRegistrationKeys.receiptVerification(body.receiptFileId, body.frameNumber),
    queryFn: ({ signal }) => verifyReceipt(body, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** Verifies while `body` is set; null waits (no receipt yet, or no valid frame number). */
export function useReceiptVerification(body: VerifyReceiptRequest | null) {
  return useQuery({
    ...receiptVerificationQueryOptions(body ?? { receiptFileId: '', frameNumber: '' }),
    enabled: body !== null,
  });
}
