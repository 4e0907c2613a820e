import { useTranslation } from '@/lib/use-translation';
import { StoreBikesList } from '@/features/store-area/components/store-bikes-list';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /store-bikes: the store's registrations, stock and sold bikes. */
export function StoreBikesPage() {
  const { t } = useTranslation('store_area');
  useDocumentTitle(t('bikes.title'));
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <StoreBikesList />
    </div>
  );
}
