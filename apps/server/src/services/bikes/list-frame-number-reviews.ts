import type { FrameNumberReviewsResponse, ReviewedBike } from '@ramkoll/shared/schemas/frame-number-review';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { bikes, frameNumberReviews } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

export interface ListFrameNumberReviewsOptions {
  db: Db;
  actor: Actor;
  page: number;
  pageSize: number;
}

const similarBikes = alias(bikes, 'similar_bike');
const pending = eq(frameNumberReviews.status, 'pending');
/** Oldest first, the order of frame_number_reviews_status_idx (status, created_at). */
const queueOrder = [asc(frameNumberReviews.createdAt), asc(frameNumberReviews.id)];

function bikeColumns(table: typeof bikes | typeof similarBikes) {
  return {
    id: table.id,
    frameNumber: table.frameNumber,
    brand: table.brand,
    model: table.model,
    color: table.color,
    bikeType: table.bikeType,
    stolenStatus: table.stolenStatus,
    deletedAt: table.deletedAt,
    ownerId: table.ownerId,
    createdAt: table.createdAt,
  };
}

type BikeRow = Pick<
  typeof bikes.$inferSelect,
  | 'id'
  | 'frameNumber'
  | 'brand'
  | 'model'
  | 'color'
  | 'bikeType'
  | 'stolenStatus'
  | 'deletedAt'
  | 'ownerId'
  | 'createdAt'
>;

/**
 * GET /api/admin/frame-number-reviews: look-alike frame numbers registered with "it is a different
 * bike", still waiting for an admin, oldest first, a page at a time. Both bikes come with their
 * real values (the back office is not bound by the owners' privacy flags) and the account that
 * confirmed, so the admin can compare them and follow up.
 */
export async function listFrameNumberReviews(
  options: ListFrameNumberReviewsOptions,
): Promise<FrameNumberReviewsResponse> {
  const { db, actor, page, pageSize } = options;
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: frameNumberReviews.id,
        status: frameNumberReviews.status,
        createdAt: frameNumberReviews.createdAt,
        bike: bikeColumns(bikes),
        similarBike: bikeColumns(similarBikes),
        confirmedByUserId: frameNumberReviews.confirmedByUserId,
        email: users.email,
        fullName: profiles.fullName,
      })
      .from(frameNumberReviews)
      .innerJoin(bikes, eq(bikes.id, frameNumberReviews.bikeId))
      .innerJoin(similarBikes, eq(similarBikes.id, frameNumberReviews.similarBikeId))
      .leftJoin(users, eq(users.id, frameNumberReviews.confirmedByUserId))
      .leftJoin(profiles, eq(profiles.userId, frameNumberReviews.confirmedByUserId))
      .where(pending)
      .orderBy(...queueOrder)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(frameNumberReviews)
      .where(pending),
  ]);
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      bike: reviewedBike(row.bike),
      similarBike: reviewedBike(row.similarBike),
      confirmedBy:
        row.confirmedByUserId !== null && row.email !== null
          ? { userId: row.confirmedByUserId, fullName: row.fullName ?? '', email: row.email }
          : null,
    })),
    total: counted?.total ?? 0,
    page,
    pageSize,
  };
}

function reviewedBike(row: BikeRow): ReviewedBike {
  return {
    id: row.id,
    frameNumber: row.frameNumber,
    brand: row.brand,
    model: row.model,
    color: row.color,
    bikeType: row.bikeType,
    stolen: row.stolenStatus === 'stolen',
    deleted: row.deletedAt !== null,
    ownerUserId: row.ownerId,
    registeredAt: row.createdAt.toISOString(),
  };
}
