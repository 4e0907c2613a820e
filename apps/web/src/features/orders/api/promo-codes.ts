import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZPromoCodeCheckResponse,
  ZRedeemPromoCodeResponse,
  type PromoCodeCheckResponse,
  type RedeemPromoCodeResponse,
} from '@ramkoll/shared/schemas/orders';
import { apiJson } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';

/** GET /api/me/promo-codes/:code: a bonus or a discount, or a refusal code. */
export function checkPromoCode(code: string): Promise<PromoCodeCheckResponse> {
  return apiJson(`/api/me/promo-codes/${encodeURIComponent(code.trim())}`, ZPromoCodeCheckResponse);
}

/** POST /api/me/promo-codes/redeem: a bonus code's points, once. */
export function redeemPromoCode(code: string): Promise<RedeemPromoCodeResponse> {
  return apiJson('/api/me/promo-codes/redeem', ZRedeemPromoCodeResponse, { method: 'POST', body: { code } });
}

export type PromoCodeOutcome =
  | { kind: 'bonus'; pointsGranted: number; pointsBalance: number }
  | { kind: 'discount'; code: string; percentOff: number };

/** Checks the code, and redeems it at once when it is a bonus; a discount waits for a purchase. */
export function useApplyPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<PromoCodeOutcome> => {
      const checked = await checkPromoCode(code);
      if (checked.kind === 'discount') return checked;
      const redeemed = await redeemPromoCode(checked.code);
      return { kind: 'bonus', ...redeemed };
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'bonus') {
        queryClient.setQueryData(sharedQueryKeys.balance, { pointsBalance: outcome.pointsBalance });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balance }),
  });
}
