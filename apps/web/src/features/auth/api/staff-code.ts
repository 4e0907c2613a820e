import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCodeRequest } from '@ramkoll/shared/schemas/auth';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { apiJson } from '@/lib/api-client';
import { authKeys } from './keys';
import { sessionSchema } from './session-schema';

export function verifyStaffCode(body: StaffCodeRequest): Promise<SessionResponse> {
  return apiJson('/api/auth/staff-code', sessionSchema, { method: 'POST', body });
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
