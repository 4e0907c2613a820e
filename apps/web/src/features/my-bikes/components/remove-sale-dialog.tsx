import { TagIcon } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { useRemoveSale } from '../api/remove-sale';
import { runBikeChange } from '../utils/run-bike-change';
import { ConfirmBikeDialog } from './confirm-bike-dialog';

interface RemoveSaleDialogProps {
  bikeId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Ta bort från försäljning': TILL SALU goes; the bike can be put up for sale again later. */
export function RemoveSaleDialog({ bikeId, name, open, onOpenChange }: RemoveSaleDialogProps) {
  const { t } = useTranslation('my_bikes');
  const remove = useRemoveSale();

  function handleConfirm() {
    void runBikeChange(remove.mutateAsync(bikeId), {
      success: t('remove_sale.done'),
      onSuccess: () => onOpenChange(false),
    });
  }

  return (
    <ConfirmBikeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('remove_sale.title', { name })}
      text={t('remove_sale.text')}
      icon={<TagIcon aria-hidden="true" />}
      tone="sale"
      confirmLabel={t('remove_sale.confirm')}
      pendingLabel={t('remove_sale.removing')}
      pending={remove.isPending}
      onConfirm={handleConfirm}
    />
  );
}
