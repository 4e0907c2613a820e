import { pointCosts } from '@ramkoll/shared/rules/points';
import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import type { InventoryBike, StoreCustomer } from '@ramkoll/shared/schemas/store-registration';
import { CheckCircle2, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
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
import { useLookupCustomer } from '../api/lookup-customer';
import { useSellStock } from '../api/sell-stock';
import { errorText, problemText } from '../utils/messages';
import { buyerQueryProblem, saleProblems, type SaleValues } from '../utils/sale-form';
import { insufficientPoints, serverFieldProblem } from '../utils/server-problem';
import { parsePrice } from '../utils/store-bike-form';
import { MaskedCustomer } from './masked-customer';
import { NotEnoughPoints } from './not-enough-points';

interface SellDialogProps {
  /** null keeps the dialog closed. */
  bike: InventoryBike | null;
  onClose: () => void;
}

/** Sell a bike from stock: find the buyer, price and date; the customer accepts in /receipts. */
export function SellDialog({ bike, onClose }: SellDialogProps) {
  const { t } = useTranslation('store_registration');
  return (
    <Dialog open={bike !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('inventory.close')} className="max-w-lg">
        {bike ? <SellForm key={bike.id} bike={bike} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SellForm({ bike, onClose }: { bike: InventoryBike; onClose: () => void }) {
  const { t } = useTranslation('store_registration');
  const today = todayIn(new Date());
  const [query, setQuery] = useState('');
  const [queryProblem, setQueryProblem] = useState<string | null>(null);
  const [buyer, setBuyer] = useState<StoreCustomer | null>(null);
  const [values, setValues] = useState<SaleValues>({ price: '', purchaseDate: today });
  const [attempted, setAttempted] = useState(false);
  const lookup = useLookupCustomer();
  const sell = useSellStock();

  const problems = attempted ? saleProblems(values, { buyerChosen: buyer !== null, today }) : {};
  const server = serverFieldProblem(sell.error);
  const fieldError = (field: 'price' | 'purchaseDate') => {
    const problem = problems[field] ?? (server?.field === field ? server.problem : undefined);
    return problem ? problemText(problem) : null;
  };
  const notFound = isApiError(lookup.error) && lookup.error.code === 'CUSTOMER_NOT_FOUND';
  const buyerError = queryProblem
    ? problemText(queryProblem)
    : notFound
      ? t('customer.not_found')
      : lookup.error
        ? errorText(lookup.error)
        : problems.buyer
          ? problemText(problems.buyer)
          : null;
  const insufficient = insufficientPoints(sell.error);

  function search(event: FormEvent) {
    event.preventDefault();
    const problem = buyerQueryProblem(query);
    setQueryProblem(problem);
    if (problem || lookup.isPending) return;
    lookup.mutate(query, { onSuccess: setBuyer });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const found = saleProblems(values, { buyerChosen: buyer !== null, today });
    if (Object.keys(found).length > 0 || !buyer || sell.isPending) return;
    sell.mutate({
      bikeId: bike.id,
      customerId: buyer.id,
      price: parsePrice(values.price),
      purchaseDate: values.purchaseDate,
    });
  }

  if (sell.isSuccess) {
    return (
      <>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CheckCircle2 aria-hidden="true" className="size-6 text-success" />
            {t('inventory.sold_title')}
          </DialogTitle>
          <DialogDescription>
            {t('inventory.sold_text', { name: sell.data.customer.maskedName })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onClose}>{t('inventory.close')}</Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-all">
          {t('inventory.sell_title', { frameNumber: bike.frameNumber })}
        </DialogTitle>
        <DialogDescription>
          {t('inventory.sell_lead', { cost: pointCosts.ownershipTransfer })}
        </DialogDescription>
      </DialogHeader>
      {buyer ? (
        <div className="grid gap-2 rounded-xl border border-primary/30 bg-primary-soft/40 p-3 sm:flex sm:items-center sm:justify-between">
          <MaskedCustomer customer={buyer} />
          <Button variant="outline" size="sm" onClick={() => setBuyer(null)}>
            {t('customer.change')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={search} role="search">
          <Field
            id="sell-buyer"
            label={t('customer.query_label')}
            hint={t('customer.query_hint')}
            error={buyerError}
          >
            {(control) => (
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  {...control}
                  value={query}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={254}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    lookup.reset();
                  }}
                />
                <Button type="submit" variant="outline" disabled={lookup.isPending}>
                  <Search aria-hidden="true" />
                  {lookup.isPending ? t('customer.searching') : t('customer.search')}
                </Button>
              </div>
            )}
          </Field>
        </form>
      )}
      <form noValidate onSubmit={submit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="sell-price"
            label={t('inventory.sale_price')}
            hint={t('inventory.sale_price_hint')}
            error={fieldError('price')}
          >
            {(control) => (
              <Input
                {...control}
                value={values.price}
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                onChange={(event) => setValues((current) => ({ ...current, price: event.target.value }))}
              />
            )}
          </Field>
          <Field id="sell-date" label={t('inventory.sale_date')} error={fieldError('purchaseDate')}>
            {(control) => (
              <Input
                {...control}
                type="date"
                max={today}
                value={values.purchaseDate}
                onChange={(event) =>
                  setValues((current) => ({ ...current, purchaseDate: event.target.value }))
                }
              />
            )}
          </Field>
        </div>
        {insufficient ? (
          <NotEnoughPoints required={insufficient.required} balance={insufficient.balance} />
        ) : null}
        {sell.error && !server && !insufficient ? <FormAlert>{errorText(sell.error)}</FormAlert> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('inventory.close')}
          </Button>
          <Button type="submit" disabled={sell.isPending}>
            {sell.isPending ? t('inventory.selling') : t('inventory.sell_submit')}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
