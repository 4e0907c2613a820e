import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZReceiptsResponse, type OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { apiJson } from '@/lib/api-client';
import { pendingCountPollMs } from './get-pending-count';
import { receiptsKeys } from './keys';

/** GET /api/me/receipts: mine as buyer or seller, newest first. */
export async function getReceipts(signal?: AbortSignal): Promise<OwnershipReceipt[]> {
  const { receipts } = await apiJson('/api/me/receipts', ZReceiptsResponse, { signal });
  return receipts;
}

export function receiptsQueryOptions() {
  return queryOptions({
    queryKey: receiptsKeys.list(),
    queryFn: ({ signal }) => getReceipts(signal),
    // Polled like the badge, so a receipt a seller just sent shows up while the page is open.
    refetchInterval: pendingCountPollMs,
  });
}

export function useReceipts() {
  return useQuery(receiptsQueryOptions());
}
