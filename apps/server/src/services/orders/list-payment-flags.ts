import type { PaymentFlagsResponse } from '@ramkoll/shared/schemas/orders';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { paymentFlags, payments } from '../../db/schema/points.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { receiptNumberOf } from './payment-receipt-pdf.js';

/** The most flags the list shows; older ones stay in the database. */
const FLAGS_LIMIT = 200;

/** Refunds and disputes of paid packages, newest first, for the admin to settle what was spent. */
export async function listPaymentFlags({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<PaymentFlagsResponse> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const rows = await db
    .select({
      id: paymentFlags.id,
      kind: paymentFlags.kind,
      paymentId: paymentFlags.paymentId,
      userId: paymentFlags.userId,
      email: users.email,
      fullName: profiles.fullName,
      package: payments.package,
      receiptNumber: payments.receiptNumber,
      amount: paymentFlags.amount,
      currency: payments.currency,
      pointsDue: paymentFlags.pointsDue,
      pointsTakenBack: paymentFlags.pointsTakenBack,
      pointsOutstanding: paymentFlags.pointsOutstanding,
      createdAt: paymentFlags.createdAt,
    })
    .from(paymentFlags)
    .innerJoin(payments, eq(payments.id, paymentFlags.paymentId))
    .innerJoin(users, eq(users.id, paymentFlags.userId))
    .leftJoin(profiles, eq(profiles.userId, paymentFlags.userId))
    .orderBy(desc(paymentFlags.createdAt), desc(paymentFlags.id))
    .limit(FLAGS_LIMIT);
  return {
    flags: rows.map((row) => ({
      ...row,
      receiptNumber: row.receiptNumber === null ? null : receiptNumberOf(row.receiptNumber),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
