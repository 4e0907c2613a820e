import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZBusinessRequestDetail,
  ZBusinessRequestsResponse,
  type BusinessRequestDetail,
  type BusinessRequestStatus,
  type BusinessRequestStatusChange,
  type BusinessRequestsResponse,
} from '@ramkoll/shared/schemas/business-requests';
import { apiJson } from '@/lib/api-client';

export const BUSINESS_REQUESTS_PAGE_SIZE = 10;

export const businessRequestKeys = {
  all: ['admin', 'business-requests'] as const,
  list: (status: BusinessRequestStatus, page: number) =>
    [...businessRequestKeys.all, 'list', status, page] as const,
  detail: (id: string) => [...businessRequestKeys.all, 'detail', id] as const,
};

/** GET /api/admin/business-requests: one status, newest first, a page at a time, counts per status. */
export async function getBusinessRequests(
  status: BusinessRequestStatus,
  page: number,
  signal?: AbortSignal,
): Promise<BusinessRequestsResponse> {
  const query = new URLSearchParams({
    status,
    page: String(page),
    pageSize: String(BUSINESS_REQUESTS_PAGE_SIZE),
  });
  return apiJson(`/api/admin/business-requests?${query.toString()}`, ZBusinessRequestsResponse, { signal });
}

export function useBusinessRequests(status: BusinessRequestStatus, page: number) {
  return useQuery({
    queryKey: businessRequestKeys.list(status, page),
    queryFn: ({ signal }) => getBusinessRequests(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/business-requests/:id: the request with its notes. */
export function useBusinessRequest(id: string) {
  return useQuery({
    queryKey: businessRequestKeys.detail(id),
    queryFn: ({ signal }) =>
      apiJson(`/api/admin/business-requests/${id}`, ZBusinessRequestDetail, { signal }),
  });
}

function useBusinessRequestMutation<Body>(path: (id: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Body }): Promise<BusinessRequestDetail> =>
      apiJson(path(id), ZBusinessRequestDetail, { method: 'POST', body }),
    onSuccess: (detail) => queryClient.setQueryData(businessRequestKeys.detail(detail.id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessRequestKeys.all }),
  });
}

/** POST /api/admin/business-requests/:id/status with an optional note. */
export function useChangeBusinessRequestStatus() {
  return useBusinessRequestMutation<BusinessRequestStatusChange>(
    (id) => `/api/admin/business-requests/${id}/status`,
  );
}

/** POST /api/admin/business-requests/:id/notes. */
export function useAddBusinessRequestNote() {
  return useBusinessRequestMutation<{ note: string }>((id) => `/api/admin/business-requests/${id}/notes`);
}
