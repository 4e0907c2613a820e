import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../src/providers/storage/local-disk-storage.js';
import type { Storage } from '../../src/providers/storage/storage.js';
import { storageContract, unsafeKeys } from './storage-contract.js';

let root: string;
let storage: Storage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ramkoll-disk-'));
  storage = createLocalDiskStorage(join(root, 'files'));
});

afterEach(() => rm(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  storageContract(() => storage);

  it('keeps each object as an owner-only file at its key, with no temporary files left', async () => {
    await storage.put('receipts/u/a.jpg', Buffer.from('a receipt'), 'image/jpeg');
    expect(await readFile(join(root, 'files', 'receipts/u/a.jpg'), 'utf8')).toBe('a receipt');
    expect((await stat(join(root, 'files', 'receipts/u/a.jpg'))).mode & 0o777).toBe(0o600);
    expect(await readdir(join(root, 'files', '.partial'))).toEqual([]);
  });

  it('never touches a file outside its folder', async () => {
    await writeFile(join(root, 'outside.jpg'), 'not yours');
    for (const key of unsafeKeys) {
      await storage.put(key, Buffer.from('x'), 'image/jpeg').catch(() => undefined);
      await storage.delete(key).catch(() => undefined);
    }
    expect(await readFile(join(root, 'outside.jpg'), 'utf8')).toBe('not yours');
  });

  it('says what failed when the disk refuses', async () => {
    // A file where the folder should be: writing under it cannot work.
    await writeFile(join(root, 'files'), 'in the way');
    await expect(storage.put('receipts/u/a.jpg', Buffer.from('a'), 'image/jpeg')).rejects.toThrow(
      /could not write receipts\/u\/a\.jpg in .*: (ENOTDIR|EEXIST)/,
    );
  });
});
