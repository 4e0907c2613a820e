import type {
  StoreRequest,
  StoreRequestsQuery,
  StoreRequestsResponse,
} from '@ramkoll/shared/schemas/store-requests';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { businessPackageRequests, stores } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

/**
 * GET /api/admin/store-requests: partnership applications of one status, newest first (the
 * (status, created_at) index read backwards), a page at a time with every detail the admin
 * decides on, plus the count per status for the tabs. One query for the page (the reviewer and
 * the created store joined), one grouped count.
 */
export async function listStoreRequests(
  options: { db: Db; actor: Actor } & StoreRequestsQuery,
): Promise<StoreRequestsResponse> {
  const { db, actor, status, page, pageSize } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const partnership = eq(businessPackageRequests.requestType, 'store_partnership');
  const [rows, grouped] = await Promise.all([
    db
      .select({
        request: businessPackageRequests,
        reviewerEmail: users.email,
        storeName: stores.name,
        storeLocationId: stores.locationId,
      })
      .from(businessPackageRequests)
      .leftJoin(users, eq(users.id, businessPackageRequests.reviewedBy))
      .leftJoin(stores, eq(stores.id, businessPackageRequests.storeId))
      .where(sql`${businessPackageRequests.status} = ${status} and ${partnership}`)
      .orderBy(desc(businessPackageRequests.createdAt), desc(businessPackageRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        status: businessPackageRequests.status,
        total: sql<number>`count(*)`.mapWith(Number),
      })
      .from(businessPackageRequests)
      .where(partnership)
      .groupBy(businessPackageRequests.status),
  ]);
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of grouped) counts[row.status] = row.total;
  return {
    requests: rows.map(({ request, reviewerEmail, storeName, storeLocationId }): StoreRequest => ({
      id: request.id,
      status: request.status,
      companyName: request.companyName,
      organizationNumber: request.organizationNumber,
      storeAddress: request.storeAddress,
      postalCode: request.storePostalCode,
      city: request.storeCity,
      contactPerson: request.contactPerson,
      contactEmail: request.contactEmail,
      contactPhone: request.contactPhone,
      additionalInfo: request.additionalInfo,
      bikeCount: request.bikeCount,
      language: request.language,
      createdAt: request.createdAt.toISOString(),
      reviewedAt: request.reviewedAt?.toISOString() ?? null,
      reviewedBy:
        request.reviewedBy && reviewerEmail ? { userId: request.reviewedBy, email: reviewerEmail } : null,
      rejectionReason: request.rejectionReason,
      store:
        request.storeId && storeName
          ? { id: request.storeId, name: storeName, locationId: storeLocationId }
          : null,
    })),
    total: counts[status],
    page,
    pageSize,
    counts,
  };
}
