import type { MyBike } from '@ramkoll/shared/schemas/bike';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OwnershipHistoryDialog } from '@/features/bike-history/components/ownership-history-dialog';
import { MyBikes } from '@/features/my-bikes/components/my-bikes';
import { useDocumentTitle } from '@/lib/use-document-title';

export function MyBikesPage() {
  const { t } = useTranslation('my_bikes');
  useDocumentTitle(t('title'));
  const [historyBike, setHistoryBike] = useState<MyBike | null>(null);
  return (
    <>
      <MyBikes onShowHistory={setHistoryBike} />
      {historyBike ? (
        <OwnershipHistoryDialog
          key={historyBike.id}
          bikeId={historyBike.id}
          frameNumber={historyBike.frameNumber}
          open
          onOpenChange={(open) => {
            if (!open) setHistoryBike(null);
          }}
        />
      ) : null}
    </>
  );
}
