import { useTranslation } from '@/lib/use-translation';
import { StaffGuide } from '@/features/store-area/components/staff-guide';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /store-guide: a step-by-step guide for the store's staff. */
export function StoreGuidePage() {
  const { t } = useTranslation('store_area');
  useDocumentTitle(t('guide.title'));
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <StaffGuide />
    </div>
  );
}
