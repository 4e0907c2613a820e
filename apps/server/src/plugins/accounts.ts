import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { KeyedHash } from '../lib/crypto/keyed-hash.js';
import type { EidContext } from '../services/auth/eid.js';

export interface AccountsContext {
  signupEnabled: boolean;
  /** The e-ID provider and what its orders need (decision 087). */
  eid: EidContext;
  /** For links in e-mails. */
  publicUrl: string;
  /** Where an account that is refused (a suspended store) is told to write. */
  supportEmail: string;
  /** Keyed hash of a store staff code (lib/crypto/keyed-hash), with its forms under the previous key. */
  staffCodeHash: KeyedHash;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsContext;
  }
}

export const accountsPlugin = fp(
  function accounts(app: FastifyInstance, options: AccountsContext, done: (error?: Error) => void) {
    app.decorate('accounts', options);
    done();
  },
  { name: 'accounts' },
);
