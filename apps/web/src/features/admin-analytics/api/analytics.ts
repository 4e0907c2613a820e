import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZRegistryAnalytics, type AnalyticsBucket } from '@ramkoll/shared/schemas/analytics';
import { apiJson } from '@/lib/api-client';

/** GET /api/admin/analytics for a range of Swedish days. */
export function useRegistryAnalytics(from: string, to: string, bucket: AnalyticsBucket) {
  return useQuery({
    queryKey: ['admin', 'analytics', from, to, bucket] as const,
    queryFn: ({ signal }) =>
      apiJson(
        `/api/admin/analytics?${new URLSearchParams({ from, to, bucket }).toString()}`,
        ZRegistryAnalytics,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}
