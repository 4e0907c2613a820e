import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface ConfirmReceiptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  /** Extra content between the text and the buttons (the cost, the balance). */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Stops the confirmation, e.g. while the balance is too low. */
  confirmDisabled?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
}

/**
 * A yes/no question about one receipt. The way back is 'Tillbaka', never 'Avbryt': cancelling a
 * transfer is itself an answer here.
 */
export function ConfirmReceiptDialog(props: ConfirmReceiptDialogProps) {
  const { open, onOpenChange, title, text, children, pending, destructive } = props;
  const { t } = useTranslation('receipts');
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent closeLabel={t('actions.close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('actions.back')}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={props.onConfirm}
            disabled={pending || props.confirmDisabled}
            aria-busy={pending || undefined}
          >
            {pending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
