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
import { DialogIcon } from './dialog-icon';

interface ConfirmBikeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  icon: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  /** The way back; 'Avbryt' unless that would read as the answer (cancelling a transfer). */
  cancelLabel?: string;
  tone?: 'danger' | 'safe' | 'sale' | 'neutral';
  onConfirm: () => void;
}

/** A yes/no question about one bike, with the answer's progress on its button. */
export function ConfirmBikeDialog(props: ConfirmBikeDialogProps) {
  const { open, onOpenChange, title, text, icon, confirmLabel, pendingLabel, pending, destructive } = props;
  const { t } = useTranslation('my_bikes');
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent closeLabel={t('actions.close')}>
        <DialogHeader>
          <DialogIcon tone={props.tone ?? (destructive ? 'danger' : 'safe')}>{icon}</DialogIcon>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {props.cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={props.onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
