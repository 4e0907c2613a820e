import { randomUUID } from 'node:crypto';
import { pointCosts } from '@ramkoll/shared/rules/points';
import { checkStorePurchase } from '@ramkoll/shared/rules/store-registration';
import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import type { AddStockRequest, StoreRegistrationResponse } from '@ramkoll/shared/schemas/store-registration';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { stores } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';
import type { Actor } from '../actor.js';
import { writeAudit } from '../audit/write-audit.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { sanitizeAllTexts } from '../bikes/bike-texts.js';
import {
  findFrameNumberConflict,
  lockNormalizedFrameNumber,
  requireFrameNumber,
} from '../bikes/check-frame-number.js';
import { acceptedLookalikes, frameNumberTaken, insertRegisteredBike } from '../bikes/register-bike.js';
import { findOwnFile } from '../files/find-own-file.js';
import { enqueueMail } from '../mail/enqueue-mail.js';
import { lockBalance } from '../points/lock-balance.js';
import { spendPoints } from '../points/spend-points.js';
import { storeContextOf } from './store-context.js';
import { findCustomer, toStoreCustomer } from './store-customer.js';

export interface RegisterStoreBikeOptions {
  db: Db;
  actor: Actor;
  sessionId: string;
  cipher: PersonalNumberCipher;
  /** A customer's bike (`customerId`), or stock owned by the store account (none). */
  input: AddStockRequest & { customerId?: string };
  publicUrl: string;
  meta: RequestMeta;
  now: Date;
}

/**
 * A store registers a bike at its counter (decision 039), for a customer or into its stock: the
 * same frame-number and look-alike rules as an owner's registration, under the same locks (the
 * store's balance first, then the normalised frame number), 100 of the store's points, and one
 * transaction for the bike (registered by the store and the session's staff code), its
 * `registration` event of type store with the store and the purchase details, the owner's
 * notification and, for a customer, the e-mail in their language. Anything refused writes nothing.
 */
export async function registerStoreBike(
  options: RegisterStoreBikeOptions,
): Promise<StoreRegistrationResponse> {
  const { db, actor, sessionId, cipher, input, meta, now } = options;
  const store = await storeContextOf({ db, actor, sessionId });
  const forCustomer = input.customerId !== undefined;
  const frameNumber = requireFrameNumber(input.frameNumber);
  const purchase = input.purchase;
  const [problem] = checkStorePurchase(purchase, { required: forCustomer, today: todayIn(now) });
  if (problem) throw validationFailed(problem.field, problem.problem);
  const receiptNumber = purchase.receiptNumber?.trim() || null;
  const warrantyEndDate = purchase.warrantyEndDate?.trim() || null;
  const texts = sanitizeAllTexts({ ...input, bikeName: null, city: null });
  const bikeId = randomUUID();

  try {
    return await db.transaction(async (tx) => {
      // The store's balance first, as every service that spends locks it: its counters queue here.
      await lockBalance(tx, store.accountUserId);
      await lockNormalizedFrameNumber(tx, frameNumber);
      const lookalikes = acceptedLookalikes(
        await findFrameNumberConflict(tx, frameNumber),
        input.confirmDifferentBike === true,
      );
      const customer = input.customerId ? await findCustomer(tx, cipher, { id: input.customerId }) : null;
      if (forCustomer && !customer) throw new AppError('CUSTOMER_NOT_FOUND');
      const [storeRow] = await tx
        .select({ name: stores.name, city: stores.city, accountName: profiles.fullName })
        .from(stores)
        .leftJoin(profiles, eq(profiles.userId, stores.accountUserId))
        .where(eq(stores.id, store.storeId))
        .limit(1);
      if (!storeRow) throw new AppError('FORBIDDEN');
      if (purchase.receiptFileId !== null) {
        await findOwnFile({ db: tx, actor, fileId: purchase.receiptFileId, bucket: 'receipts' });
      }
      const bikePhotoFileId = input.bikePhotoFileId ?? null;
      if (bikePhotoFileId !== null) {
        await findOwnFile({ db: tx, actor, fileId: bikePhotoFileId, bucket: 'bike-photos' });
      }
      const pointsBalance = await spendPoints(tx, {
        userId: store.accountUserId,
        amount: pointCosts.registerBike,
        reason: 'bike_registration',
        reference: `bike:${bikeId}`,
      });
      const ownerId = customer?.id ?? store.accountUserId;
      await insertRegisteredBike(tx, {
        bike: {
          id: bikeId,
          ownerId,
          frameNumber,
          bikeType: input.bikeType,
          ...texts,
          city: storeRow.city,
          // The store's receipt stays on the history event, where only the store and admins open it.
          bikePhotoFileId,
          registeredByStoreId: store.storeId,
          registeredByStaffCodeId: store.staffCodeId,
        },
        event: {
          registrationType: 'store',
          // Stock is the store's own: its history entry names the shop.
          ownerName: customer?.fullName ?? storeRow.accountName ?? storeRow.name,
          storeId: store.storeId,
          purchasePrice: purchase.price,
          receiptNumber,
          warrantyEndDate,
          receiptFileId: purchase.receiptFileId,
          eventDate: now,
        },
        lookalikeBikeIds: lookalikes,
        confirmedByUserId: actor.userId,
      });
      if (customer) {
        await enqueueMail(tx, {
          to: customer.email,
          template: 'store-bike-registered',
          language: customer.language,
          payload: {
            fullName: customer.fullName,
            storeName: storeRow.name,
            frameNumber,
            brand: texts.brand,
            model: texts.model,
            myBikesUrl: `${options.publicUrl}/my-bikes`,
          },
          now,
        });
      }
      await writeAudit(tx, {
        action: 'store.bike_registered',
        actorUserId: actor.userId,
        targetType: 'bike',
        targetId: bikeId,
        details: {
          storeId: store.storeId,
          staffCodeId: store.staffCodeId,
          frameNumber,
          stock: customer === null,
          ...(customer ? { customerId: customer.id } : {}),
          pointsBalance,
          ...(lookalikes.length > 0 ? { lookalikeBikeIds: lookalikes.join(',') } : {}),
        },
        meta,
      });
      return {
        bikeId,
        frameNumber,
        customer: customer ? toStoreCustomer(customer) : null,
        pointsBalance,
      };
    });
  } catch (error) {
    throw frameNumberTaken(error) ?? error;
  }
}
