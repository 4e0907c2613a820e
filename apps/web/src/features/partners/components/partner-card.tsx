import { MapPin, Phone, Store } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import type { PartnerStore } from '@ramkoll/shared/schemas/public-pages';
import { telHref } from '@/config/phone-numbers';

/** One partner store: name, chain, address and a call link. */
export function PartnerCard({ store }: { store: PartnerStore }) {
  const { t } = useTranslation('partners');
  const place = [store.postalCode, store.city].filter(Boolean).join(' ');
  const address = [store.address, place].filter(Boolean).join(', ');
  return (
    <article className="flex h-full flex-col rounded-2xl border border-border bg-card p-5 shadow-card">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <Store aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h4 className="font-semibold leading-snug">{store.name}</h4>
          {store.chain ? (
            <p className="text-sm text-muted-foreground">{t('list.chain', { chain: store.chain })}</p>
          ) : null}
        </div>
      </div>
      {address || store.phone ? (
        <div className="mt-4 grid gap-2 text-sm">
          {address ? (
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>{address}</span>
            </p>
          ) : null}
          {store.phone ? (
            <a
              href={telHref(store.phone)}
              aria-label={t('list.call', { store: store.name, phone: store.phone })}
              className="inline-flex items-center gap-2 justify-self-start rounded-md font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
            >
              <Phone aria-hidden="true" className="size-4" />
              {store.phone}
            </a>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
