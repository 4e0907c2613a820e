import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock.js';
import {
  PASSWORD_RESET_REQUEST,
  preparePasswordResetMail,
} from '../services/auth/prepare-password-reset-mail.js';
import { flushOutbox, type MailPreparer } from '../services/mail/flush-outbox.js';
import {
  createDevMailboxTransport,
  createSmtpTransport,
  type MailTransport,
} from '../services/mail/mail-transport.js';

export interface MailOptions {
  smtpUrl: string | null;
  from: string;
  /** PUBLIC_URL: mails link only to pages under it (decision 095). */
  publicUrl: string;
  clock: Clock;
  /** Replaces the SMTP / dev-mailbox choice (tests). */
  transport?: MailTransport;
}

export interface MailContext {
  /** Sends every due outbox mail now; returns how many were sent. */
  flushOutbox(): Promise<number>;
  /** Flushes every `intervalMs` until the app closes (server.ts). */
  startWorker(intervalMs: number): void;
}

/** Outbox requests whose mail the worker decides (decision 092), by kind. */
const preparers: Record<string, MailPreparer> = { [PASSWORD_RESET_REQUEST]: preparePasswordResetMail };

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailContext;
  }
}

export const mailPlugin = fp(
  function mail(app: FastifyInstance, options: MailOptions, done: (error?: Error) => void) {
    const transport =
      options.transport ??
      (options.smtpUrl ? createSmtpTransport(options.smtpUrl) : createDevMailboxTransport(app.db));
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<number> | null = null;

    const flush = (): Promise<number> => {
      // One flush at a time per instance; a tick during a slow SMTP send just waits for it.
      running ??= flushOutbox({
        db: app.db,
        transport,
        from: options.from,
        publicUrl: options.publicUrl,
        now: () => options.clock.now(),
        prepare: preparers,
      }).finally(() => {
        running = null;
      });
      return running;
    };

    app.decorate('mail', {
      flushOutbox: flush,
      startWorker(intervalMs: number) {
        if (timer) return;
        timer = setInterval(() => {
          flush().catch((error: unknown) => app.log.error({ err: error }, 'outbox flush failed'));
        }, intervalMs);
        timer.unref();
      },
    });

    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
    });
    done();
  },
  { name: 'mail', dependencies: ['db'] },
);
