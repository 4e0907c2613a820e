import { Check, Download, Undo2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { Button, buttonVariants } from '@/components/ui/button';
import { AcceptReceiptDialog } from './accept-receipt-dialog';
import { AnswerReceiptDialog } from './answer-receipt-dialog';

type OpenDialog = 'accept' | 'decline' | 'cancel' | null;

interface ReceiptActionsProps {
  receipt: OwnershipReceipt;
  title: string;
}

/**
 * The buyer of a pending receipt accepts or declines it, its seller can cancel it; either party
 * downloads the bill of sale as a PDF.
 */
export function ReceiptActions({ receipt, title }: ReceiptActionsProps) {
  const { t } = useTranslation('receipts');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The dialogs have no Radix trigger, so focus goes back to the button that opened them by hand.
  const opener = useRef<HTMLElement | null>(null);
  const pending = receipt.status === 'pending';
  const canAnswer = pending && receipt.myRole === 'buyer' && receipt.awaitingMe;
  const canCancel = pending && receipt.myRole === 'seller';

  useEffect(() => {
    if (dialog !== null || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [dialog]);

  function open(next: Exclude<OpenDialog, null>) {
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    setDialog(next);
  }

  function closeWhenFalse(isOpen: boolean) {
    if (!isOpen) setDialog(null);
  }

  return (
    <div
      role="group"
      aria-label={t('actions.group', { number: receipt.receiptNumber })}
      className="flex flex-wrap gap-2"
    >
      {canAnswer ? (
        <>
          <Button size="sm" onClick={() => open('accept')}>
            <Check aria-hidden="true" />
            {t('actions.accept')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => open('decline')}>
            <X aria-hidden="true" />
            {t('actions.decline')}
          </Button>
        </>
      ) : null}
      {canCancel ? (
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:bg-destructive/10"
          onClick={() => open('cancel')}
        >
          <Undo2 aria-hidden="true" />
          {t('actions.cancel')}
        </Button>
      ) : null}
      <a
        href={`/api/me/receipts/${receipt.id}/pdf`}
        download={t('pdf.file_name', { number: receipt.receiptNumber })}
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
      >
        <Download aria-hidden="true" />
        {t('pdf.download')}
        <span className="sr-only">{t('pdf.which', { number: receipt.receiptNumber })}</span>
      </a>

      {dialog === 'accept' ? (
        <AcceptReceiptDialog receipt={receipt} title={title} open onOpenChange={closeWhenFalse} />
      ) : null}
      {dialog === 'decline' || dialog === 'cancel' ? (
        <AnswerReceiptDialog receipt={receipt} action={dialog} open onOpenChange={closeWhenFalse} />
      ) : null}
    </div>
  );
}
