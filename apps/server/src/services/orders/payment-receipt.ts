import type { Language } from '@ramkoll/shared/schemas/language';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { payments } from '../../db/schema/points.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';
import { receiptNumberOf, type PaymentReceipt } from './payment-receipt-pdf.js';

export type Seller = PaymentReceipt['seller'];

/**
 * What a paid payment's receipt shows, and the language to write it in (the buyer's). Read in
 * the caller's transaction when it has one: crediting writes the receipt mail in the same one.
 * Null while the payment has no receipt number (not paid).
 */
export async function paymentReceiptOf(
  db: Pick<Db, 'select'>,
  paymentId: string,
  seller: Seller,
): Promise<{ receipt: PaymentReceipt; language: Language; userId: string } | null> {
  const [row] = await db
    .select({
      userId: payments.userId,
      receiptNumber: payments.receiptNumber,
      completedAt: payments.completedAt,
      package: payments.package,
      points: payments.points,
      amount: payments.amount,
      currency: payments.currency,
      email: users.email,
      fullName: profiles.fullName,
      language: profiles.language,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(profiles, eq(profiles.userId, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!row || row.receiptNumber === null || row.completedAt === null) return null;
  return {
    userId: row.userId,
    language: row.language ?? 'sv',
    receipt: {
      receiptNumber: receiptNumberOf(row.receiptNumber),
      paidAt: row.completedAt.toISOString(),
      buyerName: row.fullName ?? row.email,
      buyerEmail: row.email,
      package: row.package,
      points: row.points,
      amount: row.amount,
      currency: row.currency,
      seller,
    },
  };
}

/**
 * GET /api/me/orders/:id/receipt.pdf: only the buyer's own paid payment. Another person's payment
 * answers 404 PAYMENT_NOT_FOUND (house style rule 5); an unpaid one 409 PAYMENT_NOT_COMPLETED.
 */
export async function getPaymentReceipt(options: {
  db: Db;
  actor: Actor;
  paymentId: string;
  seller: Seller;
}): Promise<{ receipt: PaymentReceipt; language: Language }> {
  const { db, actor, paymentId, seller } = options;
  const [mine] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, actor.userId)));
  if (!mine) throw new AppError('PAYMENT_NOT_FOUND');
  const found = await paymentReceiptOf(db, paymentId, seller);
  if (!found) throw new AppError('PAYMENT_NOT_COMPLETED');
  return { receipt: found.receipt, language: found.language };
}
