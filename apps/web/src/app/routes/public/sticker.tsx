import { Bike, CircleCheck, Link2Off, LogIn, QrCode, SearchCheck, SearchX, Tag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useParams } from 'react-router';
import type { SearchBike } from '@ramkoll/shared/schemas/search';
import { BikeBadges } from '@/components/bikes/bike-badges';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/state-cards';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/features/auth/api/get-session';
import { FoundBikeDialog } from '@/features/bike-search/components/found-bike-dialog';
import { isHidden, searchBikeTitle } from '@/features/bike-search/utils/shown-value';
import { useSticker } from '@/features/stickers/api/get-sticker';
import { isApiError } from '@/lib/api-client';
import { bikeTypeLabel } from '@/lib/bike-types';
import { formatDate, formatSalePrice } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { colourLabel } from '@/lib/colours';

/**
 * `/q/<code>`, what a Ramkoll sticker's QR code opens (docs/product-rules.md "Bikes, search and stickers"):
 * for anyone, the bike's public card with its stolen or for-sale state and never who owns it;
 * "Hittad?" on a stolen bike (visitors sign in first and come back here); for the owner, the way to
 * the bike; for a sticker on no bike, how stickers are activated; for an unknown code, the search.
 */
export function StickerPage() {
  const { t } = useTranslation(['bike_search', 'pages', 'errors']);
  useDocumentTitle(t('pages:titles.sticker'));
  const code = (useParams().code ?? '').toUpperCase();
  const { user, isPending: sessionPending } = useSessionUser();
  const sticker = useSticker(code, Boolean(user));

  let body;
  if (sessionPending || sticker.isPending) {
    body = (
      <Card className="flex items-center justify-center px-6 py-12 text-muted-foreground">
        <Spinner label={t('sticker.loading')} />
      </Card>
    );
  } else if (sticker.isError) {
    const unknown =
      isApiError(sticker.error) && ['STICKER_NOT_FOUND', 'VALIDATION_FAILED'].includes(sticker.error.code);
    body = unknown ? (
      <EmptyState icon={SearchX} title={t('sticker.unknown_title')} text={t('errors:STICKER_NOT_FOUND')}>
        <Button asChild className="mt-6">
          <Link to={paths.home.getHref()}>{t('sticker.search_link')}</Link>
        </Button>
      </EmptyState>
    ) : (
      <ErrorState
        title={t('sticker.failed')}
        retryLabel={t('sticker.retry')}
        retrying={sticker.isFetching}
        onRetry={() => void sticker.refetch()}
      />
    );
  } else if (sticker.data.bike === null) {
    body = (
      <EmptyState icon={Link2Off} title={t('sticker.unassigned_title')} text={t('sticker.unassigned_text')}>
        <p className="mt-3 max-w-md text-muted-foreground">{t('sticker.unassigned_how')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.order.getHref()}>{t('sticker.order_link')}</Link>
          </Button>
          {user?.role === 'customer' ? (
            <Button asChild variant="outline">
              <Link to={paths.bikeRegistration.getHref()}>{t('sticker.register_link')}</Link>
            </Button>
          ) : null}
        </div>
      </EmptyState>
    );
  } else {
    body = <StickerBike bike={sticker.data.bike} code={code} signedIn={Boolean(user)} />;
  }

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6 md:py-12">
      <header className="grid gap-2">
        <p className="inline-flex items-center gap-2 text-sm font-medium text-primary">
          <QrCode aria-hidden="true" className="size-4" />
          {t('sticker.eyebrow')}
        </p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('pages:titles.sticker')}</h1>
        <p className="text-muted-foreground">{t('sticker.lead')}</p>
        <p className="font-mono text-sm text-muted-foreground">{t('sticker.code', { code })}</p>
      </header>
      {body}
    </div>
  );
}

function StickerBike({ bike, code, signedIn }: { bike: SearchBike; code: string; signedIn: boolean }) {
  const { t } = useTranslation('bike_search');
  const { t: tCommon } = useTranslation('common');
  const language = currentLanguage();
  const [reporting, setReporting] = useState(false);
  const title = searchBikeTitle(bike) ?? t('card.unnamed');
  const detail = (label: string, value: string | null) =>
    value === null || value.trim() === '' ? null : (
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className={isHidden(value) ? 'text-sm text-muted-foreground italic' : 'text-sm break-words'}>
          {isHidden(value) ? t('card.hidden') : value}
        </dd>
      </div>
    );

  return (
    <div className="grid gap-4">
      {bike.isMine ? (
        <Card className="flex flex-col gap-3 border-success/40 bg-success/5 p-4 sm:flex-row sm:items-center">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-success" />
          <div className="grid flex-1 gap-1">
            <h2 className="font-semibold">{t('sticker.mine_title')}</h2>
            <p className="text-sm text-muted-foreground">{t('sticker.mine_text')}</p>
          </div>
          <Button asChild>
            <Link to={paths.myBikes.getHref()}>{t('sticker.mine_link')}</Link>
          </Button>
        </Card>
      ) : null}

      <Card role="article" aria-label={title} className={bike.stolen ? 'border-destructive/40 p-4' : 'p-4'}>
        <div className="flex items-start gap-4">
          <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-muted text-muted-foreground">
            {bike.photoUrl ? (
              <img
                src={bike.photoUrl}
                alt={t('card.photo_alt', { name: title })}
                className="size-full object-cover"
              />
            ) : (
              <Bike aria-hidden="true" className="size-8" />
            )}
          </div>
          <div className="grid min-w-0 flex-1 gap-1.5">
            <BikeBadges bike={bike} />
            <h2 className="text-lg leading-snug font-semibold break-words">{title}</h2>
            <p className="font-mono text-sm break-all text-muted-foreground">{bike.frameNumber}</p>
          </div>
          {bike.salePrice !== null ? (
            <p className="shrink-0 text-lg font-bold text-primary-deep">
              {formatSalePrice(bike.salePrice, language)}
            </p>
          ) : null}
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {detail(t('card.brand'), bike.brand)}
          {detail(t('card.model'), bike.model)}
          {detail(t('card.color'), colourLabel(bike.color))}
          {detail(t('card.type'), bike.bikeType ? bikeTypeLabel(bike.bikeType, tCommon) : null)}
          {detail(t('card.city'), bike.city)}
          {detail(t('card.description'), bike.description)}
        </dl>
      </Card>

      {bike.stolen ? (
        <Card
          className="grid gap-3 border-destructive/40 bg-destructive/5 p-4"
          aria-labelledby="sticker-stolen"
        >
          <h2 id="sticker-stolen" className="font-semibold text-destructive">
            {t('sticker.stolen_title')}
          </h2>
          {bike.stolenDate ? (
            <p className="text-sm">
              {t('card.stolen_since', { date: formatDate(bike.stolenDate, language) })}
            </p>
          ) : null}
          {bike.stolenLocationDetails ? (
            <p className="text-sm">{t('card.stolen_place', { place: bike.stolenLocationDetails })}</p>
          ) : null}
          {bike.isMine ? null : (
            <>
              <p className="text-sm text-muted-foreground">{t('sticker.stolen_text')}</p>
              {signedIn ? (
                <Button className="justify-self-start" onClick={() => setReporting(true)}>
                  <SearchCheck aria-hidden="true" />
                  {t('card.found')}
                </Button>
              ) : (
                <div className="grid gap-2">
                  <Button asChild className="justify-self-start">
                    <Link to={paths.auth.getHref(paths.sticker.getHref(code))}>
                      <LogIn aria-hidden="true" />
                      {t('sticker.sign_in_to_report')}
                    </Link>
                  </Button>
                  <p className="text-xs text-muted-foreground">{t('sticker.sign_in_note')}</p>
                </div>
              )}
            </>
          )}
        </Card>
      ) : (
        <p className="text-sm text-muted-foreground">{t('sticker.not_stolen')}</p>
      )}

      {bike.forSale && !bike.isMine ? (
        <Card className="flex items-start gap-3 p-4">
          <Tag aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="grid gap-1">
            <h2 className="font-semibold">{t('sticker.for_sale_title')}</h2>
            <p className="text-sm text-muted-foreground">{t('sticker.for_sale_text')}</p>
            {/* The text asks a visitor to sign in: the way to, back to this sticker afterwards. */}
            {signedIn ? null : (
              <Button asChild variant="outline" className="mt-2 justify-self-start">
                <Link to={paths.auth.getHref(paths.sticker.getHref(code))}>
                  <LogIn aria-hidden="true" />
                  {t('sticker.sign_in')}
                </Link>
              </Button>
            )}
          </div>
        </Card>
      ) : null}

      {reporting ? (
        <FoundBikeDialog
          bike={bike}
          open
          onOpenChange={(open) => {
            if (!open) setReporting(false);
          }}
        />
      ) : null}
    </div>
  );
}
