import { useState, type FormEvent } from 'react';
import { Ticket } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useApplyPromoCode } from '../api/promo-codes';
import { orderErrorText } from '../utils/order-error';

export interface Discount {
  code: string;
  percentOff: number;
}

/**
 * 'Kampanjkod': a bonus code is redeemed at once (its points show in the balance); a discount
 * code is handed up and lowers the packages' prices until it is removed or used.
 */
export function PromoCodeForm({ onDiscount }: { onDiscount: (discount: Discount) => void }) {
  const { t } = useTranslation('order');
  const language = currentLanguage();
  const apply = useApplyPromoCode();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '') return;
    setProblem(null);
    try {
      const outcome = await apply.mutateAsync(code);
      if (outcome.kind === 'bonus') {
        notify.success(
          t('promo.bonus_done'),
          t('promo.bonus_done_text', {
            points: formatNumber(outcome.pointsGranted, language),
            balance: formatNumber(outcome.pointsBalance, language),
          }),
        );
      } else {
        onDiscount({ code: outcome.code, percentOff: outcome.percentOff });
      }
      setCode('');
    } catch (error) {
      setProblem(orderErrorText(error));
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="grid gap-1.5">
      <Label htmlFor="promo-code">{t('promo.label')}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id="promo-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          maxLength={32}
          className="max-w-60 uppercase"
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem ? 'promo-code-problem' : undefined}
        />
        <Button type="submit" variant="outline" disabled={apply.isPending || code.trim() === ''}>
          <Ticket aria-hidden="true" />
          {apply.isPending ? t('promo.applying') : t('promo.apply')}
        </Button>
      </div>
      {problem ? (
        <p id="promo-code-problem" role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
