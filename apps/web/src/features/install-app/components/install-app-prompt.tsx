import { Share, Smartphone, SquarePlus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { useInstallPrompt } from '../utils/use-install-prompt';

/**
 * The signed-in home's install card (spec section 2). Chromium browsers get an 'Installera appen'
 * button that opens the browser's own dialog; Safari on iOS, which has no such dialog, gets the two
 * steps in the share menu. Nothing shows inside the installed app, in other browsers, or for 30
 * days after 'Inte nu'.
 */
export function InstallAppPrompt() {
  const { t } = useTranslation('install_app');
  const { offer, install, dismiss } = useInstallPrompt();
  const titleId = useId();
  // What this browser offers is known here only: never part of a prerendered page (decision 064).
  const hydrated = useHydrated();

  if (!hydrated || offer === 'none') return null;

  return (
    <section
      aria-labelledby={titleId}
      className="flex gap-3 rounded-2xl border border-border bg-primary-soft p-4 text-foreground"
    >
      <Smartphone aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
      <div className="grid min-w-0 flex-1 gap-3">
        <div className="grid gap-1">
          <h2 id={titleId} className="font-semibold">
            {t('prompt.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('prompt.text')}</p>
        </div>
        {offer === 'ios' ? (
          <div className="grid gap-1.5 text-sm">
            <p>{t('prompt.ios_intro')}</p>
            <ol className="grid gap-1.5">
              <li className="flex items-center gap-2">
                <Share aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {t('prompt.ios_step_share')}
              </li>
              <li className="flex items-center gap-2">
                <SquarePlus aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {t('prompt.ios_step_add')}
              </li>
            </ol>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {offer === 'prompt' ? (
            <Button size="sm" onClick={() => void install()}>
              {t('prompt.install')}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={dismiss}>
            {t('prompt.dismiss')}
          </Button>
        </div>
      </div>
    </section>
  );
}
