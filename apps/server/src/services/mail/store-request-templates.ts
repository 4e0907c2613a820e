import type { Language } from '@ramkoll/shared/schemas/language';

/*
 * The partnership application's mails (decision 038), in the applicant's language: the
 * confirmation on submit, and the admin's decision. The approval carries the store account's
 * temporary password and first staff code, both removed from the outbox row once sent.
 */
export interface StoreRequestMailPayloads {
  'store-request-received': {
    requestId: string;
    companyName: string;
    /** NNNNNN-NNNN. */
    organizationNumber: string;
    contactPerson: string;
    bikeCount: number;
  };
  'store-request-approved': {
    storeName: string;
    contactPerson: string;
    email: string;
    temporaryPassword: string;
    staffCode: string;
    points: number;
    signInUrl: string;
    guideUrl: string;
  };
  'store-request-rejected': {
    companyName: string;
    contactPerson: string;
    reason: string;
    contactUrl: string;
  };
}

type StoreRequestTemplate = keyof StoreRequestMailPayloads;
type Renderer<T extends StoreRequestTemplate> = (payload: StoreRequestMailPayloads[T]) => {
  subject: string;
  lines: string[];
};

export const storeRequestSensitiveFields = {
  'store-request-approved': ['temporaryPassword', 'staffCode'],
} as const;

export const storeRequestTemplates: {
  [T in StoreRequestTemplate]: Record<Language, Renderer<T>>;
} = {
  'store-request-received': {
    sv: (p) => ({
      subject: `Vi har tagit emot er ansökan – ${p.companyName}`,
      lines: [
        `Hej ${p.contactPerson}!`,
        `Tack för att ${p.companyName} (${p.organizationNumber}) vill bli partnerbutik hos Ramkoll.`,
        `Ansökan gäller ett paket för ${p.bikeCount} cyklar.`,
        'Vi går igenom ansökan och svarar inom 1–2 arbetsdagar.',
        `Ansökans id: ${p.requestId}`,
      ],
    }),
    en: (p) => ({
      subject: `We have received your application – ${p.companyName}`,
      lines: [
        `Hi ${p.contactPerson}!`,
        `Thank you for applying for ${p.companyName} (${p.organizationNumber}) to become a Ramkoll partner store.`,
        `The application is for a package of ${p.bikeCount} bikes.`,
        'We will review the application and reply within 1–2 working days.',
        `Application id: ${p.requestId}`,
      ],
    }),
  },
  'store-request-approved': {
    sv: (p) => ({
      subject: `Välkommen som partnerbutik – ${p.storeName}`,
      lines: [
        `Hej ${p.contactPerson}!`,
        `Er ansökan är godkänd och ${p.storeName} är nu partnerbutik hos Ramkoll.`,
        `Butikskontots e-post: ${p.email}`,
        `Tillfälligt lösenord: ${p.temporaryPassword}`,
        `Personalkod: ${p.staffCode}`,
        `Kontot har ${p.points} poäng att registrera cyklar med.`,
        `Logga in här: ${p.signInUrl}`,
        'Ange personalkoden efter inloggningen. Byt lösenord och lägg till egna personalkoder under Inställningar.',
        `Guide för personalen: ${p.guideUrl}`,
      ],
    }),
    en: (p) => ({
      subject: `Welcome as a partner store – ${p.storeName}`,
      lines: [
        `Hi ${p.contactPerson}!`,
        `Your application has been approved and ${p.storeName} is now a Ramkoll partner store.`,
        `Store account email: ${p.email}`,
        `Temporary password: ${p.temporaryPassword}`,
        `Staff code: ${p.staffCode}`,
        `The account has ${p.points} points to register bikes with.`,
        `Sign in here: ${p.signInUrl}`,
        'Enter the staff code after signing in. Change the password and add your own staff codes under Settings.',
        `Guide for staff: ${p.guideUrl}`,
      ],
    }),
  },
  'store-request-rejected': {
    sv: (p) => ({
      subject: `Svar på er ansökan – ${p.companyName}`,
      lines: [
        `Hej ${p.contactPerson}!`,
        `Tyvärr kan vi inte godkänna ${p.companyName} som partnerbutik just nu.`,
        `Anledning: ${p.reason}`,
        `Har ni frågor? Kontakta oss: ${p.contactUrl}`,
      ],
    }),
    en: (p) => ({
      subject: `About your application – ${p.companyName}`,
      lines: [
        `Hi ${p.contactPerson}!`,
        `Unfortunately we cannot approve ${p.companyName} as a partner store at this time.`,
        `Reason: ${p.reason}`,
        `Questions? Contact us: ${p.contactUrl}`,
      ],
    }),
  },
};
