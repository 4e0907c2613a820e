import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { i18n, i18nReady, namespaces } from '@/lib/i18n';

// The app loads texts per language and on demand; tests have both languages' catalogues up front.
await i18nReady;
await i18n.loadNamespaces([...namespaces]);
await i18n.loadLanguages('en');
// The shell's lazy parts, loaded up front so a test's first render does not wait for them to be
// transformed (in the browser they are small chunks fetched alongside the session).
await Promise.all([
  import('@/app/signed-in-shell'),
  import('@/app/routes/public/signed-in-home'),
  import('@/features/consent/components/cookie-consent'),
]);

// A route's first render imports its lazy chunk through Vite's transform, which on a busy
// machine can take longer than testing-library's default 1 s; a broken page still fails, later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs; the app calls them on every route change and in sonner.
Object.defineProperty(window, 'scrollTo', { value: vi.fn(), writable: true });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// jsdom has no object URLs; image fields preview a chosen file through one.
if (!('createObjectURL' in URL)) {
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', { value: () => `blob:test/${++next}`, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, writable: true });
}

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=', 1)[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  await i18n.changeLanguage('sv');
});

/** Whether a toast was on screen in this file (see afterAll). */
let toastsShown = false;

afterEach(() => {
  if (document.querySelector('[data-sonner-toast]')) toastsShown = true;
  cleanup();
  vi.unstubAllGlobals();
});

// sonner removes a closing toast 200 ms later on a timer of its own; fired after the file's
// jsdom is gone, it throws "window is not defined" into the next file. Let it fire here.
afterAll(async () => {
  if (!toastsShown) return;
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 300));
});
