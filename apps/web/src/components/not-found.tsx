import { Compass, Home } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The 404 content: used by the catch-all route and by the error boundary for 404 responses. */
export function NotFound() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('not_found.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="mb-6 flex size-20 items-center justify-center rounded-3xl bg-primary-soft text-primary">
        <Compass aria-hidden="true" className="size-10" />
      </div>
      <p className="text-sm font-bold tracking-[0.2em] text-primary">{t('not_found.code')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-primary-deep sm:text-4xl">
        {t('not_found.title')}
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('not_found.text')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home.getHref()}>
          <Home aria-hidden="true" />
          {t('not_found.go_home')}
        </Link>
      </Button>
    </section>
  );
}
