import type { MyBike } from '@ramkoll/shared/schemas/bike';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { BikeHistoryDialog } from '@/features/bike-history/components/bike-history-dialog';
import { MyBikes } from '@/features/my-bikes/components/my-bikes';
import { useDocumentTitle } from '@/lib/use-document-title';

export function MyBikesPage() {
  const { t } = useTranslation('my_bikes');
  useDocumentTitle(t('title'));
  const [historyBike, setHistoryBike] = useState<MyBike | null>(null);
  return (
    <>
      <MyBikes onShowHistory={setHistoryBike} />
      <BikeHistoryDialog bike={historyBike} onClose={() => setHistoryBike(null)} />
    </>
  );
}
