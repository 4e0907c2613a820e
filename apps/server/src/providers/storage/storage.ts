/**
 * Where uploaded files keep their bytes. The `files` table holds who owns what; a Storage only
 * maps keys like `receipts/<user id>/<uuid>.jpg` to bytes. Local disk by default, any
 * S3-compatible service in production (docs/decisions/006-file-storage-and-uploads.md).
 */
export interface Storage {
  /** Writes the whole object or nothing; overwrites an existing key. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when no object has that key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

/** A storage backend failed (disk full, S3 unreachable, access denied …); the message says which. */
export class StorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
  }
}

// Segments of letters, digits, dot, dash and underscore that never start with a dot (so never
// "." or ".."): the same key is then a safe relative path on disk and a plain object name in S3.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** Both adapters refuse keys that could leave their folder or bucket prefix. */
export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new StorageError(`invalid storage key ${JSON.stringify(key)}`);
}
