import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZVerifyReceiptResponse, type VerifyReceiptResponse } from '@ramkoll/shared/schemas/ownership';
import { apiJson } from '@/lib/api-client';
import { receiptsKeys } from './keys';

/** GET /api/me/receipts/verify?code=: is this a genuine Ramkoll receipt? */
export function verifyReceipt(code: string, signal?: AbortSignal): Promise<VerifyReceiptResponse> {
  return apiJson(`/api/me/receipts/verify?code=${encodeURIComponent(code)}`, ZVerifyReceiptResponse, {
    signal,
  });
}

export function verifyReceiptQueryOptions(code: string) {
  return queryOptions({
    queryKey: receiptsKeys.verification(code),
    queryFn: ({ signal }) => verifyReceipt(code, signal),
    staleTime: 0,
  });
}

/** The check of the code last submitted; idle while `code` is null. */
export function useVerifyReceipt(code: string | null) {
  return useQuery({ ...verifyReceiptQueryOptions(code ?? ''), enabled: code !== null });
}
