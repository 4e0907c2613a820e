import { checkRecoveryReport } from '@ramkoll/shared/rules/recovery-report';
import type { RecoveryReportRequest } from '@ramkoll/shared/schemas/recovery';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikeRecoveryReports, bikes } from '../../db/schema/bikes.js';
import { notifications } from '../../db/schema/messaging.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { consumeAttempt, type RateLimitRule } from '../auth/rate-limit.js';
import { validationFailed } from '../auth/validation.js';

/** A finder may send this many reports an hour, across all bikes (no flooding an owner). */
export const recoveryReportRateLimit: RateLimitRule = { max: 10, windowMs: 3_600_000 };

export interface ReportFoundBikeOptions {
  db: Db;
  actor: Actor;
  bikeId: string;
  report: RecoveryReportRequest;
  meta: RequestMeta;
  now: Date;
}

/**
 * "Found?" on a stolen bike (spec sections 2, 3, 4): a pending recovery report for the owner, and
 * an in-app notification to them in the same transaction. The bike row is locked so a report
 * cannot slip in while the owner marks the bike recovered. The finder's identity stays with us;
 * the owner sees only what the finder wrote as contact details.
 */
export async function reportFoundBike(options: ReportFoundBikeOptions) {
  const { db, actor, bikeId, report, meta, now } = options;
  const checked = checkRecoveryReport(report);
  if (!checked.ok) throw validationFailed(checked.field, checked.problem);
  const attempt = await consumeAttempt({
    db,
    key: `recovery-report:${actor.userId}`,
    rule: recoveryReportRateLimit,
    now,
    ipAddress: meta.ipAddress,
  });
  if (!attempt.allowed) throw new AppError('RATE_LIMITED');
  const { locationFound, contactInfo, description } = checked.report;

  return db.transaction(async (tx) => {
    const [bike] = await tx
      .select({ ownerId: bikes.ownerId, stolenStatus: bikes.stolenStatus, frameNumber: bikes.frameNumber })
      .from(bikes)
      .where(and(eq(bikes.id, bikeId), isNull(bikes.deletedAt)))
      .for('update');
    if (!bike) throw new AppError('BIKE_NOT_FOUND');
    if (bike.ownerId === actor.userId) throw new AppError('OWN_BIKE');
    if (bike.stolenStatus !== 'stolen') throw new AppError('BIKE_NOT_STOLEN');

    const [created] = await tx
      .insert(bikeRecoveryReports)
      .values({
        bikeId,
        finderId: actor.userId,
        locationFound,
        contactInfo,
        description,
        status: 'pending',
        // By the app's clock, like the theft report it is measured against (decision 095).
        createdAt: now,
      })
      .returning({
        id: bikeRecoveryReports.id,
        status: bikeRecoveryReports.status,
        createdAt: bikeRecoveryReports.createdAt,
      });
    if (!created) throw new AppError('INTERNAL');
    await tx.insert(notifications).values({
      userId: bike.ownerId,
      type: 'recovery_report',
      payload: { bikeId, reportId: created.id, frameNumber: bike.frameNumber },
    });
    await writeAudit(tx, {
      action: 'bike.recovery_report',
      actorUserId: actor.userId,
      targetType: 'bike',
      targetId: bikeId,
      details: { reportId: created.id },
      meta,
    });
    return { id: created.id, status: created.status, createdAt: created.createdAt.toISOString() };
  });
}
