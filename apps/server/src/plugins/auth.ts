import type { SessionUser } from '@ramkoll/shared/schemas/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { getSessionUser } from '../services/auth/get-session-user.js';

/** httpOnly cookie holding the short-lived signed access token. */
export const ACCESS_TOKEN_COOKIE = 'ramkoll_access';

/** What a valid access token says: whose it is and until when it holds. */
export interface AccessTokenClaims {
  userId: string;
  expiresAt: Date;
}

/** Checks an access token's signature and expiry; null for anything not valid right now. */
export interface AccessTokenVerifier {
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/**
 * Until sign-in issues tokens there is no key that could have signed one, so no cookie value can
 * be valid: every token is refused rather than trusted.
 */
export const refuseAllAccessTokens: AccessTokenVerifier = {
  verify: () => Promise.resolve(null),
};

export interface AuthenticatedSession {
  user: SessionUser;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokenVerifier;
  }
}

export const authPlugin = fp(
  function auth(
    app: FastifyInstance,
    options: { accessTokens: AccessTokenVerifier },
    done: (error?: Error) => void,
  ) {
    app.decorate('accessTokens', options.accessTokens);
    done();
  },
  { name: 'auth', dependencies: ['db'] },
);

/**
 * The signed-in user behind a request, or null. Area hooks call this; the user is re-read from
 * the database so a role change or a deleted account takes effect at once.
 */
export async function authenticate(request: FastifyRequest): Promise<AuthenticatedSession | null> {
  const token = request.cookies[ACCESS_TOKEN_COOKIE];
  if (!token) return null;
  const claims = await request.server.accessTokens.verify(token);
  if (!claims || claims.expiresAt.getTime() <= Date.now()) return null;
  const user = await getSessionUser({ db: request.server.db, userId: claims.userId });
  return user ? { user, expiresAt: claims.expiresAt } : null;
}
