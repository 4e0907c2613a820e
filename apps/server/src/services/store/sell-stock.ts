import { pointCosts } from '@ramkoll/shared/rules/points';
import { checkStoreSale } from '@ramkoll/shared/rules/store-registration';
import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import type { SellStockRequest, SellStockResponse } from '@ramkoll/shared/schemas/store-registration';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';
import type { Actor } from '../actor.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { openTransfer, transferPendingError } from '../ownership/start-transfer.js';
import { lockBalance } from '../points/lock-balance.js';
import { storeContextOf } from './store-context.js';
import { findCustomer, toStoreCustomer } from './store-customer.js';

export interface SellStockOptions {
  db: Db;
  actor: Actor;
  sessionId: string;
  cipher: PersonalNumberCipher;
  bikeId: string;
  input: SellStockRequest;
  meta: RequestMeta;
  now: Date;
}

/**
 * A store sells a bike from its stock (decision 039) through the owners' transfer flow: a pending
 * receipt the store has accepted, which the customer accepts in /receipts. The store pays the
 * transfer's 100 points when the buyer accepts; it must hold them now, so a sale it could not
 * pay for is refused here (402 INSUFFICIENT_POINTS) rather than at the buyer's screen. Only stock
 * of this store (registered by it, owned by its account) can be sold; other bikes are 404.
 */
export async function sellStock(options: SellStockOptions): Promise<SellStockResponse> {
  const { db, actor, sessionId, cipher, bikeId, input, meta, now } = options;
  const store = await storeContextOf({ db, actor, sessionId });
  const [problem] = checkStoreSale(input, todayIn(now));
  if (problem) throw validationFailed(problem.field, problem.problem);
  const customer = await findCustomer(db, cipher, { id: input.customerId });
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND');

  try {
    return await db.transaction(async (tx) => {
      const [stock] = await tx
        .select({ id: bikes.id })
        .from(bikes)
        .where(
          and(
            eq(bikes.id, bikeId),
            eq(bikes.registeredByStoreId, store.storeId),
            eq(bikes.ownerId, store.accountUserId),
            isNull(bikes.deletedAt),
          ),
        )
        .limit(1);
      if (!stock) throw new AppError('BIKE_NOT_FOUND');
      const receiptId = await openTransfer(tx, {
        bikeId,
        sellerId: store.accountUserId,
        buyerId: customer.id,
        price: input.price,
        purchaseDate: input.purchaseDate.trim(),
        now,
        audit: {
          actorUserId: actor.userId,
          details: { storeId: store.storeId, staffCodeId: store.staffCodeId },
          meta,
        },
      });
      // After the bike's lock, in the order accepting takes them (bike, receipt, balance).
      const balance = await lockBalance(tx, store.accountUserId);
      if (balance < pointCosts.ownershipTransfer) {
        throw new AppError('INSUFFICIENT_POINTS', { required: pointCosts.ownershipTransfer, balance });
      }
      return { receiptId, customer: toStoreCustomer(customer) };
    });
  } catch (error) {
    throw transferPendingError(error) ?? error;
  }
}
