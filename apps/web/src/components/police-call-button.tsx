import { Phone } from 'lucide-react';
import { Trans } from 'react-i18next';
import { useTranslation } from '@/lib/use-translation';
import { buttonVariants } from '@/components/ui/button';
import { phoneNumbers, telHref } from '@/config/phone-numbers';
import { cn } from '@/lib/cn';

/** A call link to the police styled as a button, with the emergency number for crimes in progress. */
export function PoliceCallButton({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={cn('grid justify-items-start gap-1.5', className)}>
      <a
        href={telHref(phoneNumbers.police)}
        className={buttonVariants({ variant: 'outline', className: 'text-primary' })}
      >
        <Phone aria-hidden="true" />
        {t('police.call', { number: phoneNumbers.police })}
      </a>
      <p className="text-sm text-muted-foreground">
        <Trans
          t={t}
          i18nKey="police.emergency_note"
          values={{ emergency: phoneNumbers.emergency }}
          components={{
            emergency: (
              <a
                href={telHref(phoneNumbers.emergency)}
                className="rounded-sm font-semibold text-destructive underline underline-offset-4 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
              />
            ),
          }}
        />
      </p>
    </div>
  );
}
