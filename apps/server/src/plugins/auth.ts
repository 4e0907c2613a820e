import type { Role } from '@ramkoll/shared/roles';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { Clock } from '../lib/clock.js';
import type { Actor } from '../services/actor.js';
import type { AccessTokenClaims, AccessTokenService } from '../services/auth/access-token.js';
import { getSessionUser } from '../services/auth/get-session-user.js';
import { storeSuspension } from '../services/auth/sign-in.js';
import { recordActivity, type RequestMeta, type SessionSettings } from '../services/auth/session-store.js';
import type { PersonalNumberCipher } from '../lib/crypto/personal-number-cipher.js';
import type { Listen } from '../db/client.js';
import {
  defaultSessionCacheOptions,
  SESSION_CHANGES_CHANNEL,
  SessionCache,
} from '../services/auth/session-cache.js';
import { collectRevokedSessions } from '../services/auth/session-revocations.js';

/** httpOnly cookie holding the short-lived signed access token. */
export const ACCESS_TOKEN_COOKIE = 'ramkoll_access';
/** httpOnly cookie holding the opaque refresh token; only sent to /api/auth. */
export const REFRESH_TOKEN_COOKIE = 'ramkoll_refresh';
export const REFRESH_TOKEN_COOKIE_PATH = '/api/auth';

export type { AccessTokenClaims };

/** Checks an access token's signature and expiry; null for anything not valid right now. */
export interface AccessTokenVerifier {
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/** A verifier that trusts nothing; for tests of the signed-out paths. */
export const refuseAllAccessTokens: AccessTokenVerifier = {
  verify: () => Promise.resolve(null),
};

export interface AuthenticatedSession {
  user: SessionUser;
  sessionId: string;
  /** When the access token expires. */
  expiresAt: Date;
  /** When the session ends for inactivity, this request counted (decision 021). */
  idleExpiresAt: Date;
}

export interface AuthContext {
  /** Signs access tokens (verifying goes through `accessTokens`, which tests may replace). */
  tokens: AccessTokenService;
  accessTokens: AccessTokenVerifier;
  clock: Clock;
  cipher: PersonalNumberCipher;
  sessions: SessionSettings & { warningMinutes: number };
  /** Cookies get `Secure` when the public URL is https. */
  secureCookies: boolean;
  /** Session checks answered from memory while this instance hears of changes (decision 036). */
  sessionCache: SessionCache;
}

export interface AuthPluginOptions extends Omit<AuthContext, 'sessionCache'> {
  /** LISTEN for session changes; without it every session check reads the database. */
  listen?: Listen;
  /** The longest an entry is trusted (decision 036); 0 turns the cache off. */
  sessionCacheSeconds?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthContext;
  }
  interface FastifyRequest {
    /** Set by the area hooks of signed-in areas (me, store, admin). */
    session: AuthenticatedSession | null;
  }
}

export const authPlugin = fp(
  async function auth(
    app: FastifyInstance,
    { listen, sessionCacheSeconds = 30, ...options }: AuthPluginOptions,
  ) {
    const sessionCache = new SessionCache({
      ...defaultSessionCacheOptions,
      maxAgeMs: sessionCacheSeconds * 1_000,
    });
    app.decorate('auth', { ...options, sessionCache });
    app.decorateRequest('session', null);
    if (!listen || sessionCacheSeconds === 0) return;
    const unlisten = await listen(
      SESSION_CHANGES_CHANNEL,
      (userId) => sessionCache.dropUser(userId),
      () => sessionCache.setEnabled(true),
      () => sessionCache.setEnabled(false),
    );
    sessionCache.setEnabled(true);
    // The users whose sessions a request ended (revokeAllSessions notes them, whichever route
    // called it). Collected from the handler on, where every route's work runs.
    const revokedBy = new WeakMap<FastifyRequest, Set<string>>();
    app.addHook('preHandler', (request, _reply, next) => {
      const revoked = new Set<string>();
      revokedBy.set(request, revoked);
      collectRevokedSessions(revoked, next);
    });
    // A change this instance makes is forgotten before its answer leaves, so the caller's next
    // request, and that of anyone whose sessions it ended, never meets the old state, whenever
    // the database's announcement arrives.
    app.addHook('onSend', async (request, _reply, payload) => {
      for (const userId of revokedBy.get(request) ?? []) sessionCache.dropUser(userId);
      if (request.method === 'GET' || request.method === 'HEAD') return payload;
      const userId = request.session?.user.id ?? (await accessTokenUserId(request));
      if (userId) sessionCache.dropUser(userId);
      return payload;
    });
    app.addHook('onClose', async () => {
      sessionCache.setEnabled(false);
      await unlisten();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

async function accessTokenUserId(request: FastifyRequest): Promise<string | null> {
  const token = request.cookies[ACCESS_TOKEN_COOKIE];
  if (!token) return null;
  return (await request.server.auth.accessTokens.verify(token))?.userId ?? null;
}

/**
 * A request refused for want of a session whose token still names a suspended store's account:
 * the store is told it was suspended, why and whom to contact (issue 51), instead of a bare 401
 * that sends it to the customer login. Only asked once the session is gone, so it costs nothing
 * on the way in.
 */
async function suspendedStoreRefusal(request: FastifyRequest): Promise<AppError | null> {
  const userId = await accessTokenUserId(request);
  if (!userId) return null;
  const suspension = await storeSuspension(request.server.db, userId);
  if (!suspension) return null;
  return new AppError('STORE_SUSPENDED', {
    reason: suspension.reason,
    supportEmail: request.server.accounts.supportEmail,
  });
}

/**
 * The signed-in user behind a request, or null. The user and the session row come from the
 * session cache, which forgets a user the moment the database announces a change to them, or
 * else from the database (one indexed query), so a role change, a deleted account, a global
 * sign-out or an idle session takes effect at once (decision 036). Every authenticated request is
 * activity: it moves the idle deadline, written at most once a minute (decision 021).
 */
export async function authenticate(request: FastifyRequest): Promise<AuthenticatedSession | null> {
  const token = request.cookies[ACCESS_TOKEN_COOKIE];
  if (!token) return null;
  const { auth, db } = request.server;
  const claims = await auth.accessTokens.verify(token);
  const now = auth.clock.now();
  if (!claims || claims.expiresAt.getTime() <= now.getTime()) return null;
  const cache = auth.sessionCache;
  let found = cache.get(claims.sessionId, claims.userId, now);
  if (!found) {
    const startedAt = cache.begin();
    found = await getSessionUser({
      db,
      userId: claims.userId,
      sessionId: claims.sessionId,
      cipher: auth.cipher,
      now,
    });
    if (!found) return null;
    cache.store(startedAt, claims.userId, found);
  }
  const idleExpiresAt = await recordActivity({
    db,
    sessionId: found.sessionId,
    lastActivityAt: found.lastActivityAt,
    idleExpiresAt: found.idleExpiresAt,
    now,
    settings: auth.sessions,
  });
  if (idleExpiresAt !== found.idleExpiresAt) cache.touch(found.sessionId, now, idleExpiresAt);
  return { user: found.user, sessionId: found.sessionId, expiresAt: claims.expiresAt, idleExpiresAt };
}

export interface AreaRule {
  /** Roles allowed in the area. */
  roles: readonly Role[];
  /** Store areas: the session must have confirmed a staff code. */
  staffCode?: boolean;
}

/**
 * The hook an area folder installs: 401 when signed out, 403 for a role outside the area, 403
 * PASSWORD_CHANGE_REQUIRED while the account's password is temporary, except on the routes that
 * changing it needs (decision 091), 403 STAFF_CODE_REQUIRED for a store session without a
 * confirmed staff code. It runs on request, before the body is parsed, so a signed-out caller
 * learns nothing about the area's validation.
 */
export function requireArea(rule: AreaRule): onRequestAsyncHookHandler {
  return async function areaGuard(request) {
    const session = await authenticate(request);
    if (!session) throw (await suspendedStoreRefusal(request)) ?? new AppError('UNAUTHENTICATED');
    if (!rule.roles.includes(session.user.role)) throw new AppError('FORBIDDEN');
    if (session.user.mustChangePassword && !request.routeOptions.config.allowsTemporaryPassword) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
    }
    if (rule.staffCode && !session.user.store?.staffCodeVerified) throw new AppError('STAFF_CODE_REQUIRED');
    request.session = session;
  };
}

/** The area hook guarantees a session; a route outside such an area calling this is a bug. */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.session) throw new AppError('UNAUTHENTICATED');
  return request.session;
}

/**
 * onRequest hook for customer-only routes inside a signed-in area (the owner's bikes, receipts,
 * reports, receipt analysis): 403 before params or body are read, so a store or admin learns
 * nothing from validation answers.
 */
export const requireCustomer: onRequestHookHandler = (request, _reply, next) => {
  next(sessionOf(request).user.role === 'customer' ? undefined : new AppError('FORBIDDEN'));
};

/** Who is asking, as services take it: the session's user id and role. */
export function actorOf(request: FastifyRequest): Actor {
  const { user } = sessionOf(request);
  return { userId: user.id, role: user.role };
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return { ipAddress: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
