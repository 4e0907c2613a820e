import { sharedQueryKeys } from '@/lib/query-keys';

/**
 * Built on the shared root so /my-bikes (another feature) refreshes the list and the badge after
 * starting or cancelling a transfer.
 */
export const receiptsKeys = {
  all: sharedQueryKeys.receipts,
  list: () => [...receiptsKeys.all, 'list'] as const,
  pendingCount: () => [...receiptsKeys.all, 'pending-count'] as const,
  verification: (code: string) => [...receiptsKeys.all, 'verification', code] as const,
};
