import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from './auth.js';

/**
 * What an answer to a signed-in caller carries (decision 093): no cache keeps it, neither a proxy
 * nor the browser's own disk, so nobody at the same computer or behind the same proxy reads it
 * after the session ends. `no-store` alone says it; `private` is for caches that ignore `no-store`.
 */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The one place that keeps private answers out of caches (decision 093), instead of a header per
 * route or area. Every answer of a route whose contract is not public gets `private, no-store`,
 * whatever the handler set and whether it succeeded or was refused (a 401, 403, 404 or 429 is
 * someone's answer too). A public route's answer keeps a Cache-Control of its own (the partner
 * list, the web app's files); without one, it gets `private, no-store` when the request carries a
 * session cookie or the answer sets one.
 */
export const privateAnswersPlugin = fp(
  function privateAnswers(app: FastifyInstance, _options: object, done: (error?: Error) => void) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (mustNotBeStored(request, reply)) reply.header('Cache-Control', PRIVATE_NO_STORE);
      return payload;
    });
    done();
  },
  // After the cookie plugin: its own onSend hook writes Set-Cookie before this one looks.
  { name: 'private-answers', dependencies: ['@fastify/cookie'] },
);

function mustNotBeStored(request: FastifyRequest, reply: FastifyReply): boolean {
  // A router refusal (a malformed path) has no route options yet.
  const access = (request.routeOptions as Partial<FastifyRequest['routeOptions']> | undefined)?.config
    ?.access;
  if (access !== undefined && access !== 'public') return true;
  if (reply.hasHeader('Cache-Control')) return false;
  const cookies = request.cookies as Partial<Record<string, string>> | undefined;
  return (
    Boolean(cookies?.[ACCESS_TOKEN_COOKIE] || cookies?.[REFRESH_TOKEN_COOKIE]) ||
    reply.hasHeader('Set-Cookie')
  );
}
