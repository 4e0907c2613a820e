import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { bikeRecoveryReports, bikes } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { ownLiveBike } from '../bikes/bike-access.js';

/**
 * A report on one of the actor's live bikes: its bike and finder, read without locks to learn
 * what to lock. Anything else (another owner's bike, a deleted bike, no such report) is
 * 404 RECOVERY_REPORT_NOT_FOUND, so report ids cannot be probed.
 */
export async function findOwnRecoveryReport(
  db: Db,
  actor: Actor,
  reportId: string,
): Promise<{ bikeId: string; finderId: string | null }> {
  const [found] = await db
    .select({ bikeId: bikeRecoveryReports.bikeId, finderId: bikeRecoveryReports.finderId })
    .from(bikeRecoveryReports)
    .innerJoin(bikes, eq(bikes.id, bikeRecoveryReports.bikeId))
    .where(
      and(eq(bikeRecoveryReports.id, reportId), eq(bikes.ownerId, actor.userId), isNull(bikes.deletedAt)),
    )
    .limit(1);
  if (!found) throw new AppError('RECOVERY_REPORT_NOT_FOUND');
  return found;
}

/**
 * Locks the bike, then the report, until commit (the order in which a new "Found?" report locks
 * the bike before adding its row), and re-checks under the locks: the bike must still be the
 * actor's live bike (404) and the report still pending (409 RECOVERY_REPORT_NOT_PENDING). Two
 * answers to one report therefore run one after the other, and the second one is refused.
 */
export async function lockPendingRecoveryReport(
  tx: Tx,
  actor: Actor,
  reportId: string,
  bikeId: string,
): Promise<LockedRecoveryReport> {
  const [bike] = await tx
    .select({
      stolenStatus: bikes.stolenStatus,
      frameNumber: bikes.frameNumber,
      stolenReportedAt: bikes.stolenReportedAt,
    })
    .from(bikes)
    .where(ownLiveBike(actor, bikeId))
    .for('update');
  if (!bike) throw new AppError('RECOVERY_REPORT_NOT_FOUND');
  const [report] = await tx
    .select({
      status: bikeRecoveryReports.status,
      finderId: bikeRecoveryReports.finderId,
      createdAt: bikeRecoveryReports.createdAt,
    })
    .from(bikeRecoveryReports)
    .where(and(eq(bikeRecoveryReports.id, reportId), eq(bikeRecoveryReports.bikeId, bikeId)))
    .for('update');
  if (!report) throw new AppError('RECOVERY_REPORT_NOT_FOUND');
  if (report.status !== 'pending') throw new AppError('RECOVERY_REPORT_NOT_PENDING');
  return {
    bike: {
      stolen: bike.stolenStatus === 'stolen',
      frameNumber: bike.frameNumber,
      stolenReportedAt: bike.stolenReportedAt,
    },
    finderId: report.finderId,
    reportedAt: report.createdAt,
  };
}

export interface LockedRecoveryReport {
  /** `stolenReportedAt`: when the owner reported the theft, null for a theft older than the rule. */
  bike: { stolen: boolean; frameNumber: string; stolenReportedAt: Date | null };
  finderId: string | null;
  /** When the finder sent the report. */
  reportedAt: Date;
}
