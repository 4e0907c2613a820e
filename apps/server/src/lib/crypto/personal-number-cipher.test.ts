import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPersonalNumberCipher } from './personal-number-cipher.js';

const key = randomBytes(32);
const personalNumber = '198507099805';

describe('personal number cipher', () => {
  it('decrypts what it encrypted', () => {
    const cipher = createPersonalNumberCipher(key);
    const stored = cipher.encrypt(personalNumber);
    expect(stored).not.toContain(personalNumber);
    expect(cipher.decrypt(stored)).toBe(personalNumber);
  });

  it('uses a fresh IV so equal numbers give different ciphertexts', () => {
    const cipher = createPersonalNumberCipher(key);
    expect(cipher.encrypt(personalNumber)).not.toBe(cipher.encrypt(personalNumber));
  });

  it('hashes deterministically per key and differently under another key', () => {
    const cipher = createPersonalNumberCipher(key);
    const other = createPersonalNumberCipher(randomBytes(32));
    expect(cipher.hash(personalNumber)).toBe(cipher.hash(personalNumber));
    expect(cipher.hash(personalNumber)).toMatch(/^[0-9a-f]{8}\.[0-9a-f]{64}$/);
    expect(other.hash(personalNumber)).not.toBe(cipher.hash(personalNumber));
  });

  it('refuses to decrypt under the wrong key or after tampering', () => {
    const stored = createPersonalNumberCipher(key).encrypt(personalNumber);
    expect(() => createPersonalNumberCipher(randomBytes(32)).decrypt(stored)).toThrow();
    const parts = stored.split('.');
    const body = Buffer.from(parts[4] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => createPersonalNumberCipher(key).decrypt(parts.join('.'))).toThrow();
    expect(() => createPersonalNumberCipher(key).decrypt('garbage')).toThrow(/Unrecognised/);
  });

  it('accepts only the canonical 12-digit form', () => {
    const cipher = createPersonalNumberCipher(key);
    expect(() => cipher.encrypt('850709-9805')).toThrow(/12 digits/);
    expect(() => cipher.hash('8507099805')).toThrow(/12 digits/);
  });

  it('rejects a key of the wrong length', () => {
    expect(() => createPersonalNumberCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});
