import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsBucket } from '@ramkoll/shared/schemas/analytics';
import { ZBusinessAnalytics } from '@ramkoll/shared/schemas/business-analytics';
import { apiJson } from '@/lib/api-client';

/** GET /api/admin/business-analytics for a range of Swedish days; asked only for a valid range. */
export function useBusinessAnalytics(from: string, to: string, bucket: AnalyticsBucket, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'business-analytics', from, to, bucket] as const,
    queryFn: ({ signal }) =>
      apiJson(
        `/api/admin/business-analytics?${new URLSearchParams({ from, to, bucket }).toString()}`,
        ZBusinessAnalytics,
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
