import { BookOpen, ChevronRight, ClipboardList, PackageOpen, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const links: { to: string; icon: LucideIcon; key: 'bikes' | 'inventory' | 'guide' }[] = [
  { to: paths.storeBikes.getHref(), icon: ClipboardList, key: 'bikes' },
  { to: paths.storeInventory.getHref(), icon: PackageOpen, key: 'inventory' },
  { to: paths.storeGuide.getHref(), icon: BookOpen, key: 'guide' },
];

/**
 * The store pages the fixed bottom menu leaves out (spec: analytics, search, register, settings):
 * the store's bikes, its inventory and the staff guide, reachable from the dashboard and settings.
 */
export function StoreLinks() {
  const { t } = useTranslation('store_area');
  return (
    <nav aria-labelledby="store-links-heading" className="grid gap-3">
      <h2 id="store-links-heading" className="text-lg font-semibold">
        {t('links.heading')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {links.map(({ to, icon: Icon, key }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full items-center gap-3 rounded-2xl border border-border bg-card p-4 transition-colors hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="grid min-w-0 flex-1">
                <span className="font-semibold">{t(`links.${key}`)}</span>
                <span className="text-sm text-muted-foreground">{t(`links.${key}_text`)}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
