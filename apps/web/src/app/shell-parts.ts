import { hasStoredConsent } from '@/features/consent/utils/consent-key';
import { preloadableLazy } from '@/lib/preloadable-lazy';

/*
 * The shell's lazy parts (docs/decisions/027-web-loading.md): a visitor's first load needs none of
 * the signed-in bars, and nobody who has made a cookie choice needs the banner. The app's start
 * loads the ones the first page shows before it renders (preloadFirstShellParts), so they are in
 * the page's first paint instead of popping in after it.
 */
export const SignedInTopBar = preloadableLazy(() =>
  import('./signed-in-shell').then((m) => ({ default: m.SignedInTopBar })),
);
export const SignedInChrome = preloadableLazy(() =>
  import('./signed-in-shell').then((m) => ({ default: m.SignedInChrome })),
);
export const CookieConsent = preloadableLazy(() =>
  import('@/features/consent/components/cookie-consent').then((m) => ({ default: m.CookieConsent })),
);

/** sonner is not needed for the first paint (docs/decisions/027-web-loading.md). */
export const Toaster = preloadableLazy(() =>
  import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })),
);

/** The parts the first page shows: the banner until a choice is stored, the bars when signed in. */
export function preloadFirstShellParts(signedIn: boolean): Promise<unknown> {
  return Promise.all([
    hasStoredConsent() ? null : CookieConsent.preload(),
    signedIn ? SignedInTopBar.preload() : null,
    signedIn ? SignedInChrome.preload() : null,
  ]);
}
