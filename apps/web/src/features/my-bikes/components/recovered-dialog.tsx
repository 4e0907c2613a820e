import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { useMarkRecovered } from '../api/mark-recovered';
import { runBikeChange } from '../utils/run-bike-change';
import { ConfirmBikeDialog } from './confirm-bike-dialog';

interface RecoveredDialogProps {
  bikeId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The owner has the bike back: the theft mark goes and every action opens again. */
export function RecoveredDialog({ bikeId, name, open, onOpenChange }: RecoveredDialogProps) {
  const { t } = useTranslation('my_bikes');
  const recover = useMarkRecovered();

  function handleConfirm() {
    void runBikeChange(recover.mutateAsync(bikeId), {
      success: t('recovered.done'),
      onSuccess: () => onOpenChange(false),
    });
  }

  return (
    <ConfirmBikeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('recovered.title', { name })}
      text={t('recovered.text')}
      icon={<ShieldCheck aria-hidden="true" />}
      confirmLabel={t('recovered.confirm')}
      pendingLabel={t('recovered.confirming')}
      pending={recover.isPending}
      onConfirm={handleConfirm}
    />
  );
}
