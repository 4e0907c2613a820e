import { Home, RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotFound } from '@/components/not-found';

/**
 * The router's error boundary. It may render outside the app shell (when the shell itself
 * failed), so it uses a plain anchor for "home" and a full reload: both work without the router.
 */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  useDocumentTitle(t('page.title'));

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (import.meta.env.DEV) console.error(error);

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24"
    >
      <div className="mb-6 flex size-20 items-center justify-center rounded-3xl bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden="true" className="size-10" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-primary-deep">{t('page.title')}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('page.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {t('page.reload')}
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={paths.home.getHref()}>
            <Home aria-hidden="true" />
            {t('page.go_home')}
          </a>
        </Button>
      </div>
    </section>
  );
}

/** The outermost boundary: the shell itself failed, so draw a minimal frame around the message. */
export function RootErrorPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <main className="flex-1">
        <ErrorPage />
      </main>
    </div>
  );
}
