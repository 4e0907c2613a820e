import { randomUUID } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../src/db/schema/files.js';
import { createLocalDiskStorage } from '../../../src/providers/storage/local-disk-storage.js';
import { uploadImage } from '../../../src/services/files/upload-image.js';
import { createUser } from '../../factories.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { testImage } from '../../upload-helpers.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(() => context.close());

async function fileRowCount(): Promise<number> {
  const [row] = await context.db.select({ value: count() }).from(files);
  return row?.value ?? 0;
}

async function storedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('uploadImage keeps storage and the files table in step', () => {
  it('removes the stored object when the row cannot be written', async () => {
    const bytes = await testImage('jpeg');
    // An account deleted while its upload was on the way: the row's owner no longer exists.
    const actor = { userId: randomUUID(), role: 'customer' as const };
    await expect(
      uploadImage({
        db: context.db,
        storage: context.storage,
        actor,
        bucket: 'receipts',
        readBytes: () => Promise.resolve(bytes),
      }),
    ).rejects.toMatchObject({ code: 'UPLOAD_FAILED' });
    expect(await storedFiles(context.storageDir)).toEqual([]);
    expect(await fileRowCount()).toBe(0);
  });

  it('writes no row when storage refuses the object', async () => {
    const user = await createUser(context.db);
    const blocked = join(context.storageDir, 'blocked');
    // A file where the storage folder should be: every write fails, as on a full or read-only disk.
    await writeFile(blocked, 'in the way');
    await expect(
      uploadImage({
        db: context.db,
        storage: createLocalDiskStorage(blocked),
        actor: { userId: user.id, role: 'customer' },
        bucket: 'bike-photos',
        readBytes: () => testImage('png'),
      }),
    ).rejects.toMatchObject({ code: 'UPLOAD_FAILED' });
    expect(await fileRowCount()).toBe(0);
  });

  it('does not read the body of a caller who may not upload', async () => {
    let read = false;
    await expect(
      uploadImage({
        db: context.db,
        storage: context.storage,
        actor: { userId: randomUUID(), role: 'store' },
        bucket: 'receipts',
        readBytes: () => {
          read = true;
          return testImage('jpeg');
        },
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(read).toBe(false);
  });
});
