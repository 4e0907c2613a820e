import { ArrowRight, CircleCheck, Store } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The call to shops: what partnership gives, the promised reply time and the way to /register. */
export function PartnerApplyCard() {
  const { t } = useTranslation('partners');
  const benefits = Object.values(t('apply.benefits', { returnObjects: true }));
  return (
    <section
      aria-labelledby="partners-apply-title"
      className="grid gap-6 rounded-3xl bg-accent-soft p-6 ring-1 ring-accent/40 sm:p-8 md:grid-cols-[1.3fr_1fr] md:items-center md:p-10"
    >
      <div>
        <span className="flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <Store aria-hidden="true" className="size-6" />
        </span>
        <h2
          id="partners-apply-title"
          className="mt-4 text-2xl font-bold tracking-tight text-primary-deep sm:text-3xl"
        >
          {t('apply.title')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('apply.text')}</p>
        <ul className="mt-5 grid gap-2.5">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2.5">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-3 md:justify-items-start">
        <Button asChild size="lg">
          <Link to={paths.register.getHref()}>
            {t('apply.action')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <p className="text-sm text-muted-foreground">{t('apply.reply')}</p>
      </div>
    </section>
  );
}
