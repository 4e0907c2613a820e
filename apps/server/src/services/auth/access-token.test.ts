import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeProtectedHeader } from 'jose';
import { keyIdOf } from '../../lib/crypto/data-keys.js';
import { createAccessTokenService } from './access-token.js';

function clockAt(start: number) {
  let now = start;
  return { now: () => new Date(now), set: (value: number) => (now = value) };
}

const claims = {
  userId: '7b0a1c1e-8f1b-4f3e-9a55-2c8f0d9c1a01',
  sessionId: '1f0b3c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
};

describe('access tokens', () => {
  it('verifies what it signed until it expires', async () => {
    const clock = clockAt(Date.UTC(2026, 0, 1, 12));
    const service = createAccessTokenService(randomBytes(32), clock);
    const expiresAt = new Date(Date.UTC(2026, 0, 1, 12, 15));
    const token = await service.sign({ ...claims, expiresAt });
    expect(await service.verify(token)).toEqual({ ...claims, expiresAt });
    clock.set(Date.UTC(2026, 0, 1, 12, 15, 1));
    expect(await service.verify(token)).toBeNull();
  });

  it('refuses tokens under another key, tampered tokens and garbage', async () => {
    const clock = clockAt(Date.now());
    const service = createAccessTokenService(randomBytes(32), clock);
    const other = createAccessTokenService(randomBytes(32), clock);
    const token = await other.sign({ ...claims, expiresAt: new Date(Date.now() + 60_000) });
    expect(await service.verify(token)).toBeNull();
    const own = await service.sign({ ...claims, expiresAt: new Date(Date.now() + 60_000) });
    const [header, payload, signature] = own.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', sid: claims.sessionId })).toString(
      'base64url',
    );
    expect(await service.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await service.verify(`${header}.${payload}`)).toBeNull();
    expect(await service.verify('not-a-token')).toBeNull();
  });

  it('remembers a verified token only as that exact string, and only until it expires', async () => {
    const clock = clockAt(Date.UTC(2026, 0, 1, 12));
    const service = createAccessTokenService(randomBytes(32), clock);
    const expiresAt = new Date(Date.UTC(2026, 0, 1, 12, 15));
    const token = await service.sign({ ...claims, expiresAt });
    expect(await service.verify(token)).toEqual({ ...claims, expiresAt });
    expect(await service.verify(token)).toEqual({ ...claims, expiresAt });
    const [header, payload, signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.slice(-1)}`;
    expect(await service.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    clock.set(expiresAt.getTime());
    expect(await service.verify(token)).toBeNull();
  });

  it('refuses an unsigned (alg none) token', async () => {
    const service = createAccessTokenService(randomBytes(32), clockAt(Date.now()));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({
        sub: claims.userId,
        sid: claims.sessionId,
        iss: 'ramkoll',
        aud: 'ramkoll:access',
        exp: 9999999999,
      }),
    ).toString('base64url');
    expect(await service.verify(`${header}.${body}.`)).toBeNull();
  });

  it('during a key rotation signs with the current key and verifies tokens of both (decision 055)', async () => {
    const clock = clockAt(Date.now());
    const keyA = randomBytes(32);
    const keyB = randomBytes(32);
    const expiresAt = new Date(Math.floor((Date.now() + 60_000) / 1000) * 1000);
    const underA = await createAccessTokenService(keyA, clock).sign({ ...claims, expiresAt });
    const rotating = createAccessTokenService({ current: keyB, previous: keyA }, clock);
    const underB = await rotating.sign({ ...claims, expiresAt });

    expect(decodeProtectedHeader(underB).kid).toBe(keyIdOf(keyB));
    expect(await rotating.verify(underA)).toEqual({ ...claims, expiresAt });
    expect(await rotating.verify(underB)).toEqual({ ...claims, expiresAt });
    expect(await createAccessTokenService(keyB, clock).verify(underB)).toEqual({ ...claims, expiresAt });
    // Once the previous key is gone, its tokens are refused.
    expect(await createAccessTokenService(keyB, clock).verify(underA)).toBeNull();
    // A token claiming the current key's id but signed by another is refused.
    const [, body = '', signature = ''] = underA.split('.');
    const relabelled = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: keyIdOf(keyB) })).toString(
      'base64url',
    );
    expect(await rotating.verify(`${relabelled}.${body}.${signature}`)).toBeNull();
  });
});
