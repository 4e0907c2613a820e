import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock.js';
import { keyList, type DataKeys } from '../../lib/crypto/data-keys.js';
import { deriveKey } from '../../lib/crypto/derive-key.js';

/** Access tokens live 15 minutes; the refresh token (rotated) carries the session beyond that. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const ISSUER = 'ramkoll';
const AUDIENCE = 'ramkoll:access';

/** What a valid access token says: whose it is, which session row it belongs to, until when. */
export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

export interface AccessTokenService {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** Null for anything not valid right now: bad signature, wrong issuer, expired, malformed. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/** Tokens whose signature was checked, kept so a client's next requests skip the check. */
const VERIFIED_TOKENS_KEPT = 20_000;

/**
 * HS256 JWTs under a sub-key of the master key, so the signing key is never stored anywhere.
 * A token that verified once is remembered until it expires (at most VERIFIED_TOKENS_KEPT, oldest
 * out): a client sends the same token with every request for 15 minutes, and the signature check
 * (WebCrypto, off the main thread and back) costs more than the rest of a frame-number search's
 * Node work. Only the exact string that verified matches; the expiry is checked on every use.
 * Tokens are signed under the current key with its id as `kid`; during a rotation (decision 055) those
 * under the previous key still verify until they expire, and so do tokens from before key ids.
 */
export function createAccessTokenService(keys: Buffer | DataKeys, clock: Clock): AccessTokenService {
  const signingKeys = keyList(keys).map(({ id, master }) => ({
    id,
    key: new Uint8Array(deriveKey(master, 'jwt:access-token')),
  }));
  const [current] = signingKeys;
  if (!current) throw new Error('No data encryption key');
  const keysFor = (token: string) => {
    const { kid } = decodeProtectedHeader(token);
    return kid === undefined ? signingKeys : signingKeys.filter(({ id }) => id === kid);
  };
  const verified = new Map<string, AccessTokenClaims>();

  return {
    sign({ userId, sessionId, expiresAt }) {
      const now = clock.now();
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: current.id })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(current.key);
    },

    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() > clock.now().getTime()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const payload = await verifiedPayload(token, keysFor(token), clock);
        if (!payload) return null;
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !payload.exp) return null;
        const claims = {
          userId: payload.sub,
          sessionId: payload.sid,
          expiresAt: new Date(payload.exp * 1000),
        };
        if (verified.size >= VERIFIED_TOKENS_KEPT) {
          const oldest = verified.keys().next();
          if (!oldest.done) verified.delete(oldest.value);
        }
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

async function verifiedPayload(token: string, keys: { key: Uint8Array }[], clock: Clock) {
  for (const { key } of keys) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: clock.now(),
        clockTolerance: 0,
      });
      return payload;
    } catch {
      // Another key, or not valid at all.
    }
  }
  return null;
}
