import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPointsPackagesResponse, type PointsPackageOffer } from '@ramkoll/shared/schemas/orders';
import { apiJson } from '@/lib/api-client';
import { ordersKeys } from './keys';

/** GET /api/points/packages (public): the three packages with their SEK and USD prices. */
export async function getPointPackages(signal?: AbortSignal): Promise<PointsPackageOffer[]> {
  const { packages } = await apiJson('/api/points/packages', ZPointsPackagesResponse, { signal });
  return packages;
}

export function pointPackagesQueryOptions() {
  return queryOptions({
    queryKey: ordersKeys.packages(),
    queryFn: ({ signal }) => getPointPackages(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePointPackages() {
  return useQuery(pointPackagesQueryOptions());
}
