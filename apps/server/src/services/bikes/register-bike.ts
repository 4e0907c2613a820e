import { randomUUID } from 'node:crypto';
import { pointCosts } from '@ramkoll/shared/rules/points';
import type { MyBike, RegisterBikeRequest } from '@ramkoll/shared/schemas/bike';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pgErrorCodes, pgErrorInfo } from '../../db/errors.js';
import { profiles } from '../../db/schema/accounts.js';
import { bikes } from '../../db/schema/bikes.js';
import { notifications } from '../../db/schema/messaging.js';
import { ownershipEvents } from '../../db/schema/ownership.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { findOwnFile } from '../files/find-own-file.js';
import { debitPoints, lockBalance } from '../points/debit-points.js';
import { assertCustomer } from './bike-access.js';
import { sanitizeAllTexts } from './bike-texts.js';
import { isFrameNumberTaken, requireFrameNumber } from './check-frame-number.js';
import { checkReceipt } from './check-receipt.js';
import { selectMyBike } from './my-bike.js';

export interface RegisterBikeOptions {
  db: Db;
  actor: Actor;
  input: RegisterBikeRequest;
  meta: RequestMeta;
  now: Date;
}

/**
 * "Registrera Cykel" (spec section 4): in one transaction, with the owner's balance row locked
 * first so their concurrent registrations run one at a time: the frame number is free, the
 * receipt verifies, the files are the owner's, 100 points are debited with a ledger row, and the
 * bike and its registration history event are written. Anything refused writes nothing.
 */
export async function registerBike(
  options: RegisterBikeOptions,
): Promise<{ bike: MyBike; pointsBalance: number }> {
  const { db, actor, input, meta, now } = options;
  assertCustomer(actor);
  const frameNumber = requireFrameNumber(input.frameNumber);
  const receiptFileId = input.receiptFileId;
  if (receiptFileId === null) throw new AppError('RECEIPT_MISSING');
  const texts = sanitizeAllTexts(input);
  const bikeId = randomUUID();

  try {
    return await db.transaction(async (tx) => {
      const balance = await lockBalance(tx, actor.userId);
      if (await isFrameNumberTaken(tx, frameNumber)) throw new AppError('FRAME_NUMBER_TAKEN');
      const profile = await profileOf(tx, actor.userId);
      await checkReceipt({
        db: tx,
        actor,
        receiptFileId,
        frameNumber,
        personalNumberHash: profile.personalNumberHash,
      });
      const bikePhotoFileId = input.bikePhotoFileId ?? null;
      if (bikePhotoFileId !== null) {
        await findOwnFile({ db: tx, actor, fileId: bikePhotoFileId, bucket: 'bike-photos' });
      }
      const pointsBalance = await debitPoints(tx, {
        userId: actor.userId,
        balance,
        amount: pointCosts.registerBike,
        reason: 'bike_registration',
        reference: `bike:${bikeId}`,
      });
      await tx.insert(bikes).values({
        id: bikeId,
        ownerId: actor.userId,
        frameNumber,
        bikeType: input.bikeType,
        ...texts,
        receiptFileId,
        bikePhotoFileId,
      });
      await tx.insert(ownershipEvents).values({
        bikeId,
        eventType: 'registration',
        registrationType: 'self',
        ownerUserId: actor.userId,
        ownerName: profile.fullName,
        receiptFileId,
        eventDate: now,
      });
      // Spec section 7: the owner's devices hear about the new bike (bike-registration notification).
      await tx.insert(notifications).values({
        userId: actor.userId,
        type: 'bike_registered',
        payload: { bikeId, frameNumber },
      });
      await writeAudit(tx, {
        action: 'bike.register',
        actorUserId: actor.userId,
        targetType: 'bike',
        targetId: bikeId,
        details: { frameNumber, pointsBalance },
        meta,
      });
      return { bike: await selectMyBike(tx, actor, bikeId), pointsBalance };
    });
  } catch (error) {
    throw frameNumberTaken(error) ?? error;
  }
}

async function profileOf(
  tx: Db,
  userId: string,
): Promise<{ fullName: string; personalNumberHash: string | null }> {
  const [profile] = await tx
    .select({ fullName: profiles.fullName, personalNumberHash: profiles.personalNumberHash })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!profile) throw new AppError('PROFILE_FETCH_FAILED');
  return profile;
}

/**
 * Two registrations of one frame number that both passed the check: the unique index lets one
 * commit and fails the other, which answers like the check would have.
 */
function frameNumberTaken(error: unknown): AppError | null {
  const info = pgErrorInfo(error);
  return info?.code === pgErrorCodes.uniqueViolation && info.constraint === 'bikes_frame_key_live_unique'
    ? new AppError('FRAME_NUMBER_TAKEN', undefined, { cause: error })
    : null;
}
