import { useInfiniteQuery } from '@tanstack/react-query';
import { ZAuditLogResponse, type AuditLogResponse } from '@ramkoll/shared/schemas/audit-log';
import { apiJson } from '@/lib/api-client';

export interface AuditLogFilters {
  action: string;
  adminId: string;
  from: string;
  to: string;
}

/** GET /api/admin/audit-log: one page of admins' actions, older pages by the previous cursor. */
export async function getAuditLog(
  filters: AuditLogFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AuditLogResponse> {
  const query = new URLSearchParams();
  for (const key of ['action', 'adminId', 'from', 'to'] as const) {
    if (filters[key]) query.set(key, filters[key]);
  }
  if (cursor) query.set('cursor', cursor);
  return apiJson(`/api/admin/audit-log?${query.toString()}`, ZAuditLogResponse, { signal });
}

export function useAuditLog(filters: AuditLogFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit-log', filters] as const,
    queryFn: ({ pageParam, signal }) => getAuditLog(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
