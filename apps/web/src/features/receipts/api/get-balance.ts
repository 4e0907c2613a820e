import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBalanceResponse, type BalanceResponse } from '@ramkoll/shared/schemas/me';
import { apiJson } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';

/** GET /api/me/balance, for the cost of accepting a receipt. */
export function getBalance(signal?: AbortSignal): Promise<BalanceResponse> {
  return apiJson('/api/me/balance', ZBalanceResponse, { signal });
}

/**
 * Same key as the top bar's points item: one cache entry, so the balance an acceptance leaves
 * shows in both.
 */
export function balanceQueryOptions() {
  return queryOptions({
    queryKey: sharedQueryKeys.balance,
    queryFn: ({ signal }) => getBalance(signal),
    staleTime: 30_000,
  });
}

export function usePointsBalance() {
  return useQuery(balanceQueryOptions());
}
