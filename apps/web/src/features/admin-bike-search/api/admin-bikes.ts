import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZAdminBikeDetail,
  ZAdminBikeSearchResponse,
  type AdminBikeAction,
} from '@ramkoll/shared/schemas/admin-bikes';
import { apiJson } from '@/lib/api-client';

export const ADMIN_BIKES_PAGE_SIZE = 20;
const adminBikeKeys = {
  all: ['admin', 'bikes'] as const,
  search: (q: string, page: number) => [...adminBikeKeys.all, 'search', q, page] as const,
  detail: (id: string, ledgerPage: number) => [...adminBikeKeys.all, 'detail', id, ledgerPage] as const,
};
const ZDone = z.object({ ok: z.literal(true) });

/** GET /api/admin/bikes: every bike matching the query (nothing is asked for a blank one). */
export function useAdminBikeSearch(q: string, page: number) {
  return useQuery({
    queryKey: adminBikeKeys.search(q, page),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ q, page: String(page), pageSize: String(ADMIN_BIKES_PAGE_SIZE) });
      return apiJson(`/api/admin/bikes?${query.toString()}`, ZAdminBikeSearchResponse, { signal });
    },
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/bikes/:id: the bike, its owner unmasked (the server audits each read), history and ledger. */
export function useAdminBike(id: string, ledgerPage: number) {
  return useQuery({
    queryKey: adminBikeKeys.detail(id, ledgerPage),
    queryFn: ({ signal }) =>
      apiJson(`/api/admin/bikes/${id}?ledgerPage=${ledgerPage}`, ZAdminBikeDetail, { signal }),
    placeholderData: keepPreviousData,
  });
}

export interface AdminBikeChange {
  id: string;
  action: AdminBikeAction;
  reason: string;
}

/** POST /api/admin/bikes/:id/recover | end-sale | delete with the reason; the lists refresh after. */
export function useAdminBikeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: AdminBikeChange) =>
      apiJson(`/api/admin/bikes/${id}/${action}`, ZDone, { method: 'POST', body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBikeKeys.all }),
  });
}
