import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { send, type ValidationIssue } from './errors.js';

type TextProblem = 'nul_character' | 'ill_formed_text';

// In unicode mode a surrogate pair is one code point, so this finds only lone surrogates.
const loneSurrogate = /[\uD800-\uDFFF]/u;

/** What no stored text may hold: a NUL, or a lone UTF-16 surrogate (no character at all). */
function textProblem(text: string): TextProblem | null {
  if (text.includes('\u0000')) return 'nul_character';
  if (loneSurrogate.test(text)) return 'ill_formed_text';
  return null;
}

/**
 * Where the first NUL character or ill-formed string hides in a parsed value, as a dotted path
 * and the problem; null when none does. Walks with its own stack: a body may be nested far deeper
 * than the call stack allows.
 */
export function badTextPath(value: unknown): { path: string; code: TextProblem } | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      const code = textProblem(current);
      if (code) return { path, code };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const entries = Object.entries(current);
    // Pushed last-first, so the first field is looked at first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, inner] = entries[index] as [string, unknown];
      const innerPath = path ? `${path}.${key}` : key;
      const keyCode = textProblem(key);
      if (keyCode) return { path: innerPath, code: keyCode };
      pending.push({ value: inner, path: innerPath });
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character: a query carrying one fails inside the database
 * (a 500). No field of ours means one either, so a request with a NUL anywhere in its path
 * parameters, query or JSON body is refused first with VALIDATION_FAILED, naming where it was.
 * A lone surrogate (`"\udc00"` in JSON) is refused the same way: it is no character, PGlite
 * fails on it (a 500) and PostgreSQL's driver would silently store U+FFFD instead.
 */
export const noNulPlugin = fp(
  function noNul(app: FastifyInstance, _options: object, done: (error?: Error) => void) {
    app.addHook('preValidation', (request, reply, next) => {
      for (const location of ['params', 'querystring', 'body'] as const) {
        const value = location === 'querystring' ? request.query : request[location];
        const problem = badTextPath(value);
        if (problem !== null) {
          const issue: ValidationIssue = { location, path: problem.path, code: problem.code };
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
