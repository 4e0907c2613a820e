import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CounterPageHeader } from '@/features/store-registration/components/counter-page-header';
import { NewCustomerForm } from '@/features/store-registration/components/new-customer-form';
import { pickedCustomerState } from '@/features/store-registration/utils/picked-customer';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /store-register-customer: a customer account; then back to registering with that customer. */
export function StoreRegisterCustomerPage() {
  const { t } = useTranslation('store_registration');
  useDocumentTitle(t('new_customer.title'));
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to={paths.storeDashboard.getHref()}>
          <ArrowLeft aria-hidden="true" />
          {t('new_customer.back')}
        </Link>
      </Button>
      <CounterPageHeader title={t('new_customer.title')} lead={t('new_customer.lead')} />
      <NewCustomerForm
        onCustomer={(customer) =>
          void navigate(paths.storeDashboard.getHref(), { state: pickedCustomerState(customer) })
        }
      />
    </div>
  );
}
