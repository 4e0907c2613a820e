import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';

function SkeletonCard() {
  return (
    <Card className="flex gap-4 p-4 sm:p-5">
      <div className="size-24 shrink-0 rounded-xl bg-muted sm:size-28" />
      <div className="grid flex-1 content-start gap-3 pt-1">
        <div className="h-5 w-2/3 rounded-md bg-muted" />
        <div className="h-4 w-1/2 rounded-md bg-muted" />
        <div className="h-4 w-3/4 rounded-md bg-muted" />
        <div className="mt-2 flex gap-2">
          <div className="h-9 w-24 rounded-lg bg-muted" />
          <div className="h-9 w-24 rounded-lg bg-muted" />
        </div>
      </div>
    </Card>
  );
}

/** Placeholder cards in the shape of the list while it loads, pulsing as one (one animation, not eighteen). */
export function BikeListSkeleton() {
  const { t } = useTranslation('my_bikes');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="grid animate-pulse gap-4 lg:grid-cols-2">
        <SkeletonCard />
        <SkeletonCard />
        <SkeletonCard />
      </div>
    </div>
  );
}
