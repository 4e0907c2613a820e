import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { mailbox } from '../../db/schema/messaging.js';
import type { MailAttachment } from './templates.js';

export interface OutgoingMail {
  outboxId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (a receipt's PDF). The dev mailbox keeps only their names. */
  attachments?: MailAttachment[];
}

/** Where rendered mail goes: an SMTP server, or the dev mailbox table. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({
        // One id per outbox row: a retry after an unclear failure is the same message, which
        // receiving servers (and our fault checks) can recognise.
        messageId: `<${mail.outboxId}@outbox.ramkoll.se>`,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: (mail.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL mail is stored for /dev/mailbox, so a developer can click reset links. */
export function createDevMailboxTransport(db: Db): MailTransport {
  return {
    async send(mail) {
      await db.insert(mailbox).values({
        outboxId: mail.outboxId,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        textBody: attachmentNote(mail),
        htmlBody: mail.html,
      });
    },
    close: () => undefined,
  };
}

/** The dev mailbox has no place for files: their names are listed under the text. */
function attachmentNote(mail: OutgoingMail): string {
  const names = (mail.attachments ?? []).map((file) => file.filename);
  return names.length === 0 ? mail.text : `${mail.text}\n[${names.join(', ')}]\n`;
}
