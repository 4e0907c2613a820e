import { Bike, ChevronDown, EyeOff, History, MapPin, MessageCircle, SearchCheck } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { SearchBike } from '@ramkoll/shared/schemas/search';
import { scaledImageSrcSet } from '@ramkoll/shared/scaled-images';
import { BikeBadges } from '@/components/bikes/bike-badges';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { bikeTypeLabel } from '@/lib/bike-types';
import { formatDate, formatSalePrice } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { isHidden, searchBikeTitle } from '../utils/shown-value';
import { colourLabel } from '@/lib/colours';

export interface SearchResultCardProps {
  bike: SearchBike;
  onShowHistory: (bike: SearchBike) => void;
  onFound: (bike: SearchBike) => void;
  /** Without it there is no 'Kontakta ägaren' (messages are for customers; a store gets none). */
  onContact?: (bike: SearchBike) => void;
  /** More the page shows under a result (the store's own purchase details on /store-search). */
  renderExtra?: (bike: SearchBike) => ReactNode;
}

function Thumbnail({ bike, title }: { bike: SearchBike; title: string }) {
  const { t } = useTranslation('bike_search');
  const frame = 'size-16 shrink-0 overflow-hidden rounded-xl bg-muted sm:size-20';
  if (bike.photoUrl) {
    return (
      <div className={frame}>
        <img
          src={bike.photoUrl}
          srcSet={scaledImageSrcSet(bike.photoUrl)}
          sizes="(min-width: 640px) 80px, 64px"
          alt={t('card.photo_alt', { name: title })}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
    );
  }
  const Icon = bike.photoHidden ? EyeOff : Bike;
  return (
    <div
      className={`${frame} flex flex-col items-center justify-center gap-0.5 text-center text-muted-foreground`}
    >
      <Icon aria-hidden="true" className="size-6" />
      <span className="px-1 text-[11px] leading-tight">
        {bike.photoHidden ? t('card.photo_hidden') : t('card.no_photo')}
      </span>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation('bike_search');
  if (value === null || value.trim() === '') return null;
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('text-sm break-words', isHidden(value) && 'text-muted-foreground italic')}>
        {isHidden(value) ? t('card.hidden') : value}
      </dd>
    </div>
  );
}

/**
 * One search result (spec section 2): photo, flags, title, frame number and price on the
 * always-visible row, which expands to the details, the ownership history and, on a stolen
 * bike someone else owns, 'Hittad?'.
 */
export function SearchResultCard({
  bike,
  onShowHistory,
  onFound,
  onContact,
  renderExtra,
}: SearchResultCardProps) {
  const { t } = useTranslation('bike_search');
  const language = currentLanguage();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const title = searchBikeTitle(bike) ?? t('card.unnamed');
  const matchLabel =
    bike.match === 'exact' || bike.match === 'normalized' || bike.match === 'close'
      ? t(`card.match_${bike.match}`)
      : null;

  return (
    <Card
      role="article"
      aria-label={title}
      // Cards out of view are laid out when they come near it: a list's cards arrive together and
      // the page's layout of all of them was one long task on a slow phone.
      className={cn(
        'overflow-hidden p-0 [contain-intrinsic-size:auto_8rem] [content-visibility:auto]',
        bike.stolen && 'border-destructive/40',
      )}
    >
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded((open) => !open)}
        className="flex w-full items-start gap-3 p-3.5 text-left transition-colors hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset sm:gap-4 sm:p-4"
      >
        <Thumbnail bike={bike} title={title} />
        <span className="grid min-w-0 flex-1 gap-1.5">
          <BikeBadges bike={bike} />
          <span className="text-base leading-snug font-semibold break-words">{title}</span>
          <span className="font-mono text-sm break-all text-muted-foreground">{bike.frameNumber}</span>
          <span className="flex flex-wrap items-center gap-1.5">
            {matchLabel ? <Badge variant="outline">{matchLabel}</Badge> : null}
            {bike.isMine ? <Badge variant="success">{t('card.mine')}</Badge> : null}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-2">
          {bike.salePrice !== null ? (
            <span className="text-base font-bold text-primary-deep">
              {formatSalePrice(bike.salePrice, language)}
            </span>
          ) : null}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 text-muted-foreground transition-transform', expanded && 'rotate-180')}
          />
          <span className="sr-only">{expanded ? t('card.show_less') : t('card.show_more')}</span>
        </span>
      </button>

      {renderExtra?.(bike)}
      {/* The details are rendered when opened: a list of 15 cards otherwise builds (and formats the
          dates of) 15 hidden sections on the first render. The element stays for aria-controls. */}
      <div id={detailsId} hidden={!expanded} className="grid gap-4 border-t border-border p-3.5 sm:p-4">
        {expanded ? (
          <CardDetails
            bike={bike}
            onShowHistory={onShowHistory}
            onFound={onFound}
            {...(onContact ? { onContact } : {})}
          />
        ) : null}
      </div>
    </Card>
  );
}

/** What an opened card shows: the theft, every public field, and what one can do. */
function CardDetails({
  bike,
  onShowHistory,
  onFound,
  onContact,
}: Pick<SearchResultCardProps, 'bike' | 'onShowHistory' | 'onFound' | 'onContact'>) {
  const { t } = useTranslation('bike_search');
  const { t: tCommon } = useTranslation('common');
  const language = currentLanguage();
  return (
    <>
      {bike.stolen ? (
        <div className="grid gap-1 rounded-xl bg-destructive/10 p-3 text-sm text-destructive">
          {bike.stolenDate ? (
            <p className="font-semibold">
              {t('card.stolen_since', { date: formatDate(bike.stolenDate, language) })}
            </p>
          ) : null}
          {bike.stolenLocationDetails ? (
            <p className="flex items-start gap-1.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('card.stolen_place', { place: bike.stolenLocationDetails })}
            </p>
          ) : null}
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        <Detail label={t('card.brand')} value={bike.brand} />
        <Detail label={t('card.model')} value={bike.model} />
        <Detail label={t('card.color')} value={colourLabel(bike.color)} />
        <Detail label={t('card.type')} value={bike.bikeType ? bikeTypeLabel(bike.bikeType, tCommon) : null} />
        <Detail label={t('card.city')} value={bike.city} />
        <Detail label={t('card.registered')} value={formatDate(bike.registeredAt, language)} />
      </dl>
      {bike.description ? (
        <dl>
          <Detail label={t('card.description')} value={bike.description} />
        </dl>
      ) : null}
      {bike.forSale && bike.saleDescription ? (
        <dl>
          <Detail label={t('card.sale_description')} value={bike.saleDescription} />
        </dl>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onShowHistory(bike)}>
          <History aria-hidden="true" />
          {t('card.history')}
        </Button>
        {bike.isMine || !onContact ? null : (
          <Button variant="outline" size="sm" onClick={() => onContact(bike)}>
            <MessageCircle aria-hidden="true" />
            {t('card.contact_owner')}
          </Button>
        )}
        {bike.stolen && !bike.isMine ? (
          <Button variant="destructive" size="sm" onClick={() => onFound(bike)}>
            <SearchCheck aria-hidden="true" />
            {t('card.found')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
