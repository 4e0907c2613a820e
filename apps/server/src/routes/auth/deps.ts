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
    bankId: accounts.bankId,
    publicUrl: accounts.publicUrl,
    onMailError: (error: unknown) => request.log.error({ err: error }, 'could not queue the welcome mail'),
  };
}
