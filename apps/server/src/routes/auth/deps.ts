import type { FastifyRequest } from 'fastify';
import { requestMeta } from '../../plugins/auth.js';

/** What the account services need from the app and the request. */
export function accountDeps(request: FastifyRequest) {
  const { auth, db, accounts } = request.server;
  return {
    db,
    cipher: auth.cipher,
    now: auth.clock.now(),
    settings: auth.sessions,
    meta: requestMeta(request),
    signupEnabled: accounts.signupEnabled,
    publicUrl: accounts.publicUrl,
    supportEmail: accounts.supportEmail,
  };
}

/** The account services' needs plus the e-ID provider (services/auth/eid.ts). */
export function eidDeps(request: FastifyRequest) {
  return {
    ...accountDeps(request),
    eid: request.server.accounts.eid,
    onMailError: (error: unknown) =>
      request.log.error({ err: error }, 'could not queue an e-ID account mail'),
    onProviderError: (error: unknown) => request.log.warn({ err: error }, 'the e-ID provider failed'),
  };
}
