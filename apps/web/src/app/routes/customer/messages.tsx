import { useTranslation } from '@/lib/use-translation';
import { MyMessages } from '@/features/messages/components/my-messages';
import { useDocumentTitle } from '@/lib/use-document-title';

export function MessagesPage() {
  const { t } = useTranslation('messages');
  useDocumentTitle(t('title'));
  return <MyMessages />;
}
