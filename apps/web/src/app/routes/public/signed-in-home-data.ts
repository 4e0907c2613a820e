import type { QueryClient } from '@tanstack/react-query';
import {
  bikesForSaleQueryOptions,
  stolenBikesQueryOptions,
  stolenPageSize,
} from '@/features/bike-search/api/get-quick-lists';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { pendingReceiptCountQueryOptions } from '@/features/receipts/api/get-pending-count';
import { balanceQueryOptions } from '@/lib/points-balance';

/**
 * What a signed-in customer's home shows on its first render besides the session (spec section 2):
 * the top bar's points and notifications, the bottom bar's pending receipts, the stolen list's
 * first page and the bikes for sale. The server that renders the home for them (src/prerender.tsx,
 * decision 086) loads exactly these through the page's own queries, so the page comes whole and
 * the app, taking it over, asks for none of them again.
 */
export function loadSignedInHomeData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(balanceQueryOptions()),
    queryClient.prefetchInfiniteQuery(notificationsQueryOptions()),
    queryClient.prefetchQuery(pendingReceiptCountQueryOptions()),
    queryClient.prefetchQuery(stolenBikesQueryOptions(stolenPageSize)),
    queryClient.prefetchQuery(bikesForSaleQueryOptions()),
  ]);
}
