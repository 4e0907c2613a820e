import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  EidInfoResponse,
  EidOrderResponse,
  EidRegisterRequest,
  EidSignInRequest,
  EidStartRequest,
} from '@ramkoll/shared/schemas/eid';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { apiJson, apiSend, isApiError } from '@/lib/api-client';
import { recordAudit } from '@/lib/audit-log';
import { useApplySession } from './apply-session';
import { sessionSchema } from './session-schema';

/**
 * e-ID (decision 087). Schemas are loaded with the answers, as the sign-in page's other calls do
 * (decision 080): the page's own code carries no zod.
 */
const eidSchemas = () => import('@ramkoll/shared/schemas/eid');
const infoSchema = () => eidSchemas().then((module) => module.ZEidInfoResponse);
const orderSchema = () => eidSchemas().then((module) => module.ZEidOrderResponse);

export const eidInfoQuery = queryOptions({
  queryKey: ['auth', 'eid'] as const,
  queryFn: (): Promise<EidInfoResponse> => apiJson('/api/auth/eid', infoSchema),
  staleTime: Infinity,
});

/** Which e-ID the installation uses: the simulator's form, BankID's QR code, or a broker's page. */
export function useEidInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...eidInfoQuery, enabled });
}

export function startEidOrder(body: EidStartRequest): Promise<EidOrderResponse> {
  return apiJson('/api/auth/eid/orders', orderSchema, { method: 'POST', body });
}

export function fetchEidOrder(orderId: string): Promise<EidOrderResponse> {
  return apiJson(`/api/auth/eid/orders/${encodeURIComponent(orderId)}`, orderSchema);
}

export function cancelEidOrder(orderId: string): Promise<void> {
  return apiSend(`/api/auth/eid/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST' });
}

export function eidSignIn(body: EidSignInRequest): Promise<SessionResponse> {
  return apiJson('/api/auth/eid/sign-in', sessionSchema, { method: 'POST', body });
}

export function eidRegister(body: EidRegisterRequest): Promise<SessionResponse> {
  return apiJson('/api/auth/eid/register', sessionSchema, { method: 'POST', body });
}

/** "Logga in med BankID" with a completed order. */
export function useEidSignIn() {
  const applySession = useApplySession();
  return useMutation({
    mutationFn: eidSignIn,
    onSuccess: (session) => applySession(session, 'bankid'),
    onError: (error) => {
      recordAudit('login_failed', {
        details: { method: 'bankid', code: isApiError(error) ? error.code : 'UNKNOWN' },
      });
    },
  });
}

/** BankID registration with a completed order; signs the new account in. */
export function useEidRegister() {
  const applySession = useApplySession();
  return useMutation({
    mutationFn: eidRegister,
    onSuccess: (session) => {
      if (session.user) applySession(session, 'bankid_register');
    },
  });
}
