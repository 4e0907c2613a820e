import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { receiptScans } from '../../db/schema/files.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { evaluateReceiptScan } from '../analysis/evaluate-receipt-scan.js';
import { hashAsOnReceipt } from '../analysis/own-receipt-hash.js';
import { findOwnFile } from '../files/find-own-file.js';

export interface ReceiptCheckOptions {
  db: Db;
  actor: Actor;
  receiptFileId: string;
  frameNumber: string;
  /** Every stored form of the actor's own personnummer hash (analysis/own-receipt-hash.ts); null when none. */
  personalNumberHashes: string[] | null;
}

/**
 * Registration re-runs the receipt verification on the stored scan (spec section 5 "Receipt"):
 * the receipt must be the actor's own upload, scanned, and pass all three checks against the
 * frame number being registered now, not the one the form last analysed.
 * 404 FILE_NOT_FOUND, or 422 RECEIPT_NOT_VERIFIED { verification, problems }.
 */
export async function checkReceipt(options: ReceiptCheckOptions): Promise<void> {
  const { db, actor, receiptFileId, frameNumber, personalNumberHashes } = options;
  await findOwnFile({ db, actor, fileId: receiptFileId, bucket: 'receipts' });
  const [scan] = await db.select().from(receiptScans).where(eq(receiptScans.fileId, receiptFileId)).limit(1);
  if (!scan) {
    // Not read yet: nothing is verified, and there is no problem to name but that.
    throw new AppError('RECEIPT_NOT_VERIFIED', {
      verification: { frameNumberValid: false, customerPersonalNumberValid: false, sellerInfoFound: false },
      problems: [],
    });
  }
  const result = evaluateReceiptScan(scan, frameNumber, hashAsOnReceipt(scan, personalNumberHashes));
  const verified = Object.values(result.verification).every(Boolean);
  if (!verified) throw new AppError('RECEIPT_NOT_VERIFIED', result);
}
