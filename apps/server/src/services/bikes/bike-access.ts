import type { BlockedAction } from '@ramkoll/shared/schemas/bike';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

/** The owner's bike routes are for customers; stores register bikes through the store area. */
export function assertCustomer(actor: Actor): void {
  if (actor.role !== 'customer') throw new AppError('FORBIDDEN');
}

/**
 * The actor's live bike with this id. Changes are conditional updates on this (plus the state
 * they need), so a concurrent theft report or delete cannot slip between a check and a write.
 */
export function ownLiveBike(actor: Actor, bikeId: string): SQL {
  const condition = and(eq(bikes.id, bikeId), eq(bikes.ownerId, actor.userId), isNull(bikes.deletedAt));
  if (!condition) throw new Error('and() of three conditions is never empty');
  return condition;
}

/**
 * Why a conditional update on the actor's bike changed nothing: the bike is not theirs or is
 * deleted (404 either way, so ids cannot be probed), or it is (or is not) stolen, which the
 * action does not allow. Read after the update, so it names the state that refused it.
 */
export async function refusalFor(
  db: Db,
  actor: Actor,
  bikeId: string,
  refusals: { stolen: AppError; notStolen: AppError },
): Promise<AppError> {
  const [bike] = await db
    .select({ stolenStatus: bikes.stolenStatus })
    .from(bikes)
    .where(ownLiveBike(actor, bikeId))
    .limit(1);
  if (!bike) return new AppError('BIKE_NOT_FOUND');
  return bike.stolenStatus === 'stolen' ? refusals.stolen : refusals.notStolen;
}

/** 409 BIKE_STOLEN: a stolen bike must be marked recovered first (spec section 4). */
export function bikeStolen(action: BlockedAction): AppError {
  return new AppError('BIKE_STOLEN', { action });
}
