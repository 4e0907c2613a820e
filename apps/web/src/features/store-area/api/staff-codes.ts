import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZStaffCode, ZStaffCodesResponse, type StaffCode } from '@ramkoll/shared/schemas/store-area';
import { apiJson } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { storeAreaKeys } from './keys';

/** GET /api/store/staff-codes: labels, active, last used; never a code. */
export async function getStaffCodes(signal?: AbortSignal): Promise<StaffCode[]> {
  return (await apiJson('/api/store/staff-codes', ZStaffCodesResponse, { signal })).codes;
}

export function useStaffCodes() {
  return useQuery(
    queryOptions({ queryKey: storeAreaKeys.staffCodes(), queryFn: ({ signal }) => getStaffCodes(signal) }),
  );
}

/** POST /api/store/staff-codes. */
export function addStaffCode(body: { label: string; code: string }): Promise<StaffCode> {
  return apiJson('/api/store/staff-codes', ZStaffCode, { method: 'POST', body });
}

export function useAddStaffCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaffCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeAreaKeys.staffCodes() }),
  });
}

const ZDisableResponse = z.object({ signedOutOfCode: z.boolean() });

/** POST /api/store/staff-codes/:id/disable; `confirm` for the session's own code. */
export function disableStaffCode({ id, confirm }: { id: string; confirm: boolean }) {
  return apiJson(`/api/store/staff-codes/${encodeURIComponent(id)}/disable`, ZDisableResponse, {
    method: 'POST',
    body: { confirm },
  });
}

export function useDisableStaffCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableStaffCode,
    onSuccess: async ({ signedOutOfCode }) => {
      // Without its code the session is back at the staff-code step: the session says so.
      if (signedOutOfCode) await queryClient.invalidateQueries({ queryKey: sharedQueryKeys.session });
      else await queryClient.invalidateQueries({ queryKey: storeAreaKeys.staffCodes() });
    },
  });
}
