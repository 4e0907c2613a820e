import { checkStolenReport, todayIn } from '@ramkoll/shared/rules/stolen-report';
import type { MyBike, ReportStolenRequest } from '@ramkoll/shared/schemas/bike';
import { and, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { assertCustomer, ownLiveBike, refusalFor } from './bike-access.js';
import { selectMyBike } from './my-bike.js';
import { closeActiveSale } from './close-active-sale.js';

export interface ReportStolenOptions {
  db: Db;
  actor: Actor;
  bikeId: string;
  report: ReportStolenRequest;
  meta: RequestMeta;
  now: Date;
}

/**
 * The owner reports the bike stolen (date, place, optional police report number). A stolen bike
 * cannot be for sale (spec section 4), so an open sale closes in the same transaction.
 * 409 BIKE_ALREADY_STOLEN when it already is.
 */
export async function reportStolen(options: ReportStolenOptions): Promise<{ bike: MyBike }> {
  const { db, actor, bikeId, report, meta, now } = options;
  assertCustomer(actor);
  const checked = checkStolenReport(report, todayIn(now));
  if (!checked.ok) throw validationFailed(checked.field, checked.problem);
  const { stolenDate, location, policeReportNumber } = checked.report;

  return db.transaction(async (tx) => {
    // Not before the bike was registered, in Swedish days (as the form checks). Read in the
    // transaction, so the bike's row is the one the update below finds.
    const [registered] = await tx
      .select({ createdAt: bikes.createdAt })
      .from(bikes)
      .where(ownLiveBike(actor, bikeId))
      .limit(1);
    if (registered) {
      const inTime = checkStolenReport(report, todayIn(now), todayIn(registered.createdAt));
      if (!inTime.ok) throw validationFailed(inTime.field, inTime.problem);
    }
    const updated = await tx
      .update(bikes)
      .set({
        stolenStatus: 'stolen',
        stolenDate,
        stolenLocationDetails: location,
        policeReportNumber,
        // The finder's reward counts the theft's age from here (decision 095).
        stolenReportedAt: now,
        recoveredAt: null,
        status: null,
      })
      .where(and(ownLiveBike(actor, bikeId), isNull(bikes.stolenStatus)))
      .returning({ id: bikes.id });
    if (updated.length === 0) {
      throw await refusalFor(tx, actor, bikeId, {
        stolen: new AppError('BIKE_ALREADY_STOLEN'),
        notStolen: new AppError('CONFLICT'),
      });
    }
    await closeActiveSale(tx, { bikeId }, now);
    await writeAudit(tx, {
      action: 'bike.report_stolen',
      actorUserId: actor.userId,
      targetType: 'bike',
      targetId: bikeId,
      details: { stolenDate },
      meta,
    });
    return { bike: await selectMyBike(tx, actor, bikeId) };
  });
}
