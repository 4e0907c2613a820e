import type { Language } from '@ramkoll/shared/schemas/language';
import type { MessageType } from '@ramkoll/shared/schemas/bike';
import type { ContactRequest } from '@ramkoll/shared/schemas/public-pages';
import { escapeHtml, lineHtml, lineText } from './mail-links.js';
import {
  storeRequestSensitiveFields,
  storeRequestTemplates,
  type StoreRequestMailPayloads,
} from './store-request-templates.js';
import { storeStatusTemplates, type StoreStatusMailPayloads } from './store-status-templates.js';
import { businessRequestTemplates, type BusinessRequestMailPayloads } from './business-request-templates.js';
import {
  paymentReceiptAttachment,
  paymentReceiptTemplates,
  type PaymentReceiptMailPayloads,
} from './payment-receipt-templates.js';

type ContactTopic = ContactRequest['topic'];

/** Every mail the outbox can send, with what its template needs (never a personnummer). */
export interface MailPayloads
  extends
    StoreRequestMailPayloads,
    StoreStatusMailPayloads,
    BusinessRequestMailPayloads,
    PaymentReceiptMailPayloads {
  welcome: {
    fullName: string;
    email: string;
    temporaryPassword: string;
    signInUrl: string;
    /** Set when a store created the account at its counter (decision 039), not a BankID sign-up. */
    storeName?: string;
  };
  /** To a customer a store registered a bike for (decision 039). */
  'store-bike-registered': {
    fullName: string;
    storeName: string;
    frameNumber: string;
    brand: string | null;
    model: string | null;
    myBikesUrl: string;
  };
  'password-reset': { resetUrl: string; validMinutes: number };
  /**
   * To the address an account had before the holder of its personnummer identified with e-ID and
   * took it over (decision 087): its password and sessions no longer work.
   */
  'account-taken-over': { fullName: string; supportUrl: string };
  /** To the store that created the account at its counter, when its customer took it over with e-ID. */
  'store-customer-verified': { storeName: string; customerName: string };
  /** To another account that had typed the same personnummer: the claim is removed, the account stays. */
  'personal-number-claim-cleared': { fullName: string; supportUrl: string };
  /** To support: a message from the /contact form, with the sender's own address to reply to. */
  'contact-message': {
    messageId: string;
    name: string;
    email: string;
    topic: ContactTopic;
    /** The sender's language, so support answers in it. */
    senderLanguage: Language;
    /** Set when the sender was signed in. */
    userId: string | null;
    message: string;
  };
  /**
   * To a bike's owner (or a reply's recipient): the sender by first name only, never their e-mail;
   * null when their name passes for the service (decision 095), so the mail says "a Ramkoll user".
   */
  'bike-message': {
    fromName: string | null;
    bikeName: string | null;
    frameNumber: string;
    messageType: MessageType;
    message: string;
    messagesUrl: string;
    /** False for a reply to the person who wrote to the owner: the bike is not theirs. */
    toOwner: boolean;
  };
}

export type MailTemplate = keyof MailPayloads;

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * A line of a mail: our own words (a string), or someone else's words (a message's text), which
 * are shown quoted as theirs and never linked (decision 095).
 */
export type MailLine = string | { quoted: string[] };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Files a template's mail carries, made from its payload when it is sent (the outbox keeps the
 * payload, never the file).
 */
export async function mailAttachments<T extends MailTemplate>(
  template: T,
  language: Language,
  payload: MailPayloads[T],
): Promise<MailAttachment[]> {
  if (template === 'payment-receipt') {
    return [await paymentReceiptAttachment(payload as MailPayloads['payment-receipt'], language)];
  }
  return [];
}

/** Payload fields that are secrets: removed from the outbox row once the mail is sent. */
export const sensitivePayloadFields: Partial<Record<MailTemplate, readonly string[]>> = {
  ...storeRequestSensitiveFields,
  welcome: ['temporaryPassword'],
  'password-reset': ['resetUrl'],
};

type Renderer<T extends MailTemplate> = (payload: MailPayloads[T]) => { subject: string; lines: MailLine[] };

const templates: { [T in MailTemplate]: Record<Language, Renderer<T>> } = {
  ...storeRequestTemplates,
  ...storeStatusTemplates,
  ...businessRequestTemplates,
  ...paymentReceiptTemplates,
  welcome: {
    sv: (p) => ({
      subject: 'Välkommen till Ramkoll',
      lines: [
        `Hej ${p.fullName}!`,
        p.storeName
          ? `${p.storeName} har skapat ett konto på Ramkoll åt dig. Du kan också logga in med BankID.`
          : 'Ditt konto på Ramkoll är skapat och din identitet är verifierad med BankID.',
        `E-post: ${p.email}`,
        `Tillfälligt lösenord: ${p.temporaryPassword}`,
        `Logga in här: ${p.signInUrl}`,
        'Byt lösenord under Inställningar när du har loggat in.',
      ],
    }),
    en: (p) => ({
      subject: 'Welcome to Ramkoll',
      lines: [
        `Hi ${p.fullName}!`,
        p.storeName
          ? `${p.storeName} has created a Ramkoll account for you. You can also sign in with BankID.`
          : 'Your Ramkoll account has been created and your identity verified with BankID.',
        `Email: ${p.email}`,
        `Temporary password: ${p.temporaryPassword}`,
        `Sign in here: ${p.signInUrl}`,
        'Change your password under Settings once you have signed in.',
      ],
    }),
  },
  'account-taken-over': {
    sv: (p) => ({
      subject: 'Ditt Ramkoll-konto har tagits över av personnummerets innehavare',
      lines: [
        `Hej ${p.fullName}!`,
        'Kontot som var registrerat med den här e-postadressen angav ett personnummer. Innehavaren av personnumret har nu identifierat sig med BankID och tagit över kontot.',
        'Det gamla lösenordet och alla inloggningar på kontot fungerar inte längre. Cyklar som är registrerade på kontot ligger kvar hos personnumrets innehavare.',
        `Om du tror att det här är fel, kontakta oss: ${p.supportUrl}`,
      ],
    }),
    en: (p) => ({
      subject: 'Your Ramkoll account has been taken over by the holder of its personal identity number',
      lines: [
        `Hi ${p.fullName}!`,
        'The account registered with this email address gave a personal identity number. The holder of that number has now identified with BankID and taken the account over.',
        'The old password and every session on the account no longer work. Bikes registered on the account stay with the holder of the number.',
        `If you think this is a mistake, contact us: ${p.supportUrl}`,
      ],
    }),
  },
  'store-customer-verified': {
    sv: (p) => ({
      subject: `${p.customerName} har verifierat sitt Ramkoll-konto med BankID`,
      lines: [
        `Hej ${p.storeName}!`,
        `Kunden ${p.customerName}, som ni skapade ett konto åt i butiken, har identifierat sig med BankID och tagit över kontot.`,
        'Cyklarna ni har registrerat åt kunden ligger kvar på kontot. Kundens tillfälliga lösenord från er fungerar inte längre.',
      ],
    }),
    en: (p) => ({
      subject: `${p.customerName} has verified their Ramkoll account with BankID`,
      lines: [
        `Hi ${p.storeName}!`,
        `Your customer ${p.customerName}, whose account you created in the store, has identified with BankID and taken the account over.`,
        'The bikes you registered for the customer stay on the account. The temporary password you gave them no longer works.',
      ],
    }),
  },
  'personal-number-claim-cleared': {
    sv: (p) => ({
      subject: 'Personnumret har tagits bort från ditt Ramkoll-konto',
      lines: [
        `Hej ${p.fullName}!`,
        'Ditt konto angav ett personnummer vars innehavare nu har identifierat sig med BankID på ett annat konto. Därför har personnumret tagits bort från ditt konto.',
        'Ditt konto, dina cyklar och din e-post finns kvar. Du kan verifiera din identitet under Mitt ID.',
        `Om du tror att det här är fel, kontakta oss: ${p.supportUrl}`,
      ],
    }),
    en: (p) => ({
      subject: 'The personal identity number has been removed from your Ramkoll account',
      lines: [
        `Hi ${p.fullName}!`,
        'Your account gave a personal identity number whose holder has now identified with BankID on another account. The number has therefore been removed from your account.',
        'Your account, your bikes and your email stay. You can verify your identity under My ID.',
        `If you think this is a mistake, contact us: ${p.supportUrl}`,
      ],
    }),
  },
  'store-bike-registered': {
    sv: (p) => ({
      subject: `${p.storeName} har registrerat din cykel på Ramkoll`,
      lines: [
        `Hej ${p.fullName}!`,
        `${p.storeName} har registrerat en cykel på dig: ${bikeLabel(p)}, ramnummer ${p.frameNumber}.`,
        'Köpet och butikens uppgifter finns i cykelns ägarhistorik.',
        `Se cykeln under Mina cyklar: ${p.myBikesUrl}`,
      ],
    }),
    en: (p) => ({
      subject: `${p.storeName} has registered your bike on Ramkoll`,
      lines: [
        `Hi ${p.fullName}!`,
        `${p.storeName} has registered a bike to you: ${bikeLabel(p)}, frame number ${p.frameNumber}.`,
        "The purchase and the store's details are in the bike's ownership history.",
        `See the bike under My bikes: ${p.myBikesUrl}`,
      ],
    }),
  },
  'password-reset': {
    sv: (p) => ({
      subject: 'Återställ ditt lösenord på Ramkoll',
      lines: [
        'Vi har fått en begäran om att återställa lösenordet för ditt konto.',
        `Välj ett nytt lösenord här: ${p.resetUrl}`,
        `Länken gäller i ${p.validMinutes} minuter och kan bara användas en gång.`,
        'Om det inte var du kan du ignorera det här meddelandet.',
      ],
    }),
    en: (p) => ({
      subject: 'Reset your Ramkoll password',
      lines: [
        'We received a request to reset the password of your account.',
        `Choose a new password here: ${p.resetUrl}`,
        `The link is valid for ${p.validMinutes} minutes and can be used once.`,
        'If this was not you, you can ignore this message.',
      ],
    }),
  },
  'contact-message': {
    sv: (p) => ({
      subject: `Kontaktformulär: ${contactTopicNames.sv[p.topic]} – ${p.name}`,
      lines: [
        'Nytt meddelande från kontaktformuläret på Ramkoll.',
        `Från: ${p.name} <${p.email}>`,
        `Ämne: ${contactTopicNames.sv[p.topic]}`,
        `Svara på: ${languageNames.sv[p.senderLanguage]}`,
        p.userId ? `Inloggad användare: ${p.userId}` : 'Avsändaren var inte inloggad.',
        `Meddelande-id: ${p.messageId}`,
        { quoted: paragraphs(p.message) },
      ],
    }),
    en: (p) => ({
      subject: `Contact form: ${contactTopicNames.en[p.topic]} – ${p.name}`,
      lines: [
        'New message from the Ramkoll contact form.',
        `From: ${p.name} <${p.email}>`,
        `Topic: ${contactTopicNames.en[p.topic]}`,
        `Reply in: ${languageNames.en[p.senderLanguage]}`,
        p.userId ? `Signed-in user: ${p.userId}` : 'The sender was not signed in.',
        `Message id: ${p.messageId}`,
        { quoted: paragraphs(p.message) },
      ],
    }),
  },
  'bike-message': {
    sv: (p) => ({
      subject: `${p.toOwner ? 'Nytt meddelande om din cykel' : 'Nytt svar om cykeln'} ${p.bikeName ?? p.frameNumber}`,
      lines: [
        `${p.fromName ?? 'En Ramkoll-användare'} har skickat ett meddelande via Ramkoll.`,
        `Cykel: ${p.bikeName ? `${p.bikeName} (ramnummer ${p.frameNumber})` : `ramnummer ${p.frameNumber}`}`,
        `Typ: ${messageTypeNames.sv[p.messageType]}`,
        'Meddelandet nedan är skrivet av avsändaren, inte av Ramkoll. Följ inga länkar i det och lämna aldrig ut lösenord eller koder.',
        { quoted: paragraphs(p.message) },
        `Läs och svara här: ${p.messagesUrl}`,
        'Svara via Ramkoll: din e-postadress visas aldrig för avsändaren.',
      ],
    }),
    en: (p) => ({
      subject: `${p.toOwner ? 'New message about your bike' : 'New reply about the bike'} ${p.bikeName ?? p.frameNumber}`,
      lines: [
        `${p.fromName ?? 'A Ramkoll user'} sent you a message on Ramkoll.`,
        `Bike: ${p.bikeName ? `${p.bikeName} (frame number ${p.frameNumber})` : `frame number ${p.frameNumber}`}`,
        `Type: ${messageTypeNames.en[p.messageType]}`,
        'The message below was written by the sender, not by Ramkoll. Do not follow links in it and never give out passwords or codes.',
        { quoted: paragraphs(p.message) },
        `Read and reply here: ${p.messagesUrl}`,
        'Reply through Ramkoll: your email address is never shown to the sender.',
      ],
    }),
  },
};

const messageTypeNames: Record<Language, Record<MessageType, string>> = {
  sv: { general: 'Allmänt', stolen_report: 'Stöldrapport', ownership_inquiry: 'Fråga om ägarskap' },
  en: { general: 'General', stolen_report: 'Theft report', ownership_inquiry: 'Ownership inquiry' },
};

const contactTopicNames: Record<Language, Record<ContactTopic, string>> = {
  sv: {
    general: 'Allmän fråga',
    account: 'Konto och inloggning',
    bike: 'Cykel, registrering eller ägarbyte',
    store: 'Butik och partnerskap',
    privacy: 'Integritet och personuppgifter',
  },
  en: {
    general: 'General question',
    account: 'Account and sign-in',
    bike: 'Bike, registration or transfer',
    store: 'Store and partnership',
    privacy: 'Privacy and personal data',
  },
};

const languageNames: Record<Language, Record<Language, string>> = {
  sv: { sv: 'svenska', en: 'engelska' },
  en: { sv: 'Swedish', en: 'English' },
};

/** A multi-line text as paragraphs (blank lines dropped), so the HTML part keeps its breaks. */
function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function isMailTemplate(value: string): value is MailTemplate {
  return Object.hasOwn(templates, value);
}

/**
 * The mail in the recipient's language, as plain text and HTML. The only links are to our own
 * pages (`publicUrl`, PUBLIC_URL); anything else that looks like a URL is broken so no client links
 * it, and someone else's words are quoted ("> " in text, a blockquote in HTML) with no link at all
 * (mail-links.ts, decision 095).
 */
export function renderMail<T extends MailTemplate>(
  template: T,
  language: Language,
  payload: MailPayloads[T],
  { publicUrl }: { publicUrl: string },
): RenderedMail {
  const render: Renderer<T> = templates[template][language];
  const { subject, lines } = render(payload);
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    ...lines.map((line) =>
      typeof line === 'string'
        ? `<p>${lineHtml(line, publicUrl)}</p>`
        : `<blockquote style="margin:0 0 1em;padding:0 0 0 1em;border-left:3px solid #ccc">${line.quoted
            .map((quoted) => `<p>${lineHtml(quoted, null)}</p>`)
            .join('')}</blockquote>`,
    ),
    '</body></html>',
  ].join('\n');
  const text = lines.map((line) =>
    typeof line === 'string'
      ? lineText(line, publicUrl)
      : line.quoted.map((quoted) => `> ${lineText(quoted, null)}`).join('\n'),
  );
  return { subject: lineText(subject, null), text: `${text.join('\n\n')}\n`, html };
}

export { escapeHtml };

/** Turns escaped http(s) URLs into links (the input is already HTML-escaped): the dev mailbox only. */
export function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** 'Crescent Elina' for a mail; the frame number alone says it when brand and model are blank. */
function bikeLabel(p: { brand: string | null; model: string | null; frameNumber: string }): string {
  const label = [p.brand, p.model].filter(Boolean).join(' ');
  return label === '' ? p.frameNumber : label;
}
