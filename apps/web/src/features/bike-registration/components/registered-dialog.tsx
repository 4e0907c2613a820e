import { PartyPopper } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import type { RegisterBikeResponse } from '../api/register-bike';

interface RegisteredDialogProps {
  /** The registration just made; null keeps the dialog closed. */
  registered: RegisterBikeResponse | null;
  onClose: () => void;
}

/** The bike registration confirmation: the form behind it is already empty for the next bike. */
export function RegisteredDialog({ registered, onClose }: RegisteredDialogProps) {
  const { t } = useTranslation(['bike_registration', 'common']);
  return (
    <Dialog open={registered !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <div className="mb-2 flex size-12 items-center justify-center rounded-2xl bg-success-soft text-success">
            <PartyPopper aria-hidden="true" className="size-6" />
          </div>
          <DialogTitle>{t('success.title')}</DialogTitle>
          <DialogDescription>
            {t('success.text', { frameNumber: registered?.bike.frameNumber ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {registered ? (
          <p className="text-sm">
            {t('success.balance', { points: formatNumber(registered.pointsBalance, currentLanguage()) })}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('success.register_another')}
          </Button>
          <Button asChild>
            <Link to={paths.myBikes.getHref()}>{t('success.to_my_bikes')}</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
