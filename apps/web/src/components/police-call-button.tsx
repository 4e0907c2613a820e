import { Phone } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The Swedish police's number for reporting a crime that is over, such as a stolen bike (spec section 1). */
export const policePhoneNumber = '11414';
/** SOS Alarm: for a crime in progress or when someone is in danger. */
export const emergencyPhoneNumber = '112';

/** A call link to the police styled as a button, with the emergency number for crimes in progress. */
export function PoliceCallButton({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={cn('grid justify-items-start gap-1.5', className)}>
      <a
        href={`tel:${policePhoneNumber}`}
        className={buttonVariants({ variant: 'outline', className: 'text-primary' })}
      >
        <Phone aria-hidden="true" />
        {t('police.call', { number: policePhoneNumber })}
      </a>
      <p className="text-sm text-muted-foreground">
        <Trans
          t={t}
          i18nKey="police.emergency_note"
          values={{ emergency: emergencyPhoneNumber }}
          components={{
            emergency: (
              <a
                href={`tel:${emergencyPhoneNumber}`}
                className="rounded-sm font-semibold text-destructive underline underline-offset-4 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
              />
            ),
          }}
        />
      </p>
    </div>
  );
}
