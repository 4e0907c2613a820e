import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';

/** 'Kamerabehörighet nekad' (spec section 2) with the steps to allow the camera and a retry. */
export function CameraDeniedHelp({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('media');
  return (
    <div role="alert" className="grid gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4">
      <div className="flex items-start gap-3">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="grid gap-1">
          <h3 className="font-semibold">{t('qr.denied_title')}</h3>
          <p className="text-sm text-muted-foreground">{t('qr.denied_text')}</p>
        </div>
      </div>
      <div className="grid gap-1.5 text-sm">
        <p className="font-medium">{t('qr.steps_title')}</p>
        <ol className="grid list-decimal gap-1 pl-5 text-muted-foreground">
          <li>{t('qr.step_address_bar')}</li>
          <li>{t('qr.step_allow')}</li>
          <li>{t('qr.step_ios')}</li>
          <li>{t('qr.step_retry')}</li>
        </ol>
      </div>
      <Button onClick={onRetry} className="justify-self-start">
        {t('qr.retry')}
      </Button>
    </div>
  );
}
