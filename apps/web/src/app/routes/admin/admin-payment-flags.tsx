import { useTranslation } from '@/lib/use-translation';
import { PaymentFlagsView } from '@/features/admin-payment-flags/components/payment-flags-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminPaymentFlagsPage() {
  const { t } = useTranslation('admin_office');
  useDocumentTitle(t('payment_flags.title'));
  return <PaymentFlagsView />;
}
