import { useQuery } from '@tanstack/react-query';
import { ZBalanceResponse } from '@ramkoll/shared/schemas/me';
import { apiJson } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';

/**
 * The balance the cost dialog shows. Same key as the top bar's points item, so both read one
 * cache entry and a registration's new balance shows in both.
 */
export function usePointsBalance() {
  return useQuery({
    queryKey: sharedQueryKeys.balance,
    queryFn: ({ signal }) => apiJson('/api/me/balance', ZBalanceResponse, { signal }),
    staleTime: 30_000,
  });
}
