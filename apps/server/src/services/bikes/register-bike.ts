import { randomUUID } from 'node:crypto';
import { pointCosts } from '@ramkoll/shared/rules/points';
import type { MyBike, RegisterBikeRequest } from '@ramkoll/shared/schemas/bike';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { pgErrorCodes, pgErrorInfo } from '../../db/errors.js';
import { profiles } from '../../db/schema/accounts.js';
import { bikes, frameNumberReviews } from '../../db/schema/bikes.js';
import { notifications } from '../../db/schema/messaging.js';
import { ownershipEvents } from '../../db/schema/ownership.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { findOwnFile } from '../files/find-own-file.js';
import { lockBalance } from '../points/lock-balance.js';
import { spendPoints } from '../points/spend-points.js';
import { assertCustomer } from './bike-access.js';
import { sanitizeAllTexts } from './bike-texts.js';
import {
  findFrameNumberConflict,
  lockNormalizedFrameNumber,
  requireFrameNumber,
  type FrameNumberConflict,
} from './check-frame-number.js';
import { checkReceipt } from './check-receipt.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';
import { ownPersonalNumberHashes } from '../analysis/own-receipt-hash.js';
import { toLookalikeBike } from './lookalike-bike.js';
import { selectMyBike } from './my-bike.js';

export interface RegisterBikeOptions {
  db: Db;
  actor: Actor;
  input: RegisterBikeRequest;
  meta: RequestMeta;
  now: Date;
  /** Reads the actor's personnummer to match the receipt's facts under either key (decision 055). */
  cipher: Pick<PersonalNumberCipher, 'decrypt' | 'hashes'>;
}

/**
 * "Registrera Cykel" (spec section 4): in one transaction, with the owner's balance row locked
 * first so their concurrent registrations run one at a time, then the normalised frame number so
 * look-alikes cannot race past each other: the frame number is free (a look-alike only with
 * `confirmDifferentBike`, recorded for an admin's review; decision 025), the receipt verifies, the
 * files are the owner's, 100 points are debited with a ledger row, and the bike and its
 * registration history event are written. Anything refused writes nothing.
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
      // The balance first, as every service that spends locks it: no two can wait on each other.
      await lockBalance(tx, actor.userId);
      await lockNormalizedFrameNumber(tx, frameNumber);
      const conflict = await findFrameNumberConflict(tx, frameNumber);
      const lookalikes = acceptedLookalikes(conflict, input.confirmDifferentBike === true);
      const profile = await profileOf(tx, actor.userId);
      await checkReceipt({
        db: tx,
        actor,
        receiptFileId,
        frameNumber,
        personalNumberHashes: ownPersonalNumberHashes(options.cipher, profile.personalNumberEncrypted),
      });
      const bikePhotoFileId = input.bikePhotoFileId ?? null;
      if (bikePhotoFileId !== null) {
        await findOwnFile({ db: tx, actor, fileId: bikePhotoFileId, bucket: 'bike-photos' });
      }
      const pointsBalance = await spendPoints(tx, {
        userId: actor.userId,
        amount: pointCosts.registerBike,
        reason: 'bike_registration',
        reference: `bike:${bikeId}`,
      });
      await insertRegisteredBike(tx, {
        bike: {
          id: bikeId,
          ownerId: actor.userId,
          frameNumber,
          bikeType: input.bikeType,
          ...texts,
          receiptFileId,
          bikePhotoFileId,
        },
        event: { registrationType: 'self', ownerName: profile.fullName, receiptFileId, eventDate: now },
        lookalikeBikeIds: lookalikes,
        confirmedByUserId: actor.userId,
      });
      await writeAudit(tx, {
        action: 'bike.register',
        actorUserId: actor.userId,
        targetType: 'bike',
        targetId: bikeId,
        details: {
          frameNumber,
          pointsBalance,
          ...(lookalikes.length > 0 ? { lookalikeBikeIds: lookalikes.join(',') } : {}),
        },
        meta,
      });
      return { bike: await selectMyBike(tx, actor, bikeId), pointsBalance };
    });
  } catch (error) {
    throw frameNumberTaken(error) ?? error;
  }
}

/**
 * The ids of the look-alike bikes the owner confirmed theirs is not, or why the registration is
 * refused: the same key is FRAME_NUMBER_TAKEN; a look-alike without the confirmation is
 * FRAME_NUMBER_LOOKALIKE with the bikes' public cards, so the form can show them and ask.
 */
export function acceptedLookalikes(conflict: FrameNumberConflict, confirmed: boolean): string[] {
  if (conflict === null) return [];
  if (conflict.kind === 'taken') throw new AppError('FRAME_NUMBER_TAKEN');
  if (!confirmed) {
    throw new AppError('FRAME_NUMBER_LOOKALIKE', { bikes: conflict.bikes.map(toLookalikeBike) });
  }
  return conflict.bikes.map((bike) => bike.id);
}

async function profileOf(
  tx: Tx,
  userId: string,
): Promise<{ fullName: string; personalNumberEncrypted: string | null }> {
  const [profile] = await tx
    .select({ fullName: profiles.fullName, personalNumberEncrypted: profiles.personalNumberEncrypted })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!profile) throw new AppError('PROFILE_FETCH_FAILED');
  return profile;
}

export interface RegisteredBike {
  bike: typeof bikes.$inferInsert & { id: string; ownerId: string; frameNumber: string };
  /** The history's registration event; the owner is the bike's owner. */
  event: Omit<typeof ownershipEvents.$inferInsert, 'bikeId' | 'eventType' | 'ownerUserId'> & {
    registrationType: 'self' | 'store';
  };
  lookalikeBikeIds: string[];
  /** Who confirmed a look-alike is a different bike (the registering person or store account). */
  confirmedByUserId: string;
}

/**
 * The rows every registration writes, after its checks and its payment: the bike, its
 * `registration` history event, any look-alike pairs for the admin's review, and the owner's
 * bike-registration notification (spec section 7). Self and store registrations share it.
 */
export async function insertRegisteredBike(tx: Tx, registered: RegisteredBike): Promise<void> {
  const { bike, event, lookalikeBikeIds, confirmedByUserId } = registered;
  await tx.insert(bikes).values(bike);
  await tx.insert(ownershipEvents).values({
    ...event,
    bikeId: bike.id,
    eventType: 'registration',
    ownerUserId: bike.ownerId,
  });
  if (lookalikeBikeIds.length > 0) {
    await tx
      .insert(frameNumberReviews)
      .values(
        lookalikeBikeIds.map((similarBikeId) => ({ bikeId: bike.id, similarBikeId, confirmedByUserId })),
      );
  }
  await tx.insert(notifications).values({
    userId: bike.ownerId,
    type: 'bike_registered',
    payload: { bikeId: bike.id, frameNumber: bike.frameNumber },
  });
}

/**
 * Two registrations of one frame number that both passed the check: the unique index lets one
 * commit and fails the other, which answers like the check would have.
 */
export function frameNumberTaken(error: unknown): AppError | null {
  const info = pgErrorInfo(error);
  return info?.code === pgErrorCodes.uniqueViolation && info.constraint === 'bikes_frame_key_live_unique'
    ? new AppError('FRAME_NUMBER_TAKEN', undefined, { cause: error })
    : null;
}
