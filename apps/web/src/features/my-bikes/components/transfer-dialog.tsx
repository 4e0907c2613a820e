import { ArrowRightLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { pointCosts } from '@ramkoll/shared/rules/points';
import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import { checkTransfer, type TransferField, type TransferProblem } from '@ramkoll/shared/rules/transfer';
import type { BlockedAction } from '@ramkoll/shared/schemas/bike';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, FormAlert } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useTransferBike } from '../api/transfer-bike';
import { bikeErrorMessage, blockedActionOf, validationProblemOf } from '../utils/bike-error';
import { parseKronor } from '../utils/kronor';
import { DialogIcon } from './dialog-icon';

interface TransferDialogProps {
  bikeId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBlocked: (action: BlockedAction) => void;
}

/** A field's problem: a rule's code (validation texts) or the server's refusal of the buyer. */
type Problem = { field: TransferField; text: string } | { field: 'form'; text: string };

function isTransferField(value: string): value is TransferField {
  return value === 'buyer' || value === 'price' || value === 'purchaseDate';
}

/** Refusals that belong beside the buyer field rather than in a toast. */
const buyerCodes = new Set(['BUYER_NOT_FOUND', 'BUYER_IS_SELLER']);
/** Refusals of the whole form: shown at its top, where the reader stays to try again later. */
const formCodes = new Set(['TRANSFER_PENDING', 'BUYER_LOOKUP_RATE_LIMITED']);

/**
 * 'Överlåt': the buyer (e-mail or personnummer of an existing account), an optional price and
 * the date of the sale (today by default, never in the future). The buyer accepts in Mina kvitton
 * and pays 100 points; until then the bike stays the seller's. Mounted only while open.
 */
export function TransferDialog({ bikeId, name, open, onOpenChange, onBlocked }: TransferDialogProps) {
  const { t } = useTranslation(['my_bikes', 'validation', 'errors']);
  const transfer = useTransferBike();
  // The server checks the date against Swedish time; the form uses the same calendar.
  const today = todayIn(new Date());
  const [buyer, setBuyer] = useState('');
  const [price, setPrice] = useState('');
  const [purchaseDate, setPurchaseDate] = useState(today);
  const [problem, setProblem] = useState<Problem | null>(null);

  function handleOpenChange(next: boolean) {
    if (!transfer.isPending) onOpenChange(next);
  }

  function ruleProblem(field: TransferField, code: TransferProblem) {
    setProblem({ field, text: t(`validation:${code}`) });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsedPrice = parseKronor(price);
    if (parsedPrice === 'invalid') {
      ruleProblem('price', 'transfer_price_invalid');
      return;
    }
    const checked = checkTransfer({ buyer, price: parsedPrice, purchaseDate }, today);
    if (!checked.ok) {
      ruleProblem(checked.field, checked.problem);
      return;
    }
    setProblem(null);
    const named = checked.transfer.buyer;
    try {
      await transfer.mutateAsync({
        bikeId,
        transfer: {
          buyer: named.kind === 'email' ? named.email : named.personalNumber,
          price: checked.transfer.price,
          purchaseDate: checked.transfer.purchaseDate,
        },
      });
    } catch (error) {
      const blocked = blockedActionOf(error);
      if (blocked) {
        onBlocked(blocked);
        return;
      }
      const refused = validationProblemOf(error);
      if (refused && isTransferField(refused.field)) {
        setProblem({ field: refused.field, text: t(`validation:${refused.problem}`) });
      } else if (isApiError(error) && buyerCodes.has(error.code)) {
        setProblem({ field: 'buyer', text: bikeErrorMessage(error) });
      } else if (isApiError(error) && formCodes.has(error.code)) {
        setProblem({ field: 'form', text: bikeErrorMessage(error) });
      } else {
        notify.error(bikeErrorMessage(error));
      }
      return;
    }
    notify.success(t('transfer.done'), t('transfer.done_text'));
    onOpenChange(false);
  }

  function errorFor(field: TransferField): string | null {
    return problem?.field === field ? problem.text : null;
  }

  const buyerError = errorFor('buyer');
  const priceError = errorFor('price');
  const dateError = errorFor('purchaseDate');
  const cost = pointCosts.ownershipTransfer;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent closeLabel={t('actions.close')}>
        <DialogHeader>
          <DialogIcon tone="neutral">
            <ArrowRightLeft aria-hidden="true" />
          </DialogIcon>
          <DialogTitle>{t('transfer.title', { name })}</DialogTitle>
          <DialogDescription>{t('transfer.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-4">
          {problem?.field === 'form' ? <FormAlert>{problem.text}</FormAlert> : null}
          <Field
            id="transfer-buyer"
            label={t('transfer.buyer')}
            error={buyerError}
            hint={t('transfer.buyer_hint')}
          >
            {(control) => (
              <Input
                {...control}
                value={buyer}
                maxLength={254}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                onChange={(event) => setBuyer(event.target.value)}
              />
            )}
          </Field>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field
              id="transfer-price"
              label={t('transfer.price')}
              error={priceError}
              hint={t('transfer.price_hint')}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="off"
                  value={price}
                  onChange={(event) => setPrice(event.target.value)}
                />
              )}
            </Field>
            <Field id="transfer-date" label={t('transfer.date')} error={dateError}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  max={today}
                  value={purchaseDate}
                  onChange={(event) => setPurchaseDate(event.target.value)}
                />
              )}
            </Field>
          </div>
          <div className="grid gap-1.5 rounded-xl bg-muted p-3.5 text-sm">
            <p className="font-semibold">{t('transfer.how_title')}</p>
            <ul className="grid list-disc gap-1 pl-5">
              <li>{t('transfer.how_receipt')}</li>
              <li>{t('transfer.how_points', { cost })}</li>
              <li>{t('transfer.how_cancel')}</li>
            </ul>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={transfer.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={transfer.isPending} aria-busy={transfer.isPending || undefined}>
              {transfer.isPending ? t('transfer.submitting') : t('transfer.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
