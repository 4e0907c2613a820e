import { ArrowLeft, Hammer } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { Resources } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export type ComingSoonPageKey = keyof Resources['sv']['pages']['descriptions'];

interface ComingSoonProps {
  page: ComingSoonPageKey;
}

/** A designed placeholder for a route whose screen is built in a later issue. */
export function ComingSoon({ page }: ComingSoonProps) {
  const { t } = useTranslation('pages');
  const title = t(`titles.${page}`);
  useDocumentTitle(title);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-14 text-center sm:py-20">
      <div className="relative mb-8">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 scale-150 rounded-full bg-primary-soft blur-2xl"
        />
        <div className="flex size-20 items-center justify-center rounded-3xl bg-card text-primary shadow-card ring-1 ring-border">
          <Hammer aria-hidden="true" className="size-9" />
        </div>
      </div>
      <Badge variant="accent" className="mb-4">
        {t('coming_soon.badge')}
      </Badge>
      <h1 className="text-3xl font-bold tracking-tight text-primary-deep text-balance sm:text-4xl">
        {title}
      </h1>
      <p className="mt-3 text-lg text-muted-foreground text-balance">{t(`descriptions.${page}`)}</p>
      <p className="mt-2 text-muted-foreground">{t('coming_soon.text')}</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to={paths.home.getHref()}>
          <ArrowLeft aria-hidden="true" />
          {t('coming_soon.go_home')}
        </Link>
      </Button>
    </section>
  );
}
