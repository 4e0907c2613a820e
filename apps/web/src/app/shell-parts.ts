import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { hasStoredConsent } from '@/features/consent/utils/consent-key';
import { loadPageTexts } from '@/lib/i18n';
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
/** Someone with a temporary password sees only its change (decision 091): rare, so its own chunk. */
export const PasswordChangeRequired = preloadableLazy(() =>
  import('@/features/settings/components/password-change-required').then((m) => ({
    default: m.PasswordChangeRequired,
  })),
);
export const CookieConsent = preloadableLazy(() =>
  import('@/features/consent/components/cookie-consent').then((m) => ({ default: m.CookieConsent })),
);

/** sonner is not needed for the first paint (docs/decisions/027-web-loading.md). */
export const Toaster = preloadableLazy(() =>
  import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })),
);

/**
 * The signed-in home (search, histories, messages) with the page texts: its own chunk, so a
 * visitor's first load carries only the marketing home.
 */
export const SignedInHome = preloadableLazy(() =>
  Promise.all([import('./routes/public/signed-in-home'), loadPageTexts()]).then(([module]) => ({
    default: module.SignedInHome,
  })),
);

/**
 * The visitor's home (the product's presentation): its own chunk, so a customer's home does not
 * load the marketing page and its pictures' code (eleven chunks) it never shows.
 */
export const VisitorHome = preloadableLazy(() =>
  import('@/features/marketing/components/visitor-home').then((m) => ({ default: m.VisitorHome })),
);

/**
 * The parts the first page shows: the banner until a choice is stored, the bars when signed in,
 * and on `/` the home for who is there (a customer's signed-in home or the visitor's), whose code
 * would otherwise only be asked for once the home route had rendered (a round trip more before the page).
 */
export function preloadFirstShellParts(role: SessionUser['role'] | null, pathname: string): Promise<unknown> {
  const customer = role === 'customer';
  return Promise.all([
    hasStoredConsent() ? null : CookieConsent.preload(),
    // Spec section 2: the top bar is the customers'; stores and admins have their own areas.
    customer ? SignedInTopBar.preload() : null,
    role ? SignedInChrome.preload() : null,
    customer && pathname === '/' ? SignedInHome.preload() : null,
    role === null && pathname === '/' ? VisitorHome.preload() : null,
  ]);
}
