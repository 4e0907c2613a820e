import { createHmac } from 'node:crypto';
import { deriveKey } from './derive-key.js';

/**
 * HMAC-SHA256 (hex) under a purpose-specific key: deterministic, so it can back a unique index
 * or a look-up, but useless to someone holding only a database dump.
 */
export function createKeyedHash(masterKey: Buffer, purpose: string): (value: string) => string {
  const key = deriveKey(masterKey, `hmac:${purpose}`);
  return (value) => createHmac('sha256', key).update(value, 'utf8').digest('hex');
}

/** Staff codes are compared case-insensitively, so the hash is taken of the upper-case code. */
export function createStaffCodeHash(masterKey: Buffer): (code: string) => string {
  const hash = createKeyedHash(masterKey, 'store-staff-code');
  return (code) => hash(code.trim().toUpperCase());
}
