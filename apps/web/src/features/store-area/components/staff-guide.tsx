import {
  BookOpen,
  ChevronRight,
  Coins,
  KeyRound,
  PackageOpen,
  ShieldAlert,
  UserSearch,
  Bike,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/layouts/page-header';

type StepKey = 'sign_in' | 'customer' | 'register' | 'stock' | 'stolen' | 'points';

const steps: {
  key: StepKey;
  icon: LucideIcon;
  link?: { to: string; label: 'dashboard' | 'inventory' | 'bikes' | 'search' };
}[] = [
  { key: 'sign_in', icon: KeyRound },
  { key: 'customer', icon: UserSearch, link: { to: paths.storeDashboard.getHref(), label: 'dashboard' } },
  { key: 'register', icon: Bike, link: { to: paths.storeDashboard.getHref(), label: 'dashboard' } },
  { key: 'stock', icon: PackageOpen, link: { to: paths.storeInventory.getHref(), label: 'inventory' } },
  { key: 'stolen', icon: ShieldAlert, link: { to: paths.storeBikes.getHref(), label: 'bikes' } },
  { key: 'points', icon: Coins },
];

/** /store-guide: the counter's work, step by step, each step with a way to the page it names. */
export function StaffGuide() {
  const { t } = useTranslation('store_area');
  return (
    <div className="grid gap-6">
      <PageHeader title={t('guide.title')} lead={t('guide.lead')} />
      <nav aria-labelledby="guide-toc" className="rounded-2xl border border-border bg-card p-4">
        <h2 id="guide-toc" className="flex items-center gap-2 text-sm font-semibold">
          <BookOpen aria-hidden="true" className="size-4" />
          {t('guide.toc')}
        </h2>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {steps.map(({ key }) => (
            <li key={key}>
              <a href={`#guide-${key}`} className="text-primary underline-offset-4 hover:underline">
                {t(`guide.steps.${key}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="grid gap-4">
        {steps.map(({ key, icon: Icon, link }) => (
          <li
            key={key}
            id={`guide-${key}`}
            className={
              key === 'stolen'
                ? 'scroll-mt-20 rounded-2xl border border-destructive/40 bg-destructive/5 p-5'
                : 'scroll-mt-20 rounded-2xl border border-border bg-card p-5'
            }
          >
            <h2 className="flex items-start gap-3 text-lg font-semibold">
              <span
                className={
                  key === 'stolen'
                    ? 'flex size-9 shrink-0 items-center justify-center rounded-xl bg-destructive/15 text-destructive'
                    : 'flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary'
                }
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="pt-1">{t(`guide.steps.${key}.title`)}</span>
            </h2>
            <p className="mt-2 leading-relaxed text-muted-foreground sm:pl-12">
              {t(`guide.steps.${key}.body`)}
            </p>
            {link ? (
              <Link
                to={link.to}
                className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline sm:ml-12"
              >
                {t(`links.${link.label}`)}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
