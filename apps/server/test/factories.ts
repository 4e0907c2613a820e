import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { profiles, users } from '../src/db/schema/accounts.js';
import { files, receiptScans } from '../src/db/schema/files.js';
import { pointsLedger, userBalances } from '../src/db/schema/points.js';
import { frameKey } from '../src/lib/frame-number.js';

/** A user with a profile; the password hash is a placeholder because these users never sign in. */
export async function createUser(db: Db, overrides: { email?: string; fullName?: string } = {}) {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.se`;
  const [user] = await db.insert(users).values({ email, passwordHash: 'not-a-real-hash' }).returning();
  if (!user) throw new Error('insert returned nothing');
  await db.insert(profiles).values({ userId: user.id, fullName: overrides.fullName ?? 'Test Testsson' });
  return user;
}

/**
 * A stored upload's row, without bytes: for tests of what a file id may be attached to. The
 * upload route itself is tested with real images in routes/me/uploads.
 */
export async function createFileRow(
  db: Db,
  options: { ownerUserId: string | null; bucket: (typeof files.$inferSelect)['bucket'] },
): Promise<string> {
  const name = randomBytes(8).toString('hex');
  const [file] = await db
    .insert(files)
    .values({
      bucket: options.bucket,
      ownerUserId: options.ownerUserId,
      storageKey: `${options.bucket}/${options.ownerUserId ?? 'nobody'}/${name}.jpg`,
      mimeType: 'image/jpeg',
      sizeBytes: 1024,
      sha256: randomBytes(32).toString('hex'),
    })
    .returning({ id: files.id });
  if (!file) throw new Error('insert returned nothing');
  return file.id;
}

export interface ReceiptFacts {
  /** Frame numbers read on the receipt, as written. */
  frameNumbers: string[];
  /** Keyed hashes of the personnummer read on it (the app's cipher.hash). */
  personalNumberHashes: string[];
  sellerInfoFound: boolean;
}

/**
 * A receipt upload with the facts OCR read from it (a receipt_scans row), so registration can be
 * tested against each verification outcome without an image. `scan: null` is a receipt that was
 * never read.
 */
export async function createReceiptFile(
  db: Db,
  options: { ownerUserId: string; scan: ReceiptFacts | null },
): Promise<string> {
  const fileId = await createFileRow(db, { ownerUserId: options.ownerUserId, bucket: 'receipts' });
  if (options.scan) {
    await db.insert(receiptScans).values({
      fileId,
      frameKeys: options.scan.frameNumbers.map(frameKey),
      personalNumberHashes: options.scan.personalNumberHashes,
      organizationNumbers: options.scan.sellerInfoFound ? ['5560360793'] : [],
      sellerInfoFound: options.scan.sellerInfoFound,
      engine: 'test-facts',
    });
  }
  return fileId;
}

/** Sets a user's balance to `points` with the ledger row that explains it. */
export async function grantPoints(db: Db, userId: string, points: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ balance: userBalances.pointsBalance })
      .from(userBalances)
      .where(eq(userBalances.userId, userId))
      .for('update');
    const balanceAfter = (row?.balance ?? 0) + points;
    await tx
      .insert(userBalances)
      .values({ userId, pointsBalance: balanceAfter })
      .onConflictDoUpdate({ target: userBalances.userId, set: { pointsBalance: balanceAfter } });
    await tx.insert(pointsLedger).values({
      userId,
      amount: points,
      reason: 'admin_adjustment',
      balanceAfter,
      reference: `test:${randomBytes(4).toString('hex')}`,
    });
  });
}
