import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. Our policy is the same for every
 * response (no per-request nonces), so helmet runs once at start against a response that only
 * records its headers; @fastify/helmet built helmet's middleware again on every request, parsing
 * the whole Content-Security-Policy each time (4 % of a search's CPU under load; decision 061).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader() {},
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Helmet's security headers on every response, set as the request arrives (before any route or
 * error handler, so a 404 or a 500 carries them too). A route may still set its own (Swagger UI's
 * page sets its own Content-Security-Policy).
 */
export const securityHeadersPlugin = fp(
  function securityHeadersPlugin(
    app: FastifyInstance,
    options: Readonly<HelmetOptions>,
    done: (error?: Error) => void,
  ) {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, next) => {
      reply.headers(headers);
      next();
    });
    done();
  },
  { name: 'security-headers' },
);
