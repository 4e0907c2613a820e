import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '@ramkoll/shared/i18n/en/auth.json';
import enBikeHistory from '@ramkoll/shared/i18n/en/bike_history.json';
import enBikeSearch from '@ramkoll/shared/i18n/en/bike_search.json';
import enBikeRegistration from '@ramkoll/shared/i18n/en/bike_registration.json';
import enCommon from '@ramkoll/shared/i18n/en/common.json';
import enConsent from '@ramkoll/shared/i18n/en/consent.json';
import enContact from '@ramkoll/shared/i18n/en/contact.json';
import enErrors from '@ramkoll/shared/i18n/en/errors.json';
import enHome from '@ramkoll/shared/i18n/en/home.json';
import enHowToUse from '@ramkoll/shared/i18n/en/how_to_use.json';
import enInstallApp from '@ramkoll/shared/i18n/en/install_app.json';
import enMedia from '@ramkoll/shared/i18n/en/media.json';
import enMessages from '@ramkoll/shared/i18n/en/messages.json';
import enMittId from '@ramkoll/shared/i18n/en/mitt_id.json';
import enMyBikes from '@ramkoll/shared/i18n/en/my_bikes.json';
import enNav from '@ramkoll/shared/i18n/en/nav.json';
import enNotifications from '@ramkoll/shared/i18n/en/notifications.json';
import enOrder from '@ramkoll/shared/i18n/en/order.json';
import enPages from '@ramkoll/shared/i18n/en/pages.json';
import enPartners from '@ramkoll/shared/i18n/en/partners.json';
import enPoints from '@ramkoll/shared/i18n/en/points.json';
import enPrivacy from '@ramkoll/shared/i18n/en/privacy.json';
import enReceipts from '@ramkoll/shared/i18n/en/receipts.json';
import enSettings from '@ramkoll/shared/i18n/en/settings.json';
import enTerms from '@ramkoll/shared/i18n/en/terms.json';
import enValidation from '@ramkoll/shared/i18n/en/validation.json';
import enWhyBikeOwners from '@ramkoll/shared/i18n/en/why_bike_owners.json';
import svAuth from '@ramkoll/shared/i18n/sv/auth.json';
import svBikeHistory from '@ramkoll/shared/i18n/sv/bike_history.json';
import svBikeSearch from '@ramkoll/shared/i18n/sv/bike_search.json';
import svBikeRegistration from '@ramkoll/shared/i18n/sv/bike_registration.json';
import svCommon from '@ramkoll/shared/i18n/sv/common.json';
import svConsent from '@ramkoll/shared/i18n/sv/consent.json';
import svContact from '@ramkoll/shared/i18n/sv/contact.json';
import svErrors from '@ramkoll/shared/i18n/sv/errors.json';
import svHome from '@ramkoll/shared/i18n/sv/home.json';
import svHowToUse from '@ramkoll/shared/i18n/sv/how_to_use.json';
import svInstallApp from '@ramkoll/shared/i18n/sv/install_app.json';
import svMedia from '@ramkoll/shared/i18n/sv/media.json';
import svMessages from '@ramkoll/shared/i18n/sv/messages.json';
import svMittId from '@ramkoll/shared/i18n/sv/mitt_id.json';
import svMyBikes from '@ramkoll/shared/i18n/sv/my_bikes.json';
import svNav from '@ramkoll/shared/i18n/sv/nav.json';
import svNotifications from '@ramkoll/shared/i18n/sv/notifications.json';
import svOrder from '@ramkoll/shared/i18n/sv/order.json';
import svPages from '@ramkoll/shared/i18n/sv/pages.json';
import svPartners from '@ramkoll/shared/i18n/sv/partners.json';
import svPoints from '@ramkoll/shared/i18n/sv/points.json';
import svPrivacy from '@ramkoll/shared/i18n/sv/privacy.json';
import svReceipts from '@ramkoll/shared/i18n/sv/receipts.json';
import svSettings from '@ramkoll/shared/i18n/sv/settings.json';
import svTerms from '@ramkoll/shared/i18n/sv/terms.json';
import svValidation from '@ramkoll/shared/i18n/sv/validation.json';
import svWhyBikeOwners from '@ramkoll/shared/i18n/sv/why_bike_owners.json';

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
    contact: svContact,
    errors: svErrors,
    home: svHome,
    how_to_use: svHowToUse,
    install_app: svInstallApp,
    media: svMedia,
    messages: svMessages,
    mitt_id: svMittId,
    my_bikes: svMyBikes,
    nav: svNav,
    notifications: svNotifications,
    order: svOrder,
    pages: svPages,
    partners: svPartners,
    points: svPoints,
    privacy: svPrivacy,
    receipts: svReceipts,
    settings: svSettings,
    terms: svTerms,
    validation: svValidation,
    why_bike_owners: svWhyBikeOwners,
  },
  en: {
    auth: enAuth,
    bike_history: enBikeHistory,
    bike_registration: enBikeRegistration,
    bike_search: enBikeSearch,
    common: enCommon,
    consent: enConsent,
    contact: enContact,
    errors: enErrors,
    home: enHome,
    how_to_use: enHowToUse,
    install_app: enInstallApp,
    media: enMedia,
    messages: enMessages,
    mitt_id: enMittId,
    my_bikes: enMyBikes,
    nav: enNav,
    notifications: enNotifications,
    order: enOrder,
    pages: enPages,
    partners: enPartners,
    points: enPoints,
    privacy: enPrivacy,
    receipts: enReceipts,
    settings: enSettings,
    terms: enTerms,
    validation: enValidation,
    why_bike_owners: enWhyBikeOwners,
  },
} as const;

export const namespaces = [
  'auth',
  'bike_history',
  'bike_registration',
  'bike_search',
  'common',
  'consent',
  'contact',
  'errors',
  'home',
  'how_to_use',
  'install_app',
  'media',
  'messages',
  'mitt_id',
  'my_bikes',
  'nav',
  'notifications',
  'order',
  'pages',
  'partners',
  'points',
  'privacy',
  'receipts',
  'settings',
  'terms',
  'validation',
  'why_bike_owners',
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
