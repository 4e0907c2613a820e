import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { catalogue as EnPages } from './catalogues/en-pages';
import type { catalogue as EnShell } from './catalogues/en-shell';
import { pageNamespaces, shellNamespaces } from './catalogues/namespaces';
import { mirrorLanguageCookie } from './page-cookies';
import type { catalogue as SvPages } from './catalogues/sv-pages';
import type { catalogue as SvShell } from './catalogues/sv-shell';

export const languages = ['sv', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'sv';

/** localStorage key remembering the chosen language. */
export const languageStorageKey = 'ramkoll.lang';

/** The shape of every text catalogue (types only: the texts themselves load per language). */
export interface Resources {
  sv: typeof SvShell & typeof SvPages;
  en: typeof EnShell & typeof EnPages;
}

export const namespaces = [...shellNamespaces, ...pageNamespaces] as const;

type CatalogueGroup = 'shell' | 'pages';
type CatalogueModule = Promise<{ catalogue: Record<string, unknown> }>;

/**
 * Only the active language is downloaded, in two chunks: the shell's namespaces before the first
 * paint, the rest after it (docs/decisions/027-web-loading.md). Each import is its own chunk.
 */
const catalogueLoaders: Record<Language, Record<CatalogueGroup, () => CatalogueModule>> = {
  sv: { shell: () => import('./catalogues/sv-shell'), pages: () => import('./catalogues/sv-pages') },
  en: { shell: () => import('./catalogues/en-shell'), pages: () => import('./catalogues/en-pages') },
};

function groupOf(namespace: string): CatalogueGroup {
  return (shellNamespaces as readonly string[]).includes(namespace) ? 'shell' : 'pages';
}

/** i18next asks for one language and namespace at a time; a chunk is fetched once per group. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`no catalogue for language ${language}`), false);
      return;
    }
    catalogueLoaders[language][groupOf(namespace)]().then(
      (module) => callback(null, module.catalogue[namespace] as Record<string, string>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): fall back to Swedish.
    return defaultLanguage;
  }
}

function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Not remembering the choice is acceptable; the page still switches.
  }
  mirrorLanguageCookie(language);
}

function syncDocumentLanguage(language: string): void {
  // No document when the public pages are prerendered at build time (src/prerender.tsx).
  if (typeof document === 'undefined') return;
  // Set only when it changes: setting it restyles the whole page, which is already on screen when
  // the page came prerendered in this language.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();
i18n.on('languageChanged', (language) => {
  syncDocumentLanguage(language);
});

/**
 * Resolves once the active language's shell texts are loaded: main.tsx renders after it, so the
 * first paint never shows keys. A component that asks for a namespace not yet loaded suspends
 * (react-i18next) instead of showing keys; page routes load the rest before rendering.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: readStoredLanguage(),
    // Both catalogues have the same keys (a test checks), so no second language is ever needed.
    fallbackLng: false,
    supportedLngs: languages,
    load: 'currentOnly',
    // A copy: i18next adds every namespace it loads later to this very array.
    ns: [...shellNamespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // No advert for i18next's paid service in every visitor's console.
    showSupportNotice: false,
  });

/** Loads the active language's page texts (every namespace outside the shell). */
export async function loadPageTexts(): Promise<void> {
  await i18n.loadNamespaces([...pageNamespaces]);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/**
 * Switches the UI language, remembers it and keeps `<html lang>` in sync. i18next downloads the
 * new language's catalogue for every namespace loaded so far before it switches, so no key shows.
 */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}
