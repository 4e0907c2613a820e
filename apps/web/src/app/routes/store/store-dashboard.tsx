import { pointCosts } from '@ramkoll/shared/rules/points';
import type { StoreCustomer, StoreRegistrationResponse } from '@ramkoll/shared/schemas/store-registration';
import { Warehouse } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CounterPageHeader } from '@/features/store-registration/components/counter-page-header';
import { CustomerPicker } from '@/features/store-registration/components/customer-picker';
import { RegistrationDone } from '@/features/store-registration/components/registration-done';
import { StoreBikeForm } from '@/features/store-registration/components/store-bike-form';
import { StoreLinks } from '@/features/store-area/components/store-links';
import { pickedCustomerFrom } from '@/features/store-registration/utils/picked-customer';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /store-dashboard: register a bike for a customer at the counter (docs/decisions/039). */
export function StoreDashboardPage() {
  const { t } = useTranslation('store_registration');
  useDocumentTitle(t('dashboard.title'));
  const location = useLocation();
  // A customer created (or picked) on /store-register-customer arrives selected.
  const [customer, setCustomer] = useState<StoreCustomer | null>(() => pickedCustomerFrom(location.state));
  const [done, setDone] = useState<StoreRegistrationResponse | null>(null);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <CounterPageHeader
        title={t('dashboard.title')}
        lead={t('dashboard.lead', { cost: pointCosts.registerBike })}
      >
        <Button asChild variant="outline" size="sm">
          <Link to={paths.storeInventory.getHref()}>
            <Warehouse aria-hidden="true" />
            {t('dashboard.inventory')}
          </Link>
        </Button>
      </CounterPageHeader>
      {done ? (
        <RegistrationDone
          result={done}
          onAnother={() => {
            setDone(null);
            setCustomer(null);
          }}
        />
      ) : (
        <>
          <CustomerPicker customer={customer} onChange={setCustomer} />
          <StoreBikeForm mode="customer" customer={customer} onRegistered={setDone} />
        </>
      )}
      {/* The pages the fixed bottom menu leaves out: the store's bikes, inventory, guide. */}
      <StoreLinks />
    </div>
  );
}
