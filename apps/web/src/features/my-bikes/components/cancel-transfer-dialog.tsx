import { Undo2 } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import type { MyBike } from '@ramkoll/shared/schemas/bike';
import { useCancelTransfer } from '../api/cancel-transfer';
import { runBikeChange } from '../utils/run-bike-change';
import { ConfirmBikeDialog } from './confirm-bike-dialog';

interface CancelTransferDialogProps {
  transfer: NonNullable<MyBike['pendingTransfer']>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Avbryt överlåtelse': the pending receipt is cancelled and the bike stays with its owner. */
export function CancelTransferDialog({ transfer, open, onOpenChange }: CancelTransferDialogProps) {
  const { t } = useTranslation('my_bikes');
  const cancel = useCancelTransfer();

  function handleConfirm() {
    void runBikeChange(cancel.mutateAsync(transfer.receiptId), {
      success: t('pending_transfer.done'),
      onSuccess: () => onOpenChange(false),
      // Already accepted, declined or cancelled elsewhere: the refreshed card shows which.
      onError: () => onOpenChange(false),
    });
  }

  return (
    <ConfirmBikeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('pending_transfer.cancel_title', { buyer: transfer.buyerName })}
      text={t('pending_transfer.cancel_text')}
      icon={<Undo2 aria-hidden="true" />}
      destructive
      cancelLabel={t('pending_transfer.keep')}
      confirmLabel={t('actions.cancel_transfer')}
      pendingLabel={t('pending_transfer.cancelling')}
      pending={cancel.isPending}
      onConfirm={handleConfirm}
    />
  );
}
