import type { RecoveryReport } from '@ramkoll/shared/schemas/recovery';
import { eq } from 'drizzle-orm';
import { bikeRecoveryReports } from '../../db/schema/bikes.js';
import { writeAudit } from '../audit/write-audit.js';
import { assertCustomer } from '../bikes/bike-access.js';
import type { AnswerRecoveryReportOptions } from './confirm-recovery-report.js';
import { listMyRecoveryReports } from './list-my-recovery-reports.js';
import { findOwnRecoveryReport, lockPendingRecoveryReport } from './own-recovery-report.js';

/**
 * The owner dismisses a "Found?" report (not their bike, a prank, already handled): the report is
 * closed and nothing else changes; the bike stays stolen. Answers the owner's pending reports left.
 */
export async function dismissRecoveryReport(
  options: AnswerRecoveryReportOptions,
): Promise<{ reports: RecoveryReport[] }> {
  const { db, actor, reportId, meta, now } = options;
  assertCustomer(actor);
  return db.transaction(async (tx) => {
    const { bikeId } = await findOwnRecoveryReport(tx, actor, reportId);
    await lockPendingRecoveryReport(tx, actor, reportId, bikeId);
    await tx
      .update(bikeRecoveryReports)
      .set({ status: 'dismissed', resolvedAt: now })
      .where(eq(bikeRecoveryReports.id, reportId));
    await writeAudit(tx, {
      action: 'bike.recovery_dismissed',
      actorUserId: actor.userId,
      targetType: 'bike',
      targetId: bikeId,
      details: { reportId },
      meta,
    });
    return listMyRecoveryReports({ db: tx, actor });
  });
}
