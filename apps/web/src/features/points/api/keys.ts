import { sharedQueryKeys } from '@/lib/query-keys';

/** The balance key is shared: registering a bike (another feature) sets and refreshes it. */
export const pointsKeys = {
  all: ['points'] as const,
  balance: () => sharedQueryKeys.balance,
};
