import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { CookieConsent, Toaster } from './app/shell-parts';
import { sessionQueryOptions } from './features/auth/api/get-session';
import { consentStorageKey, necessaryOnly } from './features/consent/utils/consent-storage';
import { i18n, loadPageTexts, type Language } from './lib/i18n';

/*
 * The public pages a visitor opens first, rendered at build time (scripts/prerender-web.mjs) with the
 * app's own components, so the server can send HTML that paints before any JavaScript has run
 * (docs/decisions/063-prerendered-visitor-pages.md). The app then renders the same page over it.
 * Only what is the same for every visitor is rendered: no session, the language and whether the
 * cookie banner shows are chosen by the server from the visitor's cookies.
 */

/** A visitor's session answer: signed out. */
const signedOut: SessionResponse = {
  user: null,
  expiresAt: null,
  idleExpiresInSeconds: null,
  idleTimeoutSeconds: 1200,
  idleWarningSeconds: 300,
};

export interface PrerenderOptions {
  /** The page's path: `/` or `/auth`. */
  path: string;
  language: Language;
  /** Whether the visitor has made a cookie choice (then there is no banner). */
  consented: boolean;
}

export async function prerenderPage({ path, language, consented }: PrerenderOptions): Promise<string> {
  await i18n.changeLanguage(language);
  await loadPageTexts();
  await Promise.all([CookieConsent.preload(), Toaster.preload()]);
  const choice = { choices: necessaryOnly, timestamp: new Date().toISOString() };
  const storage = new Map<string, string>(consented ? [[consentStorageKey, JSON.stringify(choice)]] : []);
  // The banner reads the stored choice as it renders; on the server that is this page's variant.
  globalThis.window = {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: () => undefined,
      removeItem: () => undefined,
    },
  } as unknown as Window & typeof globalThis;
  try {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(path, 'http://localhost')));
    if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQueryOptions().queryKey, signedOut);
    // Every lazy part loaded above, so nothing suspends: renderToString writes the page whole.
    return renderToString(
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>,
    );
  } finally {
    Reflect.deleteProperty(globalThis, 'window');
  }
}
