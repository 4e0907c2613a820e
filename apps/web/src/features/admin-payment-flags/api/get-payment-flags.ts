import { useQuery } from '@tanstack/react-query';
import { ZPaymentFlagsResponse, type PaymentFlagsResponse } from '@ramkoll/shared/schemas/orders';
import { apiJson } from '@/lib/api-client';
import { paymentFlagKeys } from './keys';

/** GET /api/admin/payment-flags: refunds and disputes of points purchases, newest first (decision 090). */
export function getPaymentFlags(signal?: AbortSignal): Promise<PaymentFlagsResponse> {
  return apiJson('/api/admin/payment-flags', ZPaymentFlagsResponse, { signal });
}

export function usePaymentFlags() {
  return useQuery({
    queryKey: paymentFlagKeys.list,
    queryFn: ({ signal }) => getPaymentFlags(signal),
  });
}
