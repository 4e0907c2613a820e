import { errorStatus, type ErrorCode } from '@ramkoll/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error.js';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';

/** One entry of VALIDATION_FAILED details: where the bad value was and what zod said about it. */
export interface ValidationIssue {
  location: string;
  path: string;
  code: string;
}

/**
 * Turns every thrown error into the `{ error: { code, details } }` body (docs/architecture.md section 3).
 * Clients get codes, never prose; 5xx bodies are generic and the real error goes to the log.
 */
export const errorsPlugin = fp(
  function errors(app: FastifyInstance, _options: object, done: (error?: Error) => void) {
    app.setErrorHandler(function handleError(error: FastifyError, request, reply) {
      if (isAppError(error)) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return send(reply, error.code, error.details);
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const location = error.validationContext ?? 'request';
        const issues: ValidationIssue[] = error.validation.map((issue) => ({
          location,
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          code: typeof issue.keyword === 'string' ? issue.keyword : 'invalid',
        }));
        return send(reply, 'VALIDATION_FAILED', issues);
      }

      if (isResponseSerializationError(error)) {
        // Our handler produced a body that breaks its own schema: a bug, not the client's fault.
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return send(reply, 'INTERNAL');
      }

      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (broken JSON, body too large, wrong content type …).
        request.log.info({ err: error }, 'client error');
        return send(reply, codeForClientStatus(status));
      }

      if (isDatabaseUnavailable(error)) {
        // Down or restarting: the client may try again shortly (/api/health says 'degraded').
        request.log.error({ err: error }, 'request failed: database unavailable');
        return send(reply.header('Retry-After', '5'), 'SERVICE_UNAVAILABLE');
      }

      request.log.error({ err: error }, 'request failed');
      return send(reply, 'INTERNAL');
    });
    done();
  },
  { name: 'errors' },
);

export function send(reply: FastifyReply, code: ErrorCode, details?: unknown): FastifyReply {
  return reply
    .code(errorStatus[code])
    .type('application/json; charset=utf-8')
    .send({ error: details === undefined ? { code } : { code, details } });
}

function codeForClientStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'BAD_REQUEST';
  }
}
