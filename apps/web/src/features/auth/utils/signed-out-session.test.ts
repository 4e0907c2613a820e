import { describe, expect, it } from 'vitest';
import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import { signedOutSession } from './signed-out-session';

const signedOut = {
  user: null,
  expiresAt: null,
  idleExpiresInSeconds: null,
  idleTimeoutSeconds: 1200,
  idleWarningSeconds: 300,
};

const signedIn = {
  ...signedOut,
  user: { id: '4d8f3f8e-5b4a-4c1e-9a53-0c3f5b1f8d11' },
  expiresAt: '2026-11-29T20:00:00.000Z',
  idleExpiresInSeconds: 1100,
};

describe('signedOutSession (decision 074)', () => {
  it('accepts a signed-out answer as the schema does, without keys the schema does not know', () => {
    const withExtra = { ...signedOut, extra: 'x' };
    expect(signedOutSession(withExtra)).toEqual(ZSessionResponse.parse(withExtra));
    expect(signedOutSession(signedOut)).toEqual(signedOut);
  });

  it.each([
    ['a signed-in answer', signedIn],
    ['no answer', undefined],
    ['null', null],
    ['a string', 'user: null'],
    ['an expiry without a user', { ...signedOut, expiresAt: '2026-11-29T20:00:00.000Z' }],
    ['idle seconds left without a user', { ...signedOut, idleExpiresInSeconds: 10 }],
    ['a missing user', { ...signedOut, user: undefined }],
    ['a fractional idle limit', { ...signedOut, idleTimeoutSeconds: 1.5 }],
    ['a zero warning', { ...signedOut, idleWarningSeconds: 0 }],
    ['an idle limit as text', { ...signedOut, idleTimeoutSeconds: '1200' }],
    ['a missing warning', { ...signedOut, idleWarningSeconds: undefined }],
  ])('leaves %s to the schema', (_name, payload) => {
    expect(signedOutSession(payload)).toBeNull();
  });

  it('never accepts what the schema refuses', () => {
    for (const payload of [
      { ...signedOut, idleTimeoutSeconds: -1 },
      { ...signedOut, idleWarningSeconds: Number.NaN },
      { ...signedOut, idleTimeoutSeconds: Number.POSITIVE_INFINITY },
    ]) {
      expect(ZSessionResponse.safeParse(payload).success).toBe(false);
      expect(signedOutSession(payload)).toBeNull();
    }
  });
});
