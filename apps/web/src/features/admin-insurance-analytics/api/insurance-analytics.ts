import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZInsuranceAnalytics } from '@ramkoll/shared/schemas/insurance-analytics';
import { apiJson } from '@/lib/api-client';

/** GET /api/admin/insurance-analytics for the bikes registered in a range of Swedish days (a valid one). */
export function useInsuranceAnalytics(from: string, to: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['admin', 'insurance-analytics', from, to] as const,
    queryFn: ({ signal }) =>
      apiJson(
        `/api/admin/insurance-analytics?${new URLSearchParams({ from, to }).toString()}`,
        ZInsuranceAnalytics,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
