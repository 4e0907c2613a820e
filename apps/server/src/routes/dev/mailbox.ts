import { desc } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailbox } from '../../db/schema/messaging.js';
import { escapeHtml, linkify } from '../../services/mail/templates.js';
import { routeContract } from '../route-contract.js';

/**
 * /dev/mailbox: the latest mails delivered without SMTP, as a plain page where a developer can
 * click reset links. Registered only outside production or with DEV_MAILBOX=true.
 */
export const devMailboxRoute: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/dev/mailbox',
    routeContract({
      access: 'public',
      tags: ['dev'],
      summary: 'Dev mailbox (HTML): the latest 50 mails',
      // A string with its own content type goes out as it is, without the serializer.
      ok: { 200: z.string().describe('The mailbox page (text/html)') },
    }),
    async (_request, reply) => {
      const mails = await app.db.select().from(mailbox).orderBy(desc(mailbox.createdAt)).limit(50);
      const items = mails
        .map(
          (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">${escapeHtml(mail.createdAt.toISOString())} — till ${escapeHtml(mail.to)} — från ${escapeHtml(mail.from)}</p>
<pre>${linkify(escapeHtml(mail.textBody))}</pre>
</article>`,
        )
        .join('\n');
      const page = `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>Ramkoll dev mailbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}.meta{color:#666}</style>
</head><body><h1>Dev mailbox</h1>${items || '<p>Inga mail ännu.</p>'}</body></html>`;
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
    },
  );
  done();
};
