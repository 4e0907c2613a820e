import { parseReceiptText } from '@ramkoll/shared/rules/receipt-text';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { receiptScans } from '../../db/schema/files.js';
import { frameKey } from '../../lib/frame-number.js';
import type { AnalysisProvider } from '../../providers/analysis/analysis-provider.js';
import type { Storage } from '../../providers/storage/storage.js';
import type { Actor } from '../actor.js';
import type { PersonalNumberCipher } from '../crypto/personal-number-cipher.js';
import { findOwnFile } from '../files/find-own-file.js';
import { analysing, readFileBytes } from './read-own-image.js';

export type ReceiptScan = typeof receiptScans.$inferSelect;

export interface ScanReceiptOptions {
  db: Db;
  storage: Storage;
  analysis: AnalysisProvider;
  /** Hashes personnummer the way profiles.personal_number_hash does. */
  cipher: Pick<PersonalNumberCipher, 'hash'>;
  actor: Actor;
  fileId: string;
  /** Decides the century of ten-digit personnummer. */
  now: Date;
}

/**
 * The facts of the actor's receipt, read with OCR the first time and stored in receipt_scans;
 * later calls (another frame number typed, registration itself) reuse the row. Only facts are
 * kept, never the text: personnummer as keyed hashes (DECISIONS.md "Identity, accounts and
 * privacy"). 404 FILE_NOT_FOUND, 422 ANALYSIS_FAILED.
 */
export async function scanReceipt(options: ScanReceiptOptions): Promise<ReceiptScan> {
  const { db, analysis, cipher, now } = options;
  const file = await findOwnFile({ ...options, bucket: 'receipts' });
  const stored = await storedScan(db, file.id);
  if (stored) return stored;

  const bytes = await readFileBytes(options.storage, file);
  const reading = await analysing(() => analysis.readText(bytes));
  const facts = parseReceiptText(reading.text, now);
  const [inserted] = await db
    .insert(receiptScans)
    .values({
      fileId: file.id,
      frameKeys: facts.frameNumbers.map(frameKey),
      personalNumberHashes: facts.personalNumbers.map((personalNumber) => cipher.hash(personalNumber)),
      organizationNumbers: facts.organizationNumbers,
      sellerInfoFound: facts.sellerInfoFound,
      brand: facts.brand,
      model: facts.model,
      engine: analysis.engine,
    })
    // Two tabs analysing the same upload at once: the first row stands.
    .onConflictDoNothing()
    .returning();
  return inserted ?? (await storedScan(db, file.id)) ?? raceLost(file.id);
}

async function storedScan(db: Db, fileId: string): Promise<ReceiptScan | null> {
  const [scan] = await db.select().from(receiptScans).where(eq(receiptScans.fileId, fileId)).limit(1);
  return scan ?? null;
}

function raceLost(fileId: string): never {
  // Only reachable if the file was deleted between the insert and the read.
  throw new Error(`receipt scan of ${fileId} vanished while being stored`);
}
