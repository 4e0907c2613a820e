import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminOverview, type AdminOverview } from '@ramkoll/shared/schemas/admin';
import { apiJson } from '@/lib/api-client';
import { adminOfficeKeys } from './keys';

/** GET /api/admin/overview: the whole dashboard in one call. */
export function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return apiJson('/api/admin/overview', ZAdminOverview, { signal });
}

export function useAdminOverview() {
  return useQuery(
    queryOptions({ queryKey: adminOfficeKeys.overview, queryFn: ({ signal }) => getAdminOverview(signal) }),
  );
}
