import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { CookieConsent, SignedInChrome, SignedInHome, SignedInTopBar, VisitorHome } from './app/shell-parts';
import { sessionQueryOptions } from './features/auth/api/get-session';
import { consentStorageKey, necessaryOnly } from './features/consent/utils/consent-storage';
import { defaultLanguage, i18n, languageStorageKey, loadPageTexts, type Language } from './lib/i18n';
import { PageTakeOver } from './lib/use-hydrated';

/*
 * The public pages a visitor opens first, rendered at build time (scripts/prerender-web.mjs) with the
 * app's own components, so the server can send HTML that paints before any JavaScript has run
 * (docs/decisions/063-prerendered-visitor-pages.md). The app then renders the same page over it.
 * Only what is the same for every visitor is rendered: no session, the language and whether the
 * cookie banner shows are chosen by the server from the visitor's cookies. A signed-in customer's
 * home is rendered too, as it stands before anything of theirs has loaded (decision 064): the app
 * takes it over and then shows what is theirs.
 */

/** A visitor's session answer: signed out. */
const signedOut: SessionResponse = {
  user: null,
  expiresAt: null,
  idleExpiresInSeconds: null,
  idleTimeoutSeconds: 1200,
  idleWarningSeconds: 300,
};

/**
 * The customer the signed-in home is rendered for: nobody in particular. No name (no greeting, a blank
 * avatar), the default menus, nothing loaded yet (points, lists and counts show their loading state).
 */
function anyCustomer(language: Language): SessionResponse {
  return {
    ...signedOut,
    user: {
      id: '00000000-0000-4000-8000-000000000000',
      email: '',
      role: 'customer',
      fullName: '',
      avatarUrl: null,
      personalNumberMasked: null,
      language,
      menuPreferences: [],
      topMenuPreferences: [],
      browserNotificationsEnabled: false,
      bikeRegistrationNotifications: false,
      messageNotifications: false,
      store: null,
    },
  };
}

export interface PrerenderOptions {
  /** The page's path: `/` or `/auth`. */
  path: string;
  language: Language;
  /** Whether the visitor has made a cookie choice (then there is no banner). */
  consented: boolean;
  /** A signed-in customer's page (only `/`) instead of the visitor's. */
  customer?: boolean;
}

export async function prerenderPage({
  path,
  language,
  consented,
  customer = false,
}: PrerenderOptions): Promise<string> {
  await i18n.changeLanguage(language);
  await loadPageTexts();
  await CookieConsent.preload();
  if (customer)
    await Promise.all([SignedInTopBar.preload(), SignedInChrome.preload(), SignedInHome.preload()]);
  else await VisitorHome.preload();
  const choice = { choices: necessaryOnly, timestamp: new Date().toISOString() };
  const storage = new Map<string, string>(consented ? [[consentStorageKey, JSON.stringify(choice)]] : []);
  // The banner reads the stored choice as it renders; on the server that is this page's variant.
  // The signed-in home's install card asks what browser this is: none that offers installing.
  globalThis.window = {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: () => undefined,
      removeItem: () => undefined,
    },
    navigator: { userAgent: '', maxTouchPoints: 0 },
    matchMedia: () => ({ matches: false }),
  } as unknown as Window & typeof globalThis;
  try {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(path, 'http://localhost')));
    if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQueryOptions().queryKey, customer ? anyCustomer(language) : signedOut);
    // Every lazy part loaded above, so nothing suspends: renderToString writes the page whole.
    return renderToString(
      <PageTakeOver>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PageTakeOver>,
    );
  } finally {
    Reflect.deleteProperty(globalThis, 'window');
  }
}

/**
 * What a visitor's copy is chosen by, as the app reads it from storage at its start: the starter
 * (apps/web/start-after-paint.js) checks the copy against it before leaving the app's start to the
 * visitor's first touch (docs/decisions/083-visitor-pages-start-on-first-touch.md).
 */
export const storedChoices = {
  languageKey: languageStorageKey,
  defaultLanguage,
  consentKey: consentStorageKey,
};
