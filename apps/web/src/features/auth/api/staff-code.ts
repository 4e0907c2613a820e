import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCodeRequest } from '@ramkoll/shared/schemas/auth';
import { ZSessionResponse, type SessionResponse } from '@ramkoll/shared/schemas/session';
import { apiJson } from '@/lib/api-client';
import { authKeys } from './keys';

export function verifyStaffCode(body: StaffCodeRequest): Promise<SessionResponse> {
  return apiJson('/api/auth/staff-code', ZSessionResponse, { method: 'POST', body });
}

export function useVerifyStaffCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyStaffCode,
    onSuccess: (session) => {
      queryClient.setQueryData(authKeys.session(), session);
    },
  });
}
