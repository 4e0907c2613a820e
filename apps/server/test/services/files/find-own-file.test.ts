import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../src/db/schema/files.js';
import { findOwnFile } from '../../../src/services/files/find-own-file.js';
import { createUser } from '../../factories.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;
let ownerId: string;
let otherId: string;
let receiptId: string;

beforeAll(async () => {
  context = await createTestContext();
  const [owner, other] = await Promise.all([createUser(context.db), createUser(context.db)]);
  ownerId = owner.id;
  otherId = other.id;
  const [row] = await context.db
    .insert(files)
    .values({
      bucket: 'receipts',
      ownerUserId: ownerId,
      storageKey: `receipts/${ownerId}/${randomUUID()}.jpg`,
      mimeType: 'image/jpeg',
      sizeBytes: 1234,
      sha256: 'a'.repeat(64),
    })
    .returning({ id: files.id });
  if (!row) throw new Error('insert returned nothing');
  receiptId = row.id;
});

afterAll(() => context.close());

describe('findOwnFile', () => {
  it("returns the actor's own file from the asked bucket, also inside a transaction", async () => {
    const actor = { userId: ownerId, role: 'customer' as const };
    expect(await findOwnFile({ db: context.db, actor, fileId: receiptId, bucket: 'receipts' })).toMatchObject(
      {
        id: receiptId,
        ownerUserId: ownerId,
        bucket: 'receipts',
      },
    );
    const inTransaction = await context.db.transaction((tx) =>
      findOwnFile({ db: tx, actor, fileId: receiptId, bucket: 'receipts' }),
    );
    expect(inTransaction.id).toBe(receiptId);
  });

  it.each([
    ['from another bucket', () => ({ userId: ownerId, fileId: receiptId, bucket: 'bike-photos' as const })],
    ["of someone else's", () => ({ userId: otherId, fileId: receiptId, bucket: 'receipts' as const })],
    ['with an unknown id', () => ({ userId: ownerId, fileId: randomUUID(), bucket: 'receipts' as const })],
    ['with a malformed id', () => ({ userId: ownerId, fileId: 'kvitto.jpg', bucket: 'receipts' as const })],
  ])('answers FILE_NOT_FOUND for a file %s', async (_case, input) => {
    const { userId, fileId, bucket } = input();
    await expect(
      findOwnFile({ db: context.db, actor: { userId, role: 'customer' }, fileId, bucket }),
    ).rejects.toMatchObject({ code: 'FILE_NOT_FOUND' });
  });
});
