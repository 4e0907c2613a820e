import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZStoreRequestsResponse,
  type StoreRequestStatus,
  type StoreRequestsResponse,
} from '@ramkoll/shared/schemas/store-requests';
import { apiJson } from '@/lib/api-client';
import { storeRequestKeys } from './keys';

export const STORE_REQUESTS_PAGE_SIZE = 10;

/** GET /api/admin/store-requests: one status, newest first, a page at a time. */
export async function getStoreRequests(
  status: StoreRequestStatus,
  page: number,
  signal?: AbortSignal,
): Promise<StoreRequestsResponse> {
  const query = new URLSearchParams({
    status,
    page: String(page),
    pageSize: String(STORE_REQUESTS_PAGE_SIZE),
  });
  return apiJson(`/api/admin/store-requests?${query.toString()}`, ZStoreRequestsResponse, { signal });
}

export function storeRequestsQueryOptions(status: StoreRequestStatus, page: number) {
  return queryOptions({
    queryKey: storeRequestKeys.list(status, page),
    queryFn: ({ signal }) => getStoreRequests(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStoreRequests(status: StoreRequestStatus, page: number) {
  return useQuery(storeRequestsQueryOptions(status, page));
}
