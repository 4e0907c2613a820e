import { useQuery } from '@tanstack/react-query';
import { ZRewardFlagsResponse, type RewardFlagsResponse } from '@ramkoll/shared/schemas/recovery';
import { apiJson } from '@/lib/api-client';
import { rewardFlagKeys } from './keys';

/** GET /api/admin/reward-flags: owner–finder pairs whose finder's rewards look farmed (decision 095). */
export function getRewardFlags(signal?: AbortSignal): Promise<RewardFlagsResponse> {
  return apiJson('/api/admin/reward-flags', ZRewardFlagsResponse, { signal });
}

export function useRewardFlags() {
  return useQuery({
    queryKey: rewardFlagKeys.list,
    queryFn: ({ signal }) => getRewardFlags(signal),
  });
}
