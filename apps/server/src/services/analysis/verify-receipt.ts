import { parseFrameNumber } from '@ramkoll/shared/rules/frame-number';
import type { ReceiptCheck, VerifyReceiptResponse } from '@ramkoll/shared/schemas/analysis';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { validationFailed } from '../auth/validation.js';
import { evaluateReceiptScan } from './evaluate-receipt-scan.js';
import { hashAsOnReceipt, ownPersonalNumberHashes } from './own-receipt-hash.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';
import { scanReceipt, type ReceiptScan, type ScanReceiptOptions } from './scan-receipt.js';

export interface VerifyReceiptOptions extends Omit<
  ScanReceiptOptions,
  'fileId' | 'ownPersonalNumber' | 'check' | 'frameNumber'
> {
  cipher: Pick<PersonalNumberCipher, 'hash' | 'hashes' | 'decrypt'>;
  receiptFileId: string;
  /** As typed in the form. */
  frameNumber: string;
}

/**
 * POST /api/me/analysis/receipt (spec section 5 "Receipt"): the three checks of the actor's
 * receipt against the frame number they typed and their own personnummer. Customers only.
 * 400 VALIDATION_FAILED { field: 'frameNumber', problem }, 404 FILE_NOT_FOUND, 422 ANALYSIS_FAILED.
 */
export async function verifyReceipt(options: VerifyReceiptOptions): Promise<VerifyReceiptResponse> {
  const { scan, result } = await checkReceiptScan(options);
  return { ...result, receiptBike: { brand: scan.brand, model: scan.model } };
}

/** The verification with the scan behind it, for callers that also use the receipt's brand. */
export async function checkReceiptScan(
  options: VerifyReceiptOptions,
): Promise<{ scan: ReceiptScan; result: ReceiptCheck }> {
  const { db, actor } = options;
  if (actor.role !== 'customer') throw new AppError('FORBIDDEN');
  const frame = parseFrameNumber(options.frameNumber);
  if (!frame.ok) throw validationFailed('frameNumber', frame.problem);

  const own = await ownPersonalNumber(db, actor);
  const ownHashes = ownPersonalNumberHashes(options.cipher, own?.encrypted ?? null);
  const scan = await scanReceipt({
    ...options,
    fileId: options.receiptFileId,
    ownPersonalNumber: own ? options.cipher.decrypt(own.encrypted) : null,
    frameNumber: frame.frameNumber,
    check: (facts) =>
      evaluateReceiptScan(facts, frame.frameNumber, hashAsOnReceipt(facts, ownHashes)).verification,
  });
  const result = evaluateReceiptScan(scan, frame.frameNumber, hashAsOnReceipt(scan, ownHashes));
  return { scan, result };
}

async function ownPersonalNumber(db: Db, actor: Actor): Promise<{ hash: string; encrypted: string } | null> {
  const [profile] = await db
    .select({ hash: profiles.personalNumberHash, encrypted: profiles.personalNumberEncrypted })
    .from(profiles)
    .where(eq(profiles.userId, actor.userId))
    .limit(1);
  return profile?.hash && profile.encrypted ? { hash: profile.hash, encrypted: profile.encrypted } : null;
}
