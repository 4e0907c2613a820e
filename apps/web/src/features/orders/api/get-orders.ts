import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrdersResponse, type OrdersResponse } from '@ramkoll/shared/schemas/orders';
import { apiJson } from '@/lib/api-client';
import { ordersKeys } from './keys';

/** GET /api/me/orders: my payments and QR sticker orders, newest first. */
export function getOrders(signal?: AbortSignal): Promise<OrdersResponse> {
  return apiJson('/api/me/orders', ZOrdersResponse, { signal });
}

export function ordersQueryOptions() {
  return queryOptions({ queryKey: ordersKeys.history(), queryFn: ({ signal }) => getOrders(signal) });
}

export function useOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ordersQueryOptions(), enabled });
}
