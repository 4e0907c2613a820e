import type { RecoveryReport } from '@ramkoll/shared/schemas/recovery';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikeRecoveryReports, bikes } from '../../db/schema/bikes.js';
import type { Actor } from '../actor.js';
import { assertCustomer } from '../bikes/bike-access.js';

/** Pending "Found?" reports on the actor's live bikes, newest first, for /my-bikes. */
export async function listMyRecoveryReports({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<{ reports: RecoveryReport[] }> {
  assertCustomer(actor);
  const rows = await db
    .select({
      id: bikeRecoveryReports.id,
      bikeId: bikeRecoveryReports.bikeId,
      locationFound: bikeRecoveryReports.locationFound,
      contactInfo: bikeRecoveryReports.contactInfo,
      description: bikeRecoveryReports.description,
      status: bikeRecoveryReports.status,
      createdAt: bikeRecoveryReports.createdAt,
    })
    .from(bikeRecoveryReports)
    .innerJoin(bikes, eq(bikes.id, bikeRecoveryReports.bikeId))
    .where(
      and(
        eq(bikes.ownerId, actor.userId),
        isNull(bikes.deletedAt),
        eq(bikeRecoveryReports.status, 'pending'),
      ),
    )
    .orderBy(desc(bikeRecoveryReports.createdAt), desc(bikeRecoveryReports.id));
  return { reports: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
