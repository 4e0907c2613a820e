import { and, asc, eq, gt, inArray, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { files, receiptScans } from '../../db/schema/files.js';
import { storeStaffCodes } from '../../db/schema/stores.js';
import { keyIdOf, type DataKeys } from '../../lib/crypto/data-keys.js';
import {
  createPersonalNumberCipher,
  type PersonalNumberCipher,
} from '../../lib/crypto/personal-number-cipher.js';

/** What one run did and what is still not under the current key (decision 055). */
export interface RotationReport {
  /** The current key's id: everything rewritten now carries it. */
  keyId: string;
  profiles: { rewritten: number; left: number };
  receiptScans: { rewritten: number; left: number };
  /**
   * Staff codes are stored only as hashes: they move to the current key at their next successful
   * check, not here. `active` codes still under another key stop working once it is removed.
   */
  staffCodes: { active: number; inactive: number };
  /** Profiles whose personnummer is already held, under the current key, by another profile. */
  conflicts: string[];
  /** Profiles whose ciphertext neither key opens (an unknown key id, or damage): never guessed at. */
  unreadable: string[];
  /** True when the run stopped early (`maxBatches`), so `left` counts what the next run takes. */
  stopped: boolean;
}

export interface RotateKeysOptions {
  db: Db;
  keys: DataKeys;
  /** Rows per transaction. */
  batchSize?: number;
  /** Stop after this many batches in all (a test's stand-in for a killed run). */
  maxBatches?: number;
  /** Progress after each batch. */
  onBatch?: (progress: { table: 'profiles' | 'receipt_scans'; rewritten: number; skipped: number }) => void;
}

/**
 * Re-encrypts and re-hashes, in batches, every personnummer and receipt fact not yet under the
 * current key: keyset by primary key, one transaction per batch with its rows locked, so it can run
 * beside instances serving requests, be killed at any point and run again (a row already under the
 * current key is never selected, so a second run changes nothing).
 */
export async function rotateKeys(options: RotateKeysOptions): Promise<RotationReport> {
  const { db, keys } = options;
  const batchSize = options.batchSize ?? 500;
  const cipher = createPersonalNumberCipher(keys);
  const keyId = keyIdOf(keys.current);
  let batchesLeft = options.maxBatches ?? Number.POSITIVE_INFINITY;
  const report: RotationReport = {
    keyId,
    profiles: { rewritten: 0, left: 0 },
    receiptScans: { rewritten: 0, left: 0 },
    staffCodes: { active: 0, inactive: 0 },
    conflicts: [],
    unreadable: [],
    stopped: false,
  };

  let cursor: string | null = null;
  while (batchesLeft > 0) {
    batchesLeft -= 1;
    const batch = await db.transaction((tx) => rewriteProfiles(tx, cipher, keyId, cursor, batchSize, report));
    options.onBatch?.({ table: 'profiles', ...batch });
    if (batch.last === null) break;
    cursor = batch.last;
  }

  cursor = null;
  while (batchesLeft > 0) {
    batchesLeft -= 1;
    const batch = await db.transaction((tx) => rewriteReceiptScans(tx, cipher, keyId, cursor, batchSize));
    report.receiptScans.rewritten += batch.rewritten;
    options.onBatch?.({ table: 'receipt_scans', ...batch });
    if (batch.last === null) break;
    cursor = batch.last;
  }
  report.stopped = batchesLeft <= 0 && options.maxBatches !== undefined;

  const left = await whatIsLeft(db, keyId);
  report.profiles.left = left.profiles;
  report.receiptScans.left = left.receiptScans;
  report.staffCodes = left.staffCodes;
  return report;
}

/** Counts of what is not yet under the current key. */
export async function whatIsLeft(
  db: Db,
  keyId: string,
): Promise<{ profiles: number; receiptScans: number; staffCodes: RotationReport['staffCodes'] }> {
  const [profileRow] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(profiles)
    .where(and(isNotNull(profiles.personalNumberEncrypted), profileNotCurrent(keyId)));
  const [scanRow] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(receiptScans)
    .where(scanNotCurrent(keyId));
  const codeRows = await db
    .select({ active: storeStaffCodes.active, count: sql<number>`count(*)::int` })
    .from(storeStaffCodes)
    .where(not(sql`starts_with(${storeStaffCodes.codeHash}, ${`${keyId}.`})`))
    .groupBy(storeStaffCodes.active);
  return {
    profiles: profileRow?.left ?? 0,
    receiptScans: scanRow?.left ?? 0,
    staffCodes: {
      active: codeRows.find((row) => row.active)?.count ?? 0,
      inactive: codeRows.find((row) => !row.active)?.count ?? 0,
    },
  };
}

function profileNotCurrent(keyId: string): SQL {
  return not(
    and(
      sql`starts_with(${profiles.personalNumberEncrypted}, ${`v2.${keyId}.`})`,
      sql`starts_with(${profiles.personalNumberHash}, ${`${keyId}.`})`,
    ) as SQL,
  );
}

function scanNotCurrent(keyId: string): SQL {
  return sql`exists (select 1 from unnest(${receiptScans.personalNumberHashes}) as h(hash) where not starts_with(h.hash, ${`${keyId}.`}))`;
}

async function rewriteProfiles(
  tx: Tx,
  cipher: PersonalNumberCipher,
  keyId: string,
  cursor: string | null,
  batchSize: number,
  report: RotationReport,
): Promise<{ last: string | null; rewritten: number; skipped: number }> {
  const rows = await tx
    .select({
      userId: profiles.userId,
      encrypted: profiles.personalNumberEncrypted,
      hash: profiles.personalNumberHash,
    })
    .from(profiles)
    .where(
      and(
        cursor === null ? undefined : gt(profiles.userId, cursor),
        isNotNull(profiles.personalNumberEncrypted),
        profileNotCurrent(keyId),
      ),
    )
    .orderBy(asc(profiles.userId))
    .limit(batchSize)
    .for('update');

  const rewrites: { userId: string; encrypted: string; hash: string }[] = [];
  for (const row of rows) {
    if (row.encrypted === null || row.hash === null) continue;
    // Selected as not current by SQL; the same rule in code, so a drift between them rewrites nothing.
    if (cipher.isCurrent({ encrypted: row.encrypted, hash: row.hash })) continue;
    let personalNumber: string;
    try {
      personalNumber = cipher.decrypt(row.encrypted);
    } catch {
      report.unreadable.push(row.userId);
      continue;
    }
    rewrites.push({
      userId: row.userId,
      encrypted: cipher.encrypt(personalNumber),
      hash: cipher.hash(personalNumber),
    });
  }

  // A person registered twice, once under each key (decision 055): never merged silently.
  const taken = rewrites.length
    ? await tx
        .select({ userId: profiles.userId, hash: profiles.personalNumberHash })
        .from(profiles)
        .where(
          inArray(
            profiles.personalNumberHash,
            rewrites.map((rewrite) => rewrite.hash),
          ),
        )
    : [];
  let rewritten = 0;
  for (const rewrite of rewrites) {
    if (taken.some((row) => row.hash === rewrite.hash && row.userId !== rewrite.userId)) {
      report.conflicts.push(rewrite.userId);
      continue;
    }
    await tx
      .update(profiles)
      .set({ personalNumberEncrypted: rewrite.encrypted, personalNumberHash: rewrite.hash })
      .where(eq(profiles.userId, rewrite.userId));
    rewritten += 1;
  }
  report.profiles.rewritten += rewritten;
  return { last: rows.at(-1)?.userId ?? null, rewritten, skipped: rows.length - rewritten };
}

/**
 * A receipt's facts hold keyed hashes of every personnummer read on it, and only the uploader's own
 * can ever match (evaluate-receipt-scan.ts compares with the actor's, and only the uploader may use
 * the receipt). The uploader's hash is rewritten under the current key; the others cannot be
 * recomputed without the receipt's text, match no one, and are dropped.
 */
async function rewriteReceiptScans(
  tx: Tx,
  cipher: PersonalNumberCipher,
  keyId: string,
  cursor: string | null,
  batchSize: number,
): Promise<{ last: string | null; rewritten: number; skipped: number }> {
  const rows = await tx
    .select({
      fileId: receiptScans.fileId,
      hashes: receiptScans.personalNumberHashes,
      ownerEncrypted: profiles.personalNumberEncrypted,
    })
    .from(receiptScans)
    .leftJoin(files, eq(files.id, receiptScans.fileId))
    .leftJoin(profiles, eq(profiles.userId, files.ownerUserId))
    .where(and(cursor === null ? undefined : gt(receiptScans.fileId, cursor), scanNotCurrent(keyId)))
    .orderBy(asc(receiptScans.fileId))
    .limit(batchSize)
    .for('update', { of: receiptScans });

  let rewritten = 0;
  for (const row of rows) {
    let own: { forms: string[]; current: string } | null = null;
    if (row.ownerEncrypted) {
      try {
        const personalNumber = cipher.decrypt(row.ownerEncrypted);
        own = { forms: cipher.hashes(personalNumber), current: cipher.hash(personalNumber) };
      } catch {
        // The uploader's own number cannot be read (reported with the profiles): keep the facts as they are.
        continue;
      }
    }
    const next = new Set<string>();
    for (const hash of row.hashes) {
      if (hash.startsWith(`${keyId}.`)) next.add(hash);
      else if (own?.forms.includes(hash)) next.add(own.current);
    }
    await tx
      .update(receiptScans)
      .set({ personalNumberHashes: [...next] })
      .where(eq(receiptScans.fileId, row.fileId));
    rewritten += 1;
  }
  return { last: rows.at(-1)?.fileId ?? null, rewritten, skipped: rows.length - rewritten };
}

/** Nothing left that the previous key is still needed for. */
export function rotationFinished(report: RotationReport): boolean {
  return (
    report.profiles.left === 0 &&
    report.receiptScans.left === 0 &&
    report.staffCodes.active === 0 &&
    report.conflicts.length === 0 &&
    report.unreadable.length === 0
  );
}
