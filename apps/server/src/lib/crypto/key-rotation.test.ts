import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bareHash, v1Ciphertext } from '../../../test/key-helpers.js';
import { keyIdOf, keyList } from './data-keys.js';
import { createStaffCodeHash } from './keyed-hash.js';
import { createPersonalNumberCipher } from './personal-number-cipher.js';

const keyA = randomBytes(32);
const keyB = randomBytes(32);
const personalNumber = '198507099805';

describe('key ids', () => {
  it('are short, stable per key and different between keys', () => {
    expect(keyIdOf(keyA)).toMatch(/^[0-9a-f]{8}$/);
    expect(keyIdOf(keyA)).toBe(keyIdOf(Buffer.from(keyA)));
    expect(keyIdOf(keyA)).not.toBe(keyIdOf(keyB));
  });

  it('refuse the same key as current and previous', () => {
    expect(() => keyList({ current: keyA, previous: Buffer.from(keyA) })).toThrow(/another key/);
  });
});

describe('personal number cipher under two keys', () => {
  const rotating = createPersonalNumberCipher({ current: keyB, previous: keyA });

  it('writes v2 with the current key id and reads it back', () => {
    const stored = rotating.encrypt(personalNumber);
    expect(stored.startsWith(`v2.${keyIdOf(keyB)}.`)).toBe(true);
    expect(rotating.decrypt(stored)).toBe(personalNumber);
    expect(createPersonalNumberCipher(keyB).decrypt(stored)).toBe(personalNumber);
  });

  it('reads v2 under the previous key', () => {
    const stored = createPersonalNumberCipher(keyA).encrypt(personalNumber);
    expect(stored.startsWith(`v2.${keyIdOf(keyA)}.`)).toBe(true);
    expect(rotating.decrypt(stored)).toBe(personalNumber);
  });

  it('reads v1 (no key id) under the current or the previous key', () => {
    expect(rotating.decrypt(v1Ciphertext(keyA, personalNumber))).toBe(personalNumber);
    expect(rotating.decrypt(v1Ciphertext(keyB, personalNumber))).toBe(personalNumber);
    expect(createPersonalNumberCipher(keyA).decrypt(v1Ciphertext(keyA, personalNumber))).toBe(personalNumber);
  });

  it('refuses a key id it does not hold, naming it, instead of guessing', () => {
    const stored = createPersonalNumberCipher(keyA).encrypt(personalNumber);
    const kid = keyIdOf(keyA);
    expect(() => createPersonalNumberCipher(keyB).decrypt(stored)).toThrow(
      new RegExp(`under key ${kid}, which is neither`),
    );
    // v1 under a key neither holds: the authentication tag fails, never garbage.
    expect(() => rotating.decrypt(v1Ciphertext(randomBytes(32), personalNumber))).toThrow();
  });

  it('refuses tampered ciphertexts, tags and key ids', () => {
    const stored = rotating.encrypt(personalNumber);
    const parts = stored.split('.');
    const flip = (index: number) => {
      const copy = [...parts];
      const bytes = Buffer.from(copy[index] ?? '', 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      copy[index] = bytes.toString('base64url');
      return copy.join('.');
    };
    expect(() => rotating.decrypt(flip(4))).toThrow();
    expect(() => rotating.decrypt(flip(3))).toThrow();
    // A truncated tag is not accepted as a shorter one.
    const short = [...parts];
    short[3] = Buffer.from(parts[3] ?? '', 'base64url')
      .subarray(0, 4)
      .toString('base64url');
    expect(() => rotating.decrypt(short.join('.'))).toThrow();
    // Relabelled as the other key: that key cannot open it.
    const relabelled = [parts[0], keyIdOf(keyA), ...parts.slice(2)].join('.');
    expect(() => rotating.decrypt(relabelled)).toThrow();
    expect(() => rotating.decrypt(`v2.${keyIdOf(keyB)}.x.y`)).toThrow(/Unrecognised/);
  });

  it('hashes under the current key and offers every stored form for look-ups', () => {
    const hash = rotating.hash(personalNumber);
    expect(hash).toBe(`${keyIdOf(keyB)}.${bareHash(keyB, 'personal-number', personalNumber)}`);
    expect(rotating.hashes(personalNumber)).toEqual([
      hash,
      createPersonalNumberCipher(keyA).hash(personalNumber),
      bareHash(keyB, 'personal-number', personalNumber),
      bareHash(keyA, 'personal-number', personalNumber),
    ]);
    expect(createPersonalNumberCipher(keyB).hashes(personalNumber)).toEqual([
      hash,
      bareHash(keyB, 'personal-number', personalNumber),
    ]);
  });

  it('tells which stored pairs are already under the current key', () => {
    const underB = { encrypted: rotating.encrypt(personalNumber), hash: rotating.hash(personalNumber) };
    const a = createPersonalNumberCipher(keyA);
    expect(rotating.isCurrent(underB)).toBe(true);
    expect(rotating.isCurrent({ encrypted: a.encrypt(personalNumber), hash: a.hash(personalNumber) })).toBe(
      false,
    );
    expect(rotating.isCurrent({ encrypted: underB.encrypted, hash: a.hash(personalNumber) })).toBe(false);
    expect(
      rotating.isCurrent({
        encrypted: v1Ciphertext(keyB, personalNumber),
        hash: bareHash(keyB, 'personal-number', personalNumber),
      }),
    ).toBe(false);
  });
});

describe('staff code hash under two keys', () => {
  it('hashes the upper-case code under the current key and matches the previous and bare forms', () => {
    const rotating = createStaffCodeHash({ current: keyB, previous: keyA });
    expect(rotating(' butik2024 ')).toBe(createStaffCodeHash(keyB)('BUTIK2024'));
    expect(rotating.keyId).toBe(keyIdOf(keyB));
    expect(rotating.candidates('butik2024')).toEqual(
      expect.arrayContaining([
        createStaffCodeHash(keyA)('BUTIK2024'),
        bareHash(keyA, 'store-staff-code', 'BUTIK2024'),
      ]),
    );
    expect(createStaffCodeHash(keyB).candidates('BUTIK2024')).not.toContain(
      createStaffCodeHash(keyA)('BUTIK2024'),
    );
  });
});
