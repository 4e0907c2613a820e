import type { Language } from '@ramkoll/shared/schemas/language';

/*
 * To a store's account address when an admin suspends or reactivates it (decision 041, issue 51),
 * in the account's language: otherwise the store only finds out when it cannot sign in.
 */
export interface StoreStatusMailPayloads {
  'store-suspended': {
    storeName: string;
    reason: string;
    supportEmail: string;
  };
  'store-reactivated': {
    storeName: string;
    signInUrl: string;
  };
}

type StoreStatusTemplate = keyof StoreStatusMailPayloads;
type Renderer<T extends StoreStatusTemplate> = (payload: StoreStatusMailPayloads[T]) => {
  subject: string;
  lines: string[];
};

export const storeStatusTemplates: {
  [T in StoreStatusTemplate]: Record<Language, Renderer<T>>;
} = {
  'store-suspended': {
    sv: (p) => ({
      subject: `Butikens konto är avstängt – ${p.storeName}`,
      lines: [
        'Hej!',
        `Ramkoll har stängt av kontot för ${p.storeName}. Butiken kan inte logga in och visas inte bland partnerbutikerna.`,
        `Anledning: ${p.reason}`,
        `Har ni frågor eller vill ha kontot öppnat igen? Kontakta oss på ${p.supportEmail}.`,
      ],
    }),
    en: (p) => ({
      subject: `The store's account is suspended – ${p.storeName}`,
      lines: [
        'Hi!',
        `Ramkoll has suspended the account of ${p.storeName}. The store cannot sign in and is not listed among the partner stores.`,
        `Reason: ${p.reason}`,
        `Questions, or want the account opened again? Contact us at ${p.supportEmail}.`,
      ],
    }),
  },
  'store-reactivated': {
    sv: (p) => ({
      subject: `Butikens konto är öppnat igen – ${p.storeName}`,
      lines: [
        'Hej!',
        `Kontot för ${p.storeName} är inte längre avstängt. Butiken kan logga in igen och visas bland partnerbutikerna.`,
        `Logga in här: ${p.signInUrl}`,
      ],
    }),
    en: (p) => ({
      subject: `The store's account is open again – ${p.storeName}`,
      lines: [
        'Hi!',
        `The account of ${p.storeName} is no longer suspended. The store can sign in again and is listed among the partner stores.`,
        `Sign in here: ${p.signInUrl}`,
      ],
    }),
  },
};
