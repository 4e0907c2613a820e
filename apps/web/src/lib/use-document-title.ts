import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** Sets the browser tab title to "<title> · Ramkoll" (or "Ramkoll" alone without a title). */
export function useDocumentTitle(title: string | null): void {
  const { t } = useTranslation('common');
  const full = title === null ? t('app_name') : t('document_title', { title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
