import { RotateCw, TriangleAlert } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LabelledSpinner } from '@/components/ui/spinner';
import { useBikeHistory } from '../api/get-bike-history';
import { historyErrorMessage } from '../utils/history-display';
import { OwnershipHistoryCard } from './ownership-history-card';

export interface OwnershipHistoryDialogProps {
  bikeId: string;
  frameNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A bike's ownership history in a dialog, fetched while it is open (search results, spec section 2). */
export function OwnershipHistoryDialog({
  bikeId,
  frameNumber,
  open,
  onOpenChange,
}: OwnershipHistoryDialogProps) {
  const { t } = useTranslation('bike_history');
  const history = useBikeHistory(bikeId, { enabled: open });
  const bikeName = history.data?.bikeName ?? null;
  // The search page opens this without a Radix trigger, so the dialog gives focus back to what
  // had it when it opened. A layout effect runs before the dialog moves focus inside.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);

  function restoreFocus(event: Event) {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('close')}
        onCloseAutoFocus={restoreFocus}
        className="max-w-2xl gap-5 p-4 sm:p-6"
      >
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription className="break-words">
            {bikeName ? t('named_bike', { name: bikeName, frameNumber }) : t('frame_number', { frameNumber })}
          </DialogDescription>
        </DialogHeader>

        {history.isPending ? (
          <div className="flex min-h-32 items-center justify-center text-muted-foreground">
            <LabelledSpinner label={t('loading')} />
          </div>
        ) : history.isError ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-2 rounded-xl bg-muted px-4 py-8 text-center"
          >
            <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
            <p className="font-semibold">{t('error_title')}</p>
            <p className="text-sm text-muted-foreground">{historyErrorMessage(history.error)}</p>
            <Button
              variant="outline"
              className="mt-2"
              onClick={() => void history.refetch()}
              disabled={history.isFetching}
            >
              <RotateCw aria-hidden="true" className={history.isFetching ? 'animate-spin' : undefined} />
              {t('retry')}
            </Button>
          </div>
        ) : (
          <OwnershipHistoryCard history={history.data} embedded />
        )}
      </DialogContent>
    </Dialog>
  );
}
