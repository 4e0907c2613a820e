import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ConfirmPaymentResponse } from '@ramkoll/shared/schemas/orders';
import { sharedQueryKeys } from '@/lib/query-keys';
import { confirmPayment } from './buy-points';
import { ordersKeys } from './keys';

/** How often and how long the return from Checkout asks; Stripe's webhook usually lands in seconds. */
export const PAYMENT_POLL_MS = 2000;
export const PAYMENT_POLL_TRIES = 30;

/**
 * The payment the buyer came back from a hosted checkout with. For a provider credited by its
 * webhook, the confirm route only answers the payment as it stands, so this asks again while it
 * is pending, at most PAYMENT_POLL_TRIES times.
 */
export function paymentPollOptions(paymentId: string) {
  return queryOptions({
    queryKey: ordersKeys.payment(paymentId),
    queryFn: () => confirmPayment(paymentId),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.data?.payment.status === 'pending' && query.state.dataUpdateCount < PAYMENT_POLL_TRIES
        ? PAYMENT_POLL_MS
        : false,
  });
}

/** Once the payment is settled, the balance and the history show it. */
export function usePaymentPoll(paymentId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...paymentPollOptions(paymentId ?? ''), enabled: paymentId !== null });
  const settled: ConfirmPaymentResponse | undefined =
    query.data && query.data.payment.status !== 'pending' ? query.data : undefined;
  useEffect(() => {
    if (!settled) return;
    queryClient.setQueryData(sharedQueryKeys.balance, { pointsBalance: settled.pointsBalance });
    void queryClient.invalidateQueries({ queryKey: ordersKeys.history() });
  }, [settled, queryClient]);
  // Each answer re-renders, so the count read here is current.
  const answers = queryClient.getQueryState(ordersKeys.payment(paymentId ?? ''))?.dataUpdateCount ?? 0;
  return { ...query, gaveUp: query.data?.payment.status === 'pending' && answers >= PAYMENT_POLL_TRIES };
}
