import { Tag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  checkSale,
  SALE_DESCRIPTION_MAX_LENGTH,
  type SaleField,
  type SaleProblem,
} from '@ramkoll/shared/rules/sale';
import type { BlockedAction, MyBike } from '@ramkoll/shared/schemas/bike';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSetSale } from '../api/set-sale';
import { validationProblemOf, type ValidationKey } from '../utils/bike-error';
import { parseKronor } from '../utils/kronor';
import { runBikeChange } from '../utils/run-bike-change';
import { DialogIcon } from './dialog-icon';

interface SaleDialogProps {
  bike: MyBike;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBlocked: (action: BlockedAction) => void;
}

interface Problem {
  field: SaleField;
  problem: SaleProblem | ValidationKey;
}

function isSaleField(value: string): value is SaleField {
  return value === 'salePrice' || value === 'description';
}

/**
 * 'Sälj' and 'Redigera försäljning': the asking price in whole kronor and a description, checked
 * with the shared sale rule before the server sees them. Mounted only while open, so every opening
 * starts from the sale as it is now.
 */
export function SaleDialog({ bike, name, open, onOpenChange, onBlocked }: SaleDialogProps) {
  const { t } = useTranslation(['my_bikes', 'validation']);
  const save = useSetSale();
  const editing = bike.forSale;
  const [price, setPrice] = useState(bike.salePrice === null ? '' : String(bike.salePrice));
  const [description, setDescription] = useState(bike.saleDescription ?? '');
  const [problem, setProblem] = useState<Problem | null>(null);

  function handleOpenChange(next: boolean) {
    if (!save.isPending) onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const salePrice = parseKronor(price);
    if (salePrice === 'invalid') {
      setProblem({ field: 'salePrice', problem: 'sale_price_invalid' });
      return;
    }
    const checked = checkSale({ salePrice, description });
    if (!checked.ok) {
      setProblem({ field: checked.field, problem: checked.problem });
      return;
    }
    setProblem(null);
    void runBikeChange(save.mutateAsync({ bikeId: bike.id, sale: checked.sale }), {
      success: t(editing ? 'sale.updated' : 'sale.published'),
      onSuccess: () => onOpenChange(false),
      onBlocked,
      onError: (error) => {
        const refused = validationProblemOf(error);
        if (refused && isSaleField(refused.field))
          setProblem({ field: refused.field, problem: refused.problem });
      },
    });
  }

  function errorFor(field: SaleField): string | null {
    return problem?.field === field ? t(`validation:${problem.problem}`) : null;
  }

  const priceError = errorFor('salePrice');
  const descriptionError = errorFor('description');

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent closeLabel={t('actions.close')}>
        <DialogHeader>
          <DialogIcon tone="sale">
            <Tag aria-hidden="true" />
          </DialogIcon>
          <DialogTitle>{editing ? t('sale.edit_title') : t('sale.title', { name })}</DialogTitle>
          <DialogDescription>{t('sale.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <Field id="sale-price" label={t('sale.price')} error={priceError} hint={t('sale.price_hint')}>
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
          <Field
            id="sale-description"
            label={t('sale.details')}
            error={descriptionError}
            hint={t('sale.details_hint')}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                value={description}
                maxLength={SALE_DESCRIPTION_MAX_LENGTH}
                onChange={(event) => setDescription(event.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={save.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              variant="accent"
              disabled={save.isPending}
              aria-busy={save.isPending || undefined}
            >
              {save.isPending ? t('sale.saving') : editing ? t('sale.save') : t('sale.publish')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
