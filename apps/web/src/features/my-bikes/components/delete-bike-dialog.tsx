import { Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import type { BlockedAction } from '@ramkoll/shared/schemas/bike';
import { useDeleteBike } from '../api/delete-bike';
import { runBikeChange } from '../utils/run-bike-change';
import { ConfirmBikeDialog } from './confirm-bike-dialog';

interface DeleteBikeDialogProps {
  bikeId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBlocked: (action: BlockedAction) => void;
}

/** Soft delete: the frame number becomes free, the ownership history stays. */
export function DeleteBikeDialog({ bikeId, name, open, onOpenChange, onBlocked }: DeleteBikeDialogProps) {
  const { t } = useTranslation('my_bikes');
  const remove = useDeleteBike();

  function handleConfirm() {
    void runBikeChange(remove.mutateAsync(bikeId), {
      success: t('delete.done'),
      onSuccess: () => onOpenChange(false),
      onBlocked,
    });
  }

  return (
    <ConfirmBikeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('delete.title', { name })}
      text={t('delete.text')}
      icon={<Trash2 aria-hidden="true" />}
      confirmLabel={t('delete.confirm')}
      pendingLabel={t('delete.deleting')}
      pending={remove.isPending}
      destructive
      onConfirm={handleConfirm}
    />
  );
}
