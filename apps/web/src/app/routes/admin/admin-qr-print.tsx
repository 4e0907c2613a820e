import { useTranslation } from '@/lib/use-translation';
import { QrPrintView } from '@/features/admin-qr-print/components/qr-print-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminQrPrintPage() {
  const { t } = useTranslation('admin_insights');
  useDocumentTitle(t('qr_print.title'));
  return <QrPrintView />;
}
