import { parseFrameNumber } from '@ramkoll/shared/rules/frame-number';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { frameKey } from '../../lib/frame-number.js';
import type { Actor } from '../actor.js';
import { validationFailed } from '../auth/validation.js';
import { assertCustomer } from './bike-access.js';

/** The trimmed frame number, or 400 VALIDATION_FAILED { field: 'frameNumber', problem }. */
export function requireFrameNumber(input: string): string {
  const parsed = parseFrameNumber(input);
  if (!parsed.ok) throw validationFailed('frameNumber', parsed.problem);
  return parsed.frameNumber;
}

/** A live (not deleted) bike owns the frame number, in any letter case. */
export async function isFrameNumberTaken(db: Db, frameNumber: string): Promise<boolean> {
  const [bike] = await db
    .select({ id: bikes.id })
    .from(bikes)
    .where(and(eq(bikes.frameKey, frameKey(frameNumber)), isNull(bikes.deletedAt)))
    .limit(1);
  return bike !== undefined;
}

/**
 * The check the form runs before the cost dialog (spec section 4). Registration checks again
 * inside its transaction, and the unique index settles a race between the two.
 */
export async function checkFrameNumber({
  db,
  actor,
  frameNumber,
}: {
  db: Db;
  actor: Actor;
  frameNumber: string;
}): Promise<{ available: boolean }> {
  assertCustomer(actor);
  return { available: !(await isFrameNumberTaken(db, requireFrameNumber(frameNumber))) };
}
