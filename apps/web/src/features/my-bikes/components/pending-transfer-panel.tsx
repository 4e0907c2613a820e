import { Hourglass, Undo2 } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import type { MyBike } from '@ramkoll/shared/schemas/bike';
import { Button } from '@/components/ui/button';

interface PendingTransferPanelProps {
  transfer: NonNullable<MyBike['pendingTransfer']>;
  onCancel: () => void;
}

/** A transfer waits for the buyer (masked name) to accept in Mina kvitton; the owner may cancel. */
export function PendingTransferPanel({ transfer, onCancel }: PendingTransferPanelProps) {
  const { t } = useTranslation('my_bikes');
  return (
    <div className="grid gap-2 rounded-xl border border-primary/25 bg-primary-soft p-3.5 text-sm">
      <p className="flex items-center gap-1.5 font-semibold text-primary-deep">
        <Hourglass aria-hidden="true" className="size-4 shrink-0" />
        {t('pending_transfer.title')}
      </p>
      <p>{t('pending_transfer.text', { buyer: transfer.buyerName })}</p>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start text-destructive hover:bg-destructive/10"
        onClick={onCancel}
      >
        <Undo2 aria-hidden="true" />
        {t('actions.cancel_transfer')}
      </Button>
    </div>
  );
}
