import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { receiptsKeys } from './keys';

/** GET /api/me/receipts/pending-count. TODO(receipts issue): move to packages/shared/src/schemas. */
export const ZPendingCountResponse = z.object({ count: z.number().int().nonnegative() });
export type PendingCountResponse = z.infer<typeof ZPendingCountResponse>;

/** Pending receipts are polled every 15 s (spec section 9). */
export const pendingCountPollMs = 15_000;

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
