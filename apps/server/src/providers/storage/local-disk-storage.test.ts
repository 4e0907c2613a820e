import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { StorageError, type Storage } from './storage.js';

let root: string;
let storage: Storage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ramkoll-disk-'));
  storage = createLocalDiskStorage(join(root, 'files'));
});

afterEach(() => rm(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('stores, reads and deletes under the key', async () => {
    const key = 'receipts/7d1c7c1e-2f57-4d55-9d39-6b1c0ad0a111/0b5e0f0e-1111-4c4c-8d8d-2a2a2a2a2a2a.jpg';
    await storage.put(key, Buffer.from('bytes of a receipt'), 'image/jpeg');
    expect((await storage.get(key))?.toString()).toBe('bytes of a receipt');
    expect(await readFile(join(root, 'files', key), 'utf8')).toBe('bytes of a receipt');
    expect((await stat(join(root, 'files', key))).mode & 0o777).toBe(0o600);

    await storage.put(key, Buffer.from('replaced'), 'image/jpeg');
    expect((await storage.get(key))?.toString()).toBe('replaced');

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    // Deleting again is not an error: a clean-up may run twice.
    await storage.delete(key);
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage.get('bike-photos/nobody/missing.png')).toBeNull();
  });

  it('leaves no temporary files behind', async () => {
    await storage.put('receipts/u/a.jpg', Buffer.from('a'), 'image/jpeg');
    expect(await readdir(join(root, 'files', '.partial'))).toEqual([]);
  });

  it.each([
    '../outside.jpg',
    'receipts/../../outside.jpg',
    'receipts/./a.jpg',
    '/etc/passwd',
    'receipts//a.jpg',
    '.partial/x',
    'receipts/a b.jpg',
    'receipts\\..\\a.jpg',
    '',
  ])('refuses the key %j before touching the disk', async (key) => {
    await writeFile(join(root, 'outside.jpg'), 'not yours');
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(StorageError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(StorageError);
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
