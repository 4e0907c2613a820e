import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '@ramkoll/shared/i18n/en/auth.json';
import enBikeHistory from '@ramkoll/shared/i18n/en/bike_history.json';
import enBikeSearch from '@ramkoll/shared/i18n/en/bike_search.json';
import enBikeRegistration from '@ramkoll/shared/i18n/en/bike_registration.json';
import enCommon from '@ramkoll/shared/i18n/en/common.json';
import enConsent from '@ramkoll/shared/i18n/en/consent.json';
import enErrors from '@ramkoll/shared/i18n/en/errors.json';
import enHome from '@ramkoll/shared/i18n/en/home.json';
import enInstallApp from '@ramkoll/shared/i18n/en/install_app.json';
import enMedia from '@ramkoll/shared/i18n/en/media.json';
import enMyBikes from '@ramkoll/shared/i18n/en/my_bikes.json';
import enNav from '@ramkoll/shared/i18n/en/nav.json';
import enPages from '@ramkoll/shared/i18n/en/pages.json';
import enPoints from '@ramkoll/shared/i18n/en/points.json';
import enValidation from '@ramkoll/shared/i18n/en/validation.json';
import svAuth from '@ramkoll/shared/i18n/sv/auth.json';
import svBikeHistory from '@ramkoll/shared/i18n/sv/bike_history.json';
import svBikeSearch from '@ramkoll/shared/i18n/sv/bike_search.json';
import svBikeRegistration from '@ramkoll/shared/i18n/sv/bike_registration.json';
import svCommon from '@ramkoll/shared/i18n/sv/common.json';
import svConsent from '@ramkoll/shared/i18n/sv/consent.json';
import svErrors from '@ramkoll/shared/i18n/sv/errors.json';
import svHome from '@ramkoll/shared/i18n/sv/home.json';
import svInstallApp from '@ramkoll/shared/i18n/sv/install_app.json';
import svMedia from '@ramkoll/shared/i18n/sv/media.json';
import svMyBikes from '@ramkoll/shared/i18n/sv/my_bikes.json';
import svNav from '@ramkoll/shared/i18n/sv/nav.json';
import svPages from '@ramkoll/shared/i18n/sv/pages.json';
import svPoints from '@ramkoll/shared/i18n/sv/points.json';
import svValidation from '@ramkoll/shared/i18n/sv/validation.json';

export const languages = ['sv', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'sv';

/** localStorage key remembering the chosen language. */
export const languageStorageKey = 'ramkoll.lang';

export const resources = {
  sv: {
    auth: svAuth,
    bike_history: svBikeHistory,
    bike_registration: svBikeRegistration,
    bike_search: svBikeSearch,
    common: svCommon,
    consent: svConsent,
    errors: svErrors,
    home: svHome,
    install_app: svInstallApp,
    media: svMedia,
    my_bikes: svMyBikes,
    nav: svNav,
    pages: svPages,
    points: svPoints,
    validation: svValidation,
  },
  en: {
    auth: enAuth,
    bike_history: enBikeHistory,
    bike_registration: enBikeRegistration,
    bike_search: enBikeSearch,
    common: enCommon,
    consent: enConsent,
    errors: enErrors,
    home: enHome,
    install_app: enInstallApp,
    media: enMedia,
    my_bikes: enMyBikes,
    nav: enNav,
    pages: enPages,
    points: enPoints,
    validation: enValidation,
  },
} as const;

export const namespaces = [
  'auth',
  'bike_history',
  'bike_registration',
  'bike_search',
  'common',
  'consent',
  'errors',
  'home',
  'install_app',
  'media',
  'my_bikes',
  'nav',
  'pages',
  'points',
  'validation',
] as const satisfies readonly (keyof typeof resources.sv)[];

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
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  syncDocumentLanguage(language);
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** Switches the UI language, remembers it and keeps `<html lang>` in sync. */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}
