import type { AdminOverview } from '@ramkoll/shared/schemas/admin';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { bikes } from '../../db/schema/bikes.js';
import { businessPackageRequests } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

/** Head counts for the admin dashboard; no personal data. */
export async function getAdminOverview({ db, actor }: { db: Db; actor: Actor }): Promise<AdminOverview> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const [[userCount], [bikeCount], [stolenCount], [requestCount]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(bikes).where(isNull(bikes.deletedAt)),
    db
      .select({ n: count() })
      .from(bikes)
      .where(and(isNull(bikes.deletedAt), eq(bikes.stolenStatus, 'stolen'))),
    db
      .select({ n: count() })
      .from(businessPackageRequests)
      .where(
        and(
          eq(businessPackageRequests.status, 'pending'),
          eq(businessPackageRequests.requestType, 'store_partnership'),
        ),
      ),
  ]);
  return {
    users: userCount?.n ?? 0,
    bikes: bikeCount?.n ?? 0,
    stolenBikes: stolenCount?.n ?? 0,
    pendingStoreRequests: requestCount?.n ?? 0,
  };
}
