import { useTranslation } from '@/lib/use-translation';
import { MyReceipts } from '@/features/receipts/components/my-receipts';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ReceiptsPage() {
  const { t } = useTranslation('receipts');
  useDocumentTitle(t('title'));
  return <MyReceipts />;
}
