import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBalanceResponse, type BalanceResponse } from '@ramkoll/shared/schemas/me';
import { apiJson } from './api-client';
import { sharedQueryKeys } from './query-keys';

/**
 * GET /api/me/balance, read by the top bar's points item and by every dialog that spends points
 * (bike registration, accepting a receipt). One query key, so a spend shows everywhere at once.
 */
export function getBalance(signal?: AbortSignal): Promise<BalanceResponse> {
  return apiJson('/api/me/balance', ZBalanceResponse, { signal });
}

export function balanceQueryOptions() {
  return queryOptions({
    queryKey: sharedQueryKeys.balance,
    queryFn: ({ signal }) => getBalance(signal),
    staleTime: 30_000,
  });
}

export function usePointsBalance({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...balanceQueryOptions(), enabled });
}
