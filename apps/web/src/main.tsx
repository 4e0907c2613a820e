import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { preloadFirstShellParts } from './app/shell-parts';
import { sessionQueryOptions } from './features/auth/api/get-session';
import { hasStoredConsent } from './features/consent/utils/consent-key';
import { captureInstallPrompt } from './features/install-app/utils/install-prompt-event';
import { cn } from './lib/cn';
import { i18n, i18nReady } from './lib/i18n';
import { mirrorConsentCookie, mirrorLanguageCookie } from './lib/page-cookies';
import { createQueryClient } from './lib/query-client';
import {
  replayEarlyActions,
  takeEarlyActions,
  takeEarlyTyped,
  takeOverTypedValues,
  whenControlsTakenOver,
} from './lib/early-actions';
import { wantToaster } from './lib/toast';
import { PageTakeOver } from './lib/use-hydrated';
import { whenSettled } from './lib/when-settled';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Chromium offers installing once, early; the signed-in home's install card shows it later.
captureInstallPrompt();
// Every page waits for the session: ask for it first, alongside the texts and the page's code.
const queryClient = createQueryClient();

/**
 * A customer's home the server rendered for them comes with the answers it was rendered from (the
 * session, their points, the lists; decision 086): the app starts from them, so it renders the
 * same page without asking again. Read once and taken out of the page.
 */
function takePageData(): boolean {
  const element = document.getElementById('page-data');
  if (!element) return false;
  element.remove();
  try {
    hydrate(queryClient, JSON.parse(element.textContent ?? '') as DehydratedState);
    return true;
  } catch (error) {
    console.warn('Page data unreadable; loading anew', error);
    return false;
  }
}
const pageRenderedForThem = takePageData();
const session = queryClient.prefetchQuery(sessionQueryOptions());

/**
 * Ends the current task, so the browser can paint and answer input before the next piece of the
 * start-up: evaluating the app's code, setting up the router and rendering each take a slow phone
 * tens of milliseconds, and in one task together they would block it for a long one.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A prerendered page that did not match is rendered anew: expected now and then, never an error. */
function warnRenderedAnew(error: unknown): void {
  console.warn('Prerendered page rendered anew', error);
}

/**
 * A prerendered page (a visitor's, or a customer's home) arrives usable as far as the browser alone
 * can (decisions 083 and 085): what was typed into it is handed to the app's state, and the presses
 * the starter held back are replayed, once React has it.
 */
function TakenOver({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    // Until every control is React's (a part that suspended is hydrated after this commit), the
    // starter holds every press back, React's own listeners included. Not cancelled on cleanup: the
    // actions are handed over once (development's second run of the effect finds none).
    whenControlsTakenOver(root, () => {
      const early = takeEarlyActions();
      takeOverTypedValues(root, takeEarlyTyped());
      // After React has rendered what was typed (its answer to the input events comes before the
      // next task), so a replayed sending sends it.
      setTimeout(() => replayEarlyActions(early), 0);
    });
  }, [root]);
  return children;
}

/** Resolves once the router has loaded the first page's code (its lazy route modules). */
function firstRouteLoaded(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  // Matches the first page and starts loading its code.
  const router = createAppRouter();
  // The first render waits for everything the first page shows: the active language's shell
  // texts, the page's code, the session answer and the shell parts it calls for (the cookie banner,
  // the signed-in bars), all loading in parallel. So the first paint is the whole page, with
  // nothing popping in or pushing it down after it (docs/decisions/027-web-loading.md).
  // A task of its own after the session answer (read and checked in the task it arrived in): asking
  // for the shell parts' code appends a preload link for each of their chunks.
  const shellParts = session
    .then(nextTask)
    .then(() =>
      preloadFirstShellParts(
        queryClient.getQueryData(sessionQueryOptions().queryKey)?.user?.role ?? null,
        window.location.pathname,
      ),
    );
  await Promise.allSettled([i18nReady, firstRouteLoaded(router), shellParts]);
  // What the server chose the prerendered page by follows this browser's storage from now on.
  mirrorLanguageCookie(i18n.language);
  mirrorConsentCookie(hasStoredConsent());
  const app = (
    <StrictMode>
      <TakenOver root={root}>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </TakenOver>
    </StrictMode>
  );
  // tailwind-merge builds its class map on its first use, tens of milliseconds on a slow phone: in
  // a task of its own rather than inside the first slice of React's render.
  await nextTask();
  cn('p-0', 'p-1');
  await nextTask();
  // A transition: React renders in slices that leave the main thread free between them.
  startTransition(() => {
    // A visitor's first page came prerendered (docs/decisions/063-prerendered-visitor-pages.md):
    // React takes over the HTML that is already on screen instead of building it again. Should it
    // differ (storage and cookies out of step, a customer's own menus on their home's layout,
    // decision 064), React renders the page anew and says so.
    if (root.firstElementChild) {
      hydrateRoot(root, <PageTakeOver theirs={pageRenderedForThem}>{app}</PageTakeOver>, {
        onRecoverableError: warnRenderedAnew,
      });
    } else {
      createRoot(root).render(app);
    }
  });
  // The service worker (offline start, install) is for later visits: its code is not part of the
  // first load, and it registers once the page has settled, since its install downloads the whole
  // app (docs/decisions/075-service-worker-after-the-start.md).
  await whenSettled(queryClient);
  // The toaster too waits for a settled page, unless a toast asked for it first (decision 077).
  wantToaster();
  const { registerServiceWorker } = await import('./lib/register-service-worker');
  registerServiceWorker();
}

void start(container);
