import { pointCosts } from '@ramkoll/shared/rules/points';
import type { StoreRegistrationResponse } from '@ramkoll/shared/schemas/store-registration';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { CounterPageHeader } from '@/features/store-registration/components/counter-page-header';
import { InventoryList } from '@/features/store-registration/components/inventory-list';
import { RegistrationDone } from '@/features/store-registration/components/registration-done';
import { StoreBikeForm } from '@/features/store-registration/components/store-bike-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /store-inventory: the store's stock, adding to it, and selling from it (docs/decisions/039). */
export function StoreInventoryPage() {
  const { t } = useTranslation('store_registration');
  useDocumentTitle(t('inventory.title'));
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<StoreRegistrationResponse | null>(null);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <CounterPageHeader
        title={t('inventory.title')}
        lead={t('inventory.lead', { cost: pointCosts.ownershipTransfer })}
      >
        <Button
          size="sm"
          variant={adding ? 'outline' : 'default'}
          aria-expanded={adding}
          aria-controls="stock-form"
          onClick={() => {
            setAdding((open) => !open);
            setAdded(null);
          }}
        >
          {adding ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {adding ? t('inventory.add_cancel') : t('inventory.add')}
        </Button>
      </CounterPageHeader>
      {added ? (
        <RegistrationDone
          result={added}
          onAnother={() => {
            setAdded(null);
            setAdding(true);
          }}
        />
      ) : null}
      {adding && !added ? (
        <section id="stock-form" aria-labelledby="stock-form-title" className="grid gap-3">
          <h2 id="stock-form-title" className="text-lg font-semibold">
            {t('inventory.add_title')}
          </h2>
          <StoreBikeForm
            mode="stock"
            onRegistered={(result) => {
              setAdded(result);
              setAdding(false);
            }}
          />
        </section>
      ) : null}
      <InventoryList />
    </div>
  );
}
