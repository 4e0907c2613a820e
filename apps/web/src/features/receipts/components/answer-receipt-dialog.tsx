import { useTranslation } from '@/lib/use-translation';
import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { notify } from '@/lib/toast';
import { useReceiptAction } from '../api/receipt-action';
import { receiptErrorText } from '../utils/receipt-error';
import { ConfirmReceiptDialog } from './confirm-receipt-dialog';

interface AnswerReceiptDialogProps {
  receipt: OwnershipReceipt;
  /** decline: the buyer says no; cancel: the seller takes the transfer back. */
  action: 'decline' | 'cancel';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Declining or cancelling a pending receipt: nothing moves and no points are spent. */
export function AnswerReceiptDialog({ receipt, action, open, onOpenChange }: AnswerReceiptDialogProps) {
  const { t } = useTranslation('receipts');
  const answer = useReceiptAction();

  async function handleConfirm() {
    try {
      await answer.mutateAsync({ receiptId: receipt.id, action });
    } catch (error) {
      onOpenChange(false);
      notify.error(t(`${action}.failed`), receiptErrorText(error));
      return;
    }
    notify.success(t(`${action}.done`));
    onOpenChange(false);
  }

  return (
    <ConfirmReceiptDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`${action}.title`)}
      text={t(`${action}.text`)}
      confirmLabel={t(`${action}.confirm`)}
      pendingLabel={t(`${action}.confirming`)}
      pending={answer.isPending}
      destructive
      onConfirm={() => void handleConfirm()}
    />
  );
}
