import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPendingCountResponse, type PendingCountResponse } from '@ramkoll/shared/schemas/me';
import { apiJson } from '@/lib/api-client';
import { receiptsKeys } from './keys';

/** Pending receipts are polled every 15 s (spec section 9). */
export const pendingCountPollMs = 15_000;

/** GET /api/me/receipts/pending-count. */
export function getPendingReceiptCount(signal?: AbortSignal): Promise<PendingCountResponse> {
  return apiJson('/api/me/receipts/pending-count', ZPendingCountResponse, { signal });
}

export function pendingReceiptCountQueryOptions() {
  return queryOptions({
    queryKey: receiptsKeys.pendingCount(),
    queryFn: ({ signal }) => getPendingReceiptCount(signal),
    refetchInterval: pendingCountPollMs,
    staleTime: pendingCountPollMs,
  });
}

/** The number of receipts waiting for the user's approval; 0 while loading or on error. */
export function usePendingReceiptCount({ enabled = true }: { enabled?: boolean } = {}): number {
  const query = useQuery({ ...pendingReceiptCountQueryOptions(), enabled });
  return query.isSuccess ? query.data.count : 0;
}
