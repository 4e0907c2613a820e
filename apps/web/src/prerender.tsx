import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { CookieConsent, SignedInChrome, SignedInHome, SignedInTopBar, VisitorHome } from './app/shell-parts';
import { sessionPath, sessionQueryOptions } from './features/auth/api/get-session';
import { sessionSchema } from './features/auth/api/session-schema';
import { loadSignedInHomeData } from './app/routes/public/signed-in-home-data';
import { validAnswer, withServerAnswers, type ServerAnswer } from './lib/api-client';
import { pendingCountPollMs } from './features/receipts/api/get-pending-count';
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
      mustChangePassword: false,
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
  await loadParts(language, customer);
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryOptions().queryKey, customer ? anyCustomer(language) : signedOut);
  return renderPage(path, consented, queryClient, false);
}

/** The active language's texts and the code of every part the page shows, so nothing suspends. */
async function loadParts(language: Language, customer: boolean): Promise<void> {
  await i18n.changeLanguage(language);
  await loadPageTexts();
  await CookieConsent.preload();
  if (customer)
    await Promise.all([SignedInTopBar.preload(), SignedInChrome.preload(), SignedInHome.preload()]);
  else await VisitorHome.preload();
}

/**
 * Renders `path` with what `queryClient` holds. Synchronous from the window stand-in to the markup,
 * so no other render can see the stand-in or change the language meanwhile.
 */
async function renderPage(
  path: string,
  consented: boolean,
  queryClient: QueryClient,
  theirs: boolean,
): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
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
    // Every lazy part loaded before, so nothing suspends: renderToString writes the page whole.
    return renderToString(
      <PageTakeOver theirs={theirs}>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PageTakeOver>,
    );
  } finally {
    Reflect.deleteProperty(globalThis, 'window');
  }
}

export interface CustomerHomeOptions {
  /** The address asked for: `/`, with a search in it if there is one (`/?q=Crescent`). */
  url: string;
  language: Language;
  /** Whether the customer has made a cookie choice (then there is no banner). */
  consented: boolean;
  /**
   * Answers a GET of the API as the server's own route answers it for the person the page is for
   * (the server calls its routes with their request's cookies).
   */
  answer: (path: string) => Promise<ServerAnswer>;
}

export interface CustomerHome {
  /** The page's markup, for inside `<div id="root">`. */
  markup: string;
  /**
   * The query cache the page was rendered from (the session and the home's lists), as JSON that is
   * safe inside a `<script type="application/json">`: the app takes the page over from it.
   */
  data: string;
}

/**
 * A customer's home rendered for them needs its code at their first touch, or once the first of its
 * live parts is due: the receipts count's poll (decision 086).
 */
export const customerHomeStartAfterMs = pendingCountPollMs;

/** Renders one page at a time: the language and the window stand-in are the module's, shared. */
let renders: Promise<unknown> = Promise.resolve();

/** Runs `work` once everything queued before it has ended, whether it succeeded or not. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const done = renders.then(work);
  renders = done.catch(() => undefined);
  return done;
}

/**
 * A signed-in customer's home as it is for them now (decision 086): their session, points,
 * notifications and receipts count, the stolen list and the bikes for sale, loaded through the
 * page's own queries from `answer`. Null when the session is not a customer's (the server then
 * sends what it sends anyone else). A list whose answer failed is left to the app, in its loading
 * state, as on any page.
 */
export function renderCustomerHome(options: CustomerHomeOptions): Promise<CustomerHome | null> {
  return inTurn(() => renderCustomerHomeNow(options));
}

/**
 * Loads both languages' texts and the home's code, so the first customer after a start does not
 * wait for them (the server calls it once it is ready).
 */
export function warmUp(): Promise<void> {
  return inTurn(async () => {
    for (const language of ['en', defaultLanguage] as const) await loadParts(language, true);
  });
}

async function renderCustomerHomeNow({ url, language, consented, answer }: CustomerHomeOptions) {
  const address = new URL(url, 'http://localhost');
  if (address.pathname !== '/') throw new Error(`not the home: ${url}`);
  const session = await answer(sessionPath);
  if (session.status !== 200) return null;
  const checked = await validAnswer(session.body, await sessionSchema());
  if (checked.user?.role !== 'customer') return null;
  await loadParts(language, true);
  // Asked once: an answer that failed is left to the app (a retry's wait would hold up every render).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryOptions().queryKey, checked);
  await withServerAnswers(answer, () => loadSignedInHomeData(queryClient));
  // What failed renders as loading, which is what the app, asking again, renders first too.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  // A search in the address renders as the app will: its results loading, which the app then asks for.
  const markup = await renderPage(`${address.pathname}${address.search}`, consented, queryClient, true);
  return { markup, data: jsonForHtml(dehydrate(queryClient)) };
}

/** JSON whose `<` can neither close the script element it is in nor open a comment there. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
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
