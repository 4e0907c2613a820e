import { Lock } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import type { BlockedAction } from '@ramkoll/shared/schemas/bike';
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

interface BlockedDialogProps {
  /** The refused action; null keeps the dialog closed. */
  action: BlockedAction | null;
  onClose: () => void;
  /** Offers the way out: mark the bike recovered. */
  onMarkRecovered: () => void;
}

/**
 * A stolen bike cannot be edited, deleted, transferred or sold (spec sections 4 and 8): the
 * titles Edit Blocked, Deletion Blocked, Transfer Blocked and Sale Blocked, each explaining why.
 */
export function BlockedDialog({ action, onClose, onMarkRecovered }: BlockedDialogProps) {
  const { t } = useTranslation('my_bikes');
  return (
    <Dialog open={action !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('actions.close')}>
        {action ? (
          <>
            <DialogHeader>
              <DialogIcon tone="danger">
                <Lock aria-hidden="true" />
              </DialogIcon>
              <DialogTitle>{t(`blocked.${action}_title`)}</DialogTitle>
              <DialogDescription>{t(`blocked.${action}_text`)}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={onMarkRecovered}>
                {t('actions.mark_recovered')}
              </Button>
              <Button onClick={onClose}>{t('blocked.understood')}</Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
