import type { StoreRegistrationResponse } from '@ramkoll/shared/schemas/store-registration';
import { CheckCircle2, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

interface RegistrationDoneProps {
  result: StoreRegistrationResponse;
  onAnother: () => void;
}

/** After a registration: frame number, the customer masked, the points left, and "register another". */
export function RegistrationDone({ result, onAnother }: RegistrationDoneProps) {
  const { t } = useTranslation('store_registration');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card className="grid gap-5 p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <CheckCircle2 aria-hidden="true" className="size-10 shrink-0 text-success" />
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none sm:text-2xl">
          {result.customer ? t('success.title') : t('success.title_stock')}
        </h2>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl bg-muted p-3">
          <dt className="text-xs text-muted-foreground">{t('success.frame_number')}</dt>
          <dd className="font-mono text-lg font-semibold break-all">{result.frameNumber}</dd>
        </div>
        {result.customer ? (
          <div className="rounded-xl bg-muted p-3">
            <dt className="text-xs text-muted-foreground">{t('success.customer')}</dt>
            <dd className="font-semibold">{result.customer.maskedName}</dd>
            <dd className="text-sm break-all text-muted-foreground">{result.customer.maskedEmail}</dd>
          </div>
        ) : null}
        <div className="rounded-xl bg-muted p-3">
          <dt className="text-xs text-muted-foreground">{t('success.points_left')}</dt>
          <dd className="text-lg font-semibold">
            {t('success.points_value', { points: result.pointsBalance })}
          </dd>
        </div>
      </dl>
      {result.customer ? <p className="text-sm text-muted-foreground">{t('success.customer_note')}</p> : null}
      <Button size="lg" className="justify-self-start" onClick={onAnother}>
        <Plus aria-hidden="true" />
        {t('success.another')}
      </Button>
    </Card>
  );
}
