import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZPartnersResponse } from '@ramkoll/shared/schemas/public-pages';
import {
  ZQrPrintOrderResponse,
  ZQrPrintQueue,
  type QrBatchRequest,
  type QrPrintStatus,
} from '@ramkoll/shared/schemas/qr-print';
import { apiJson } from '@/lib/api-client';

const qrPrintKeys = {
  all: ['admin', 'qr-print'] as const,
  list: (status: QrPrintStatus, page: number) => [...qrPrintKeys.all, status, page] as const,
};

/** GET /api/admin/qr-print/orders: one status, a page at a time, with counts per status. */
export function useQrPrintQueue(status: QrPrintStatus, page: number) {
  return useQuery({
    queryKey: qrPrintKeys.list(status, page),
    queryFn: ({ signal }) =>
      apiJson(`/api/admin/qr-print/orders?status=${status}&page=${String(page)}`, ZQrPrintQueue, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The PDF of the given orders' stickers; opened in a new tab, so it prints from the browser's viewer. */
export function sheetUrl(orderIds: string[]): string {
  return `/api/admin/qr-print/sheet?orders=${orderIds.join(',')}`;
}

/** POST /api/admin/qr-print/orders/:id/{printed,sent}. */
export function useAdvanceQrOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to }: { id: string; to: 'printed' | 'sent' }) =>
      apiJson(`/api/admin/qr-print/orders/${id}/${to}`, ZQrPrintOrderResponse, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: qrPrintKeys.all }),
  });
}

/** POST /api/admin/qr-print/batches: new unassigned codes, queued for printing. */
export function useCreateQrBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QrBatchRequest) =>
      apiJson('/api/admin/qr-print/batches', ZQrPrintOrderResponse, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: qrPrintKeys.all }),
  });
}

/** The certified stores (GET /api/partners, the public list) a batch can be addressed to. */
export function useStoresToSendTo() {
  return useQuery({
    queryKey: [...qrPrintKeys.all, 'stores'] as const,
    queryFn: async ({ signal }) => (await apiJson('/api/partners', ZPartnersResponse, { signal })).stores,
    staleTime: 5 * 60_000,
  });
}
