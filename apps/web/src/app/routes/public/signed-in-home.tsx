import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { SearchBike } from '@ramkoll/shared/schemas/search';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { PoliceCallButton } from '@/components/police-call-button';
import { BikeHistoryDialog } from '@/features/bike-history/components/bike-history-dialog';
import { BikeSearch } from '@/features/bike-search/components/bike-search';
import { InstallAppPrompt } from '@/features/install-app/components/install-app-prompt';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { preloadableLazy, usePreloadWhenIdle } from '@/lib/preloadable-lazy';
import { useOwnShown } from '@/lib/use-hydrated';

// Not part of the home's first load: its code loads once the page is idle (or when asked for).
const ContactOwnerDialog = preloadableLazy(() =>
  import('@/features/messages/components/contact-owner-dialog').then((m) => ({
    default: m.ContactOwnerDialog,
  })),
);

/**
 * Signed-in home (spec section 2): search with QR scan, tips and filters, the stolen and
 * for-sale lists, ownership histories, contacting an owner, the police number and the install-app prompt.
 */
export function SignedInHome({ user }: { user: SessionUser }) {
  const { t } = useTranslation('bike_search');
  // The layout prerendered for anyone has no name (decision 064): the greeting's name comes after
  // the take-over. A home the server rendered for them has it from the start (decision 086).
  const firstName = useOwnShown() ? (user.fullName.trim().split(/\s+/)[0] ?? '') : '';
  const [historyBike, setHistoryBike] = useState<SearchBike | null>(null);
  const [contactBike, setContactBike] = useState<SearchBike | null>(null);
  usePreloadWhenIdle(ContactOwnerDialog);

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="grid gap-4 sm:flex sm:items-end sm:justify-between">
        <div className="min-w-0">
          {/* The line is kept without a name too, so nothing moves when the name comes. */}
          <p className="text-sm font-medium text-muted-foreground" aria-hidden={firstName ? undefined : true}>
            {firstName ? t('greeting', { name: firstName }) : '\u00a0'}
          </p>
          <h1 className="text-2xl font-bold tracking-tight text-primary-deep sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{t('lead')}</p>
        </div>
        <PoliceCallButton className="sm:shrink-0" />
      </header>
      <BikeSearch onShowHistory={setHistoryBike} onContact={setContactBike} />
      {/* Last: it shows once the browser offers installing, which can come after the page is on
          screen, and then it pushes nothing the customer is looking at. */}
      <InstallAppPrompt />
      <BikeHistoryDialog bike={historyBike} onClose={() => setHistoryBike(null)} />
      {contactBike ? (
        <LazyDialog>
          <ContactOwnerDialog
            key={contactBike.id}
            bike={contactBike}
            initialType={
              contactBike.stolen ? 'stolen_report' : contactBike.forSale ? 'ownership_inquiry' : 'general'
            }
            open
            onOpenChange={(open) => {
              if (!open) setContactBike(null);
            }}
          />
        </LazyDialog>
      ) : null}
    </div>
  );
}
