import { desc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailbox } from '../../db/schema/messaging.js';
import { isLoopbackHost } from '../../lib/loopback.js';
import { escapeHtml, linkify } from '../../services/mail/templates.js';
import { routeContract } from '../route-contract.js';

/** Headers a proxy adds: a request that carries one came through a proxy, whatever its socket says. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

/**
 * Whether a request comes from a browser or tool on this machine (decision 093): the socket's own
 * peer address is a loopback address (never X-Forwarded-For, which anyone can write, and not
 * `request.ip`, which TRUST_PROXY takes from it); no proxy header is present, since a proxy on
 * this machine makes every remote request arrive from loopback; and the Host header names this
 * machine, so another site's page that made its own name point at 127.0.0.1 (DNS rebinding) cannot
 * read the page in the developer's browser.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackHost(request.raw.socket.remoteAddress ?? '')) return false;
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const host = request.headers.host;
  if (host === undefined) return false;
  try {
    return isLoopbackHost(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

/**
 * /dev/mailbox: the latest mails delivered without SMTP, as a plain page where a developer can
 * click reset links. Registered only outside production (DEV_MAILBOX), and even then answered only
 * to this machine: `npm start` listens on every interface, and the page holds every temporary
 * password and reset link. Anyone else gets what an unknown path gets.
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
    async (request, reply) => {
      if (!isFromThisMachine(request)) return reply.callNotFound();
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
