import type { ReceiptTextFacts } from '@ramkoll/shared/rules/receipt-text';
import type { ReceiptCheck } from '@ramkoll/shared/schemas/analysis';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { receiptScans } from '../../db/schema/files.js';
import { companies, stores } from '../../db/schema/stores.js';
import { frameKey } from '../../lib/frame-number.js';
import type { AnalysisProvider } from '../../providers/analysis/analysis-provider.js';
import type { Storage } from '../../providers/storage/storage.js';
import type { Actor } from '../actor.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';
import { findOwnFile } from '../files/find-own-file.js';
import { readFileBytes } from './read-own-image.js';
import { readReceipt } from './read-receipt.js';

export type ReceiptScan = typeof receiptScans.$inferSelect;
type ReceiptVerification = ReceiptCheck['verification'];

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
  /** The actor's own personnummer (12 digits), looked for through OCR's look-alikes. */
  ownPersonalNumber: string | null;
  /** The frame number as the user typed it: a closer look goes where it should be printed. */
  frameNumber: string;
  /**
   * The three checks on the facts read so far; while one fails, the receipt is looked at more
   * closely, and the facts of every reading are kept.
   */
  check: (facts: ReceiptScanFacts) => ReceiptVerification;
}

/** The facts of a receipt_scans row that verification needs. */
export interface ReceiptScanFacts {
  frameKeys: string[];
  personalNumberHashes: string[];
  sellerInfoFound: boolean;
}

/**
 * The facts of the actor's receipt, read with OCR the first time and stored in receipt_scans;
 * later calls (another frame number typed, registration itself) reuse the row. Only facts are
 * kept, never the text: personnummer as keyed hashes (docs/product-rules.md "Identity, accounts and
 * privacy"). 404 FILE_NOT_FOUND, 422 ANALYSIS_FAILED.
 */
export async function scanReceipt(options: ScanReceiptOptions): Promise<ReceiptScan> {
  const { db, analysis, cipher } = options;
  const file = await findOwnFile({ ...options, bucket: 'receipts' });
  const stored = await storedScan(db, file.id);
  if (stored) return stored;

  const bytes = await readFileBytes(options.storage, file);
  const expected = { personalNumber: options.ownPersonalNumber, knownSellers: await knownSellers(db) };
  const facts = await readReceipt({
    analysis,
    image: bytes,
    now: options.now,
    expected: { ...expected, frameNumber: options.frameNumber },
    check: (read) => options.check(scanFacts(read, cipher)),
  });

  const [inserted] = await db
    .insert(receiptScans)
    .values({
      fileId: file.id,
      ...scanFacts(facts, cipher),
      organizationNumbers: facts.organizationNumbers,
      brand: facts.brand,
      model: facts.model,
      engine: analysis.engine,
    })
    // Two tabs analysing the same upload at once: the first row stands.
    .onConflictDoNothing()
    .returning();
  return inserted ?? (await storedScan(db, file.id)) ?? raceLost(file.id);
}

function scanFacts(facts: ReceiptTextFacts, cipher: Pick<PersonalNumberCipher, 'hash'>): ReceiptScanFacts {
  return {
    frameKeys: facts.frameNumbers.map(frameKey),
    personalNumberHashes: facts.personalNumbers.map((personalNumber) => cipher.hash(personalNumber)),
    sellerInfoFound: facts.sellerInfoFound,
  };
}

/**
 * Company and partner store names: a receipt naming one has a seller even without a legal form
 * or organisation number on it. Both lists are short next to a receipt's OCR time.
 */
async function knownSellers(db: Db): Promise<string[]> {
  const [companyNames, storeNames] = await Promise.all([
    db.select({ name: companies.name }).from(companies),
    db.select({ name: stores.name }).from(stores),
  ]);
  return [...new Set([...companyNames, ...storeNames].map(({ name }) => name))];
}

async function storedScan(db: Db, fileId: string): Promise<ReceiptScan | null> {
  const [scan] = await db.select().from(receiptScans).where(eq(receiptScans.fileId, fileId)).limit(1);
  return scan ?? null;
}

function raceLost(fileId: string): never {
  // Only reachable if the file was deleted between the insert and the read.
  throw new Error(`receipt scan of ${fileId} vanished while being stored`);
}
