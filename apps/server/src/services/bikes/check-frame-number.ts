import { parseFrameNumber } from '@ramkoll/shared/rules/frame-number';
import { LOOKALIKE_BIKES_MAX, type FrameNumberCheckResponse } from '@ramkoll/shared/schemas/bike';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { frameKey, normalizeFrameNumber } from '../../lib/frame-number.js';
import type { Actor } from '../actor.js';
import { validationFailed } from '../auth/validation.js';
import { assertCustomer } from './bike-access.js';
import { lookalikeBikeColumns, toLookalikeBike, type LookalikeBikeRow } from './lookalike-bike.js';

/** The trimmed frame number, or 400 VALIDATION_FAILED { field: 'frameNumber', problem }. */
export function requireFrameNumber(input: string): string {
  const parsed = parseFrameNumber(input);
  if (!parsed.ok) throw validationFailed('frameNumber', parsed.problem);
  return parsed.frameNumber;
}

/**
 * What stands in the way of registering a frame number (decision 025):
 * - taken: a live bike has the same key (the same characters, any letter case);
 * - lookalike: live bikes with the same normalised form but another key ('WTU2794I35K' next to
 *   'WTU2794135K'), which a person may still register after confirming it is a different bike.
 */
export type FrameNumberConflict =
  { kind: 'taken' } | { kind: 'lookalike'; bikes: (LookalikeBikeRow & { id: string })[] } | null;

/**
 * One read through the partial index on frame_normalized: every live bike sharing the normalised
 * form, the exact key first. The same key always has the same normalised form, so the one query
 * answers both questions.
 */
export async function findFrameNumberConflict(db: Db, frameNumber: string): Promise<FrameNumberConflict> {
  const key = frameKey(frameNumber);
  const sameKey = sql<boolean>`(${bikes.frameKey} = ${key})`;
  const rows = await db
    .select({ id: bikes.id, sameKey, ...lookalikeBikeColumns })
    .from(bikes)
    .where(and(eq(bikes.frameNormalized, normalizeFrameNumber(frameNumber)), isNull(bikes.deletedAt)))
    .orderBy(desc(sameKey), asc(bikes.createdAt), asc(bikes.id))
    .limit(LOOKALIKE_BIKES_MAX);
  if (rows.length === 0) return null;
  if (rows.some((row) => row.sameKey)) return { kind: 'taken' };
  return { kind: 'lookalike', bikes: rows };
}

/**
 * Registrations of one normalised frame number run one after another until their transaction
 * ends. Look-alikes have different keys, so the unique index cannot settle a race between them:
 * without this, two people registering 'WTU2794135K' and 'WTU2794I35K' at the same moment would
 * both see no conflict and neither would be asked to confirm.
 */
export async function lockNormalizedFrameNumber(tx: Tx, frameNumber: string): Promise<void> {
  const lockKey = `frame-number:${normalizeFrameNumber(frameNumber)}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
}

/**
 * The check the form runs before the cost dialog (spec section 4). Registration checks again
 * inside its transaction under the lock above, and the unique index settles a race for one key.
 */
export async function checkFrameNumber({
  db,
  actor,
  frameNumber,
}: {
  db: Db;
  actor: Actor;
  frameNumber: string;
}): Promise<FrameNumberCheckResponse> {
  assertCustomer(actor);
  const conflict = await findFrameNumberConflict(db, requireFrameNumber(frameNumber));
  if (conflict === null) return { available: true, lookalikes: [] };
  if (conflict.kind === 'taken') return { available: false, lookalikes: [] };
  return { available: false, lookalikes: conflict.bikes.map(toLookalikeBike) };
}
