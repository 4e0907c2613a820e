import type { Language } from '@ramkoll/shared/schemas/language';

/** Every mail the outbox can send, with what its template needs (never a personnummer). */
export interface MailPayloads {
  welcome: { fullName: string; email: string; temporaryPassword: string; signInUrl: string };
  'password-reset': { resetUrl: string; validMinutes: number };
}

export type MailTemplate = keyof MailPayloads;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Payload fields that are secrets: removed from the outbox row once the mail is sent. */
export const sensitivePayloadFields: Partial<Record<MailTemplate, readonly string[]>> = {
  welcome: ['temporaryPassword'],
  'password-reset': ['resetUrl'],
};

type Renderer<T extends MailTemplate> = (payload: MailPayloads[T]) => { subject: string; lines: string[] };

const templates: { [T in MailTemplate]: Record<Language, Renderer<T>> } = {
  welcome: {
    sv: (p) => ({
      subject: 'Välkommen till Ramkoll',
      lines: [
        `Hej ${p.fullName}!`,
        'Ditt konto på Ramkoll är skapat och din identitet är verifierad med BankID.',
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
        'Your Ramkoll account has been created and your identity verified with BankID.',
        `E-mail: ${p.email}`,
        `Temporary password: ${p.temporaryPassword}`,
        `Sign in here: ${p.signInUrl}`,
        'Change your password under Settings once you have signed in.',
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
};

export function isMailTemplate(value: string): value is MailTemplate {
  return Object.hasOwn(templates, value);
}

export function renderMail<T extends MailTemplate>(
  template: T,
  language: Language,
  payload: MailPayloads[T],
): RenderedMail {
  const render: Renderer<T> = templates[template][language];
  const { subject, lines } = render(payload);
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    ...lines.map((line) => `<p>${linkify(escapeHtml(line))}</p>`),
    '</body></html>',
  ].join('\n');
  return { subject, text: `${lines.join('\n\n')}\n`, html };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Turns escaped http(s) URLs into links (the input is already HTML-escaped). */
export function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
