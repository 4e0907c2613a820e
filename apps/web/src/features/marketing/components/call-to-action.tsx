import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function CallToAction() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 md:pb-24">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-accent-soft p-8 ring-1 ring-accent/40 md:flex-row md:items-center md:justify-between md:p-10">
        <div className="max-w-xl">
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-primary-deep sm:text-3xl">
            {t('cta.title')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('cta.text')}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.register.getHref()}>
              {t('cta.register')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.auth.getHref()}>{t('cta.login')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
