import { Phone, Siren } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { buttonVariants } from '@/components/ui/button';
import { phoneNumbers, telHref } from '@/config/phone-numbers';

/** Beside the form: a stolen bike is a matter for the police (11414), an emergency for 112. */
export function EmergencyCard() {
  const { t } = useTranslation('contact');
  return (
    <section
      aria-labelledby="contact-emergency-title"
      className="rounded-2xl border border-destructive/25 bg-card p-5 shadow-card"
    >
      <h2 id="contact-emergency-title" className="flex items-center gap-2 font-semibold">
        <Siren aria-hidden="true" className="size-5 text-destructive" />
        {t('emergency.title')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
        {t('emergency.text', { police: phoneNumbers.police, emergency: phoneNumbers.emergency })}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={telHref(phoneNumbers.police)}
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'text-primary' })}
        >
          <Phone aria-hidden="true" />
          {t('emergency.call_police', { number: phoneNumbers.police })}
        </a>
        <a
          href={telHref(phoneNumbers.emergency)}
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'text-destructive' })}
        >
          <Phone aria-hidden="true" />
          {t('emergency.call_emergency', { number: phoneNumbers.emergency })}
        </a>
      </div>
    </section>
  );
}
