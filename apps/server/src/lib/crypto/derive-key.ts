import { hkdfSync } from 'node:crypto';

/**
 * A 32-byte sub-key of the configured master key for one purpose, so encryption and keyed hashes
 * never share a key and one leaked sub-key says nothing about the others.
 */
export function deriveKey(masterKey: Buffer, purpose: string): Buffer {
  if (masterKey.length !== 32) throw new Error('The data encryption key must be 32 bytes');
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `ramkoll:${purpose}`, 32));
}
