import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZAdminPartnersResponse,
  ZPointsAdjusted,
  type UpdatePartnerRequest,
} from '@ramkoll/shared/schemas/admin-partners';
import { apiJson } from '@/lib/api-client';

export const PARTNERS_PAGE_SIZE = 20;
const partnerKeys = {
  all: ['admin', 'partners'] as const,
  list: (q: string, page: number) => [...partnerKeys.all, q, page] as const,
};
const ZDone = z.object({ ok: z.literal(true) });

/** GET /api/admin/partners: the stores, newest first, optionally filtered by name, city or org. number. */
export function usePartners(q: string, page: number) {
  return useQuery({
    queryKey: partnerKeys.list(q, page),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(PARTNERS_PAGE_SIZE) });
      if (q) query.set('q', q);
      return apiJson(`/api/admin/partners?${query.toString()}`, ZAdminPartnersResponse, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export type PartnerChange =
  | { kind: 'update'; id: string; body: UpdatePartnerRequest }
  | { kind: 'suspend' | 'reactivate'; id: string; reason: string }
  | { kind: 'points'; id: string; amount: number; reason: string };

/** PATCH …/:id, POST …/:id/suspend | reactivate | points: every change audited on the server. */
export function changePartner(change: PartnerChange): Promise<unknown> {
  const base = `/api/admin/partners/${change.id}`;
  switch (change.kind) {
    case 'update':
      return apiJson(base, ZDone, { method: 'PATCH', body: change.body });
    case 'points':
      return apiJson(`${base}/points`, ZPointsAdjusted, {
        method: 'POST',
        body: { amount: change.amount, reason: change.reason },
      });
    default:
      return apiJson(`${base}/${change.kind}`, ZDone, { method: 'POST', body: { reason: change.reason } });
  }
}

export function useChangePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePartner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
