import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { send, type ValidationIssue } from './errors.js';

/**
 * Where the first NUL character hides in a parsed value, as a dotted path; null when none does.
 * Walks with its own stack: a body may be nested far deeper than the call stack allows.
 */
export function nulPath(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const entries = Object.entries(current);
    // Pushed last-first, so the first field is looked at first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, inner] = entries[index] as [string, unknown];
      const innerPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return innerPath;
      pending.push({ value: inner, path: innerPath });
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character: a query carrying one fails inside the database
 * (a 500). No field of ours means one either, so a request with a NUL anywhere in its path
 * parameters, query or JSON body is refused first with VALIDATION_FAILED, naming where it was.
 */
export const noNulPlugin = fp(
  function noNul(app: FastifyInstance, _options: object, done: (error?: Error) => void) {
    app.addHook('preValidation', (request, reply, next) => {
      for (const location of ['params', 'querystring', 'body'] as const) {
        const value = location === 'querystring' ? request.query : request[location];
        const path = nulPath(value);
        if (path !== null) {
          const issue: ValidationIssue = { location, path, code: 'nul_character' };
          void send(reply, 'VALIDATION_FAILED', [issue]);
          return;
        }
      }
      next();
    });
    done();
  },
  { name: 'no-nul' },
);
