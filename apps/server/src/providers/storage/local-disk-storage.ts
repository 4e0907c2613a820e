import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertValidStorageKey, StorageError, type Storage } from './storage.js';

/**
 * Files in a folder on this machine: `<DATA_DIR>/files/<key>`. Fine for one instance; several
 * instances need shared storage (S3). Half-written files are never visible: bytes go to a
 * temporary file first and are renamed into place.
 */
export function createLocalDiskStorage(rootDir: string): Storage {
  const root = resolve(rootDir);
  // Keys never start with a dot, so this folder can never collide with a stored file.
  const tempDir = join(root, '.partial');

  function pathOf(key: string): string {
    assertValidStorageKey(key);
    const path = resolve(root, key);
    // The key check already rules out "..", this keeps it true whatever the check becomes.
    if (!path.startsWith(root + sep)) throw new StorageError(`storage key ${key} leaves ${root}`);
    return path;
  }

  return {
    async put(key, bytes) {
      const path = pathOf(key);
      const temp = join(tempDir, randomUUID());
      try {
        await mkdir(tempDir, { recursive: true });
        await mkdir(dirname(path), { recursive: true });
        await writeFile(temp, bytes, { mode: 0o600 });
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true }).catch(() => undefined);
        throw new StorageError(`could not write ${key} in ${root}: ${describe(error)}`, { cause: error });
      }
    },

    async get(key) {
      const path = pathOf(key);
      try {
        return await readFile(path);
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return null;
        throw new StorageError(`could not read ${key} in ${root}: ${describe(error)}`, { cause: error });
      }
    },

    async delete(key) {
      const path = pathOf(key);
      try {
        await rm(path, { force: true });
      } catch (error) {
        throw new StorageError(`could not delete ${key} in ${root}: ${describe(error)}`, { cause: error });
      }
    },
  };
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

function describe(error: unknown): string {
  return errorCode(error) ?? (error instanceof Error ? error.message : String(error));
}
