import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZReceiptResponse, type OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { apiJson } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { receiptsKeys } from './keys';

/** accept (buyer, 100 points), decline (buyer) or cancel (seller) a pending receipt. */
export type ReceiptAction = 'accept' | 'decline' | 'cancel';

export interface ReceiptActionVariables {
  receiptId: string;
  action: ReceiptAction;
}

/** POST /api/me/receipts/:id/{accept|decline|cancel}: answers the receipt as it is now. */
export async function sendReceiptAction({
  receiptId,
  action,
}: ReceiptActionVariables): Promise<OwnershipReceipt> {
  const { receipt } = await apiJson(`/api/me/receipts/${receiptId}/${action}`, ZReceiptResponse, {
    method: 'POST',
  });
  return receipt;
}

/**
 * Whatever the answer, the list, the badge, the balance and my bikes are fetched again: an
 * acceptance moves the bike and spends points, and a refusal (already handled in another tab)
 * should show the truth.
 */
export function useReceiptAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReceiptAction,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: receiptsKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balance }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.myBikes }),
      ]),
  });
}
