import { LazyDialog } from '@/components/ui/lazy-dialog';
import { preloadableLazy, usePreloadWhenIdle } from '@/lib/preloadable-lazy';

// Its code (the history, the receipt preview, their schemas) is not part of the page's first load.
const OwnershipHistoryDialog = preloadableLazy(() =>
  import('./ownership-history-dialog').then((m) => ({ default: m.OwnershipHistoryDialog })),
);

/**
 * The history dialog for the bike a page has picked (search results, my bikes, the store's search):
 * open while `bike` is set, `onClose` when the person closes it. Its code loads once the page is
 * idle, or when a bike is picked before that.
 */
export function BikeHistoryDialog({
  bike,
  onClose,
}: {
  bike: { id: string; frameNumber: string } | null;
  onClose: () => void;
}) {
  usePreloadWhenIdle(OwnershipHistoryDialog);
  if (!bike) return null;
  return (
    <LazyDialog>
      <OwnershipHistoryDialog
        key={bike.id}
        bikeId={bike.id}
        frameNumber={bike.frameNumber}
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
      />
    </LazyDialog>
  );
}
