import { Cookie } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { ConsentChoices } from '@ramkoll/shared/schemas/consent';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { recordAudit } from '@/lib/audit-log';
import { cn } from '@/lib/cn';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useOnceTrue } from '@/lib/use-once-true';
import { useSaveConsent } from '../api/save-consent';
import { acceptAll, necessaryOnly, readStoredConsent, writeStoredConsent } from '../utils/consent-storage';

/**
 * The per-category choice is a dialog few open: its code (the dialog and its switches) loads when
 * the pointer or focus reaches 'Anpassa', not with the banner every first visit shows.
 */
const CookieSettingsDialog = preloadableLazy(() =>
  import('./cookie-settings-dialog').then((m) => ({ default: m.CookieSettingsDialog })),
);
const preloadSettings = () => void CookieSettingsDialog.preload();

interface CookieConsentProps {
  /** The signed-in user's id, or null: a signed-in choice is also saved on the server. */
  userId: string | null;
  /** Lift the banner above the bottom bar when it is shown. */
  raised?: boolean;
}

/**
 * The cookie banner (spec sections 2 and 4): shown until a choice is made, non-blocking, at the
 * bottom. The choice is kept for 365 days in localStorage; for a signed-in user it is also saved
 * on the server, and a choice made before signing in is pushed after sign-in.
 */
export function CookieConsent({ userId, raised = false }: CookieConsentProps) {
  const { t } = useTranslation('consent');
  const save = useSaveConsent();
  const [stored, setStored] = useState(() => readStoredConsent());
  const [customising, setCustomising] = useState(false);
  // Mounted from the first 'Anpassa' on, so closing it plays its way out like any dialog.
  const settingsWanted = useOnceTrue(customising);
  const pushedFor = useRef<string | null>(null);
  const { mutate } = save;

  useEffect(() => {
    if (!userId || !stored || pushedFor.current === userId) return;
    pushedFor.current = userId;
    mutate(stored.choices);
  }, [userId, stored, mutate]);

  function choose(choices: ConsentChoices) {
    const next = writeStoredConsent(choices);
    // Marks this user's choice as sent, so the effect above does not send it twice.
    if (userId) {
      pushedFor.current = userId;
      mutate(choices);
    }
    recordAudit('consent_change', { userId, details: { ...choices } });
    setCustomising(false);
    setStored(next);
  }

  if (stored) return null;

  return (
    <>
      <section
        aria-labelledby="cookie-banner-title"
        className={cn(
          'fixed inset-x-0 z-40 px-3 pb-3 sm:px-6',
          raised
            ? 'bottom-[calc(4rem+env(safe-area-inset-bottom))]'
            : 'bottom-0 pb-[calc(0.75rem+env(safe-area-inset-bottom))]',
        )}
      >
        <div className="mx-auto flex max-w-4xl flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-xl sm:flex-row sm:items-center sm:gap-5">
          <div className="flex gap-3">
            <Cookie aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-foreground" />
            <div>
              <h2 id="cookie-banner-title" className="font-semibold">
                {t('banner.title')}
              </h2>
              <p className="text-sm text-muted-foreground">
                {t('banner.text')}{' '}
                <Link
                  to={paths.privacy.getHref()}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t('banner.privacy_link')}
                </Link>
              </p>
            </div>
          </div>
          <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-col">
            <Button size="sm" onClick={() => choose(acceptAll)} className="col-span-2">
              {t('banner.accept_all')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => choose(necessaryOnly)}>
              {t('banner.necessary_only')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onPointerEnter={preloadSettings}
              onFocus={preloadSettings}
              onClick={() => setCustomising(true)}
            >
              {t('banner.customise')}
            </Button>
          </div>
        </div>
      </section>
      {settingsWanted ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            open={customising}
            onOpenChange={setCustomising}
            initial={necessaryOnly}
            onSave={choose}
          />
        </Suspense>
      ) : null}
    </>
  );
}
