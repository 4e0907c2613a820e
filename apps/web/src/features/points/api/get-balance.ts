import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { pointsKeys } from './keys';

/** GET /api/me/balance. TODO(points issue): move to packages/shared/src/schemas with the route. */
export const ZBalanceResponse = z.object({ pointsBalance: z.number().int() });
export type BalanceResponse = z.infer<typeof ZBalanceResponse>;

export function getBalance(signal?: AbortSignal): Promise<BalanceResponse> {
  return apiJson('/api/me/balance', ZBalanceResponse, { signal });
}

export function balanceQueryOptions() {
  return queryOptions({
    queryKey: pointsKeys.balance(),
    queryFn: ({ signal }) => getBalance(signal),
    staleTime: 30_000,
  });
}

export function useBalance({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...balanceQueryOptions(), enabled });
}
