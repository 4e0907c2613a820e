import {
  ZReceiptResponse,
  ZReceiptsResponse,
  ZVerifyReceiptResponse,
} from '@ramkoll/shared/schemas/ownership';
import { todayIn } from '@ramkoll/shared/rules/stolen-report';
import { ZMyBikesResponse } from '@ramkoll/shared/schemas/bike';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikes, bikeSales } from '../../../src/db/schema/bikes.js';
import { notifications } from '../../../src/db/schema/messaging.js';
import { ownershipEvents, ownershipReceipts, ownershipTransfers } from '../../../src/db/schema/ownership.js';
import { pointsLedger } from '../../../src/db/schema/points.js';
import { errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import {
  type ApiMethod,
  balanceOf,
  callApi,
  callBikes,
  emailOf,
  newCustomer,
  registeredBike,
  type TestCustomer,
} from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { ledgerMismatches } from '../../money-invariants.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
});

afterAll(() => context.close());

const today = () => todayIn(new Date());

function call(cookies: Cookies | null, method: ApiMethod, url: string, payload?: Record<string, unknown>) {
  return callApi(context, cookies, method, url, payload);
}

function transfer(seller: TestCustomer, bikeId: string, payload: Record<string, unknown>) {
  return callBikes(context, seller.cookies, 'POST', `/${bikeId}/transfer`, {
    purchaseDate: today(),
    ...payload,
  });
}

/** A seller with a registered bike and a buyer with `buyerPoints`, and a started transfer. */
async function startedTransfer(buyerPoints = 100, price: number | null = 4500) {
  const seller = await newCustomer(context, 100);
  const buyer = await newCustomer(context, buyerPoints);
  const bikeId = await registeredBike(context, seller);
  const response = await transfer(seller, bikeId, { buyer: await emailOf(context, buyer), price });
  expect(response.statusCode, response.body).toBe(201);
  const { receipt } = ZReceiptResponse.parse(response.json());
  return { seller, buyer, bikeId, receipt };
}

async function ownerOf(bikeId: string): Promise<string | undefined> {
  const [row] = await context.db.select({ ownerId: bikes.ownerId }).from(bikes).where(eq(bikes.id, bikeId));
  return row?.ownerId;
}

async function transferDebits(receiptId: string): Promise<number> {
  const [row] = await context.db
    .select({ n: count() })
    .from(pointsLedger)
    .where(
      and(eq(pointsLedger.reason, 'ownership_transfer'), eq(pointsLedger.reference, `receipt:${receiptId}`)),
    );
  return row?.n ?? 0;
}

describe('a full transfer', () => {
  it('starts pending for the buyer, who accepts: 100 points, new owner, sale closed, history, notices', async () => {
    const { seller, buyer, bikeId, receipt } = await startedTransfer();
    expect(receipt).toMatchObject({ status: 'pending', myRole: 'seller', awaitingMe: false, price: 4500 });
    expect(receipt.sellerAcceptedAt).not.toBeNull();
    expect(receipt.verificationCode).toMatch(/^[0-9A-F]{12}$/);
    await context.db.update(bikes).set({ status: 'for_sale' }).where(eq(bikes.id, bikeId));
    await context.db.insert(bikeSales).values({ bikeId, sellerId: seller.userId, salePrice: 4500 });

    const pending = await call(buyer.cookies, 'GET', '/api/me/receipts/pending-count');
    expect(pending.json()).toEqual({ count: 1 });
    const listed = ZReceiptsResponse.parse((await call(buyer.cookies, 'GET', '/api/me/receipts')).json());
    expect(listed.receipts.map((item) => [item.id, item.myRole, item.awaitingMe])).toEqual([
      [receipt.id, 'buyer', true],
    ]);
    expect(JSON.stringify(listed)).not.toContain('Olle Ägare');
    expect(listed.receipts[0]?.sellerName).toBe('Ol** Ä****');

    const accepted = await call(buyer.cookies, 'POST', `/api/me/receipts/${receipt.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const done = ZReceiptResponse.parse(accepted.json()).receipt;
    expect(done).toMatchObject({ status: 'completed', awaitingMe: false });
    expect(done.buyerAcceptedAt).not.toBeNull();

    expect(await ownerOf(bikeId)).toBe(buyer.userId);
    expect(await balanceOf(context, buyer.userId)).toBe(0);
    expect(await transferDebits(receipt.id)).toBe(1);
    const [sale] = await context.db.select().from(bikeSales).where(eq(bikeSales.bikeId, bikeId));
    expect(sale?.isActive).toBe(false);
    const [bike] = await context.db.select({ status: bikes.status }).from(bikes).where(eq(bikes.id, bikeId));
    expect(bike?.status).toBeNull();
    const [transferRow] = await context.db
      .select()
      .from(ownershipTransfers)
      .where(eq(ownershipTransfers.receiptId, receipt.id));
    expect(transferRow?.status).toBe('completed');
    const [event] = await context.db
      .select()
      .from(ownershipEvents)
      .where(eq(ownershipEvents.bikeId, bikeId))
      .orderBy(desc(ownershipEvents.eventDate));
    expect(event).toMatchObject({ eventType: 'purchase', ownerUserId: buyer.userId, purchasePrice: 4500 });
    const notices = await context.db
      .select({ userId: notifications.userId, type: notifications.type })
      .from(notifications)
      .where(sql`${notifications.payload}->>'receiptId' = ${receipt.id}`);
    expect(notices).toEqual(
      expect.arrayContaining([
        { userId: buyer.userId, type: 'receipt_created' },
        { userId: buyer.userId, type: 'transfer_completed' },
        { userId: seller.userId, type: 'transfer_completed' },
      ]),
    );

    // The seller no longer sees or manages the bike; the buyer does, and the badge is 0.
    const sellersBikes = ZMyBikesResponse.parse((await callBikes(context, seller.cookies, 'GET', '')).json());
    expect(sellersBikes.bikes.map((item) => item.id)).not.toContain(bikeId);
    expect(
      (await callBikes(context, seller.cookies, 'PATCH', `/${bikeId}`, { bikeName: 'x' })).statusCode,
    ).toBe(404);
    const buyersBikes = ZMyBikesResponse.parse((await callBikes(context, buyer.cookies, 'GET', '')).json());
    expect(buyersBikes.bikes.map((item) => item.id)).toContain(bikeId);
    expect((await call(buyer.cookies, 'GET', '/api/me/receipts/pending-count')).json()).toEqual({ count: 0 });
  });

  it('finds the buyer by personnummer too, and a gift becomes a transfer event', async () => {
    const seller = await newCustomer(context, 100);
    const buyer = await newCustomer(context, 100);
    const bikeId = await registeredBike(context, seller);
    const personalNumber = buyer.personalNumber ?? '';
    const response = await transfer(seller, bikeId, {
      buyer: `${personalNumber.slice(0, 8)}-${personalNumber.slice(8)}`,
      price: null,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { receipt } = ZReceiptResponse.parse(response.json());
    expect((await call(buyer.cookies, 'POST', `/api/me/receipts/${receipt.id}/accept`)).statusCode).toBe(200);
    const [event] = await context.db
      .select({ eventType: ownershipEvents.eventType })
      .from(ownershipEvents)
      .where(eq(ownershipEvents.receiptId, receipt.id));
    expect(event?.eventType).toBe('transfer');
  });
});

describe('refusals that change nothing', () => {
  it('a buyer without 100 points: 402, receipt pending, owner unchanged', async () => {
    const { seller, buyer, bikeId, receipt } = await startedTransfer(60);
    const response = await call(buyer.cookies, 'POST', `/api/me/receipts/${receipt.id}/accept`);
    expect(response.statusCode).toBe(402);
    expect(errorOf(response)).toEqual({
      code: 'INSUFFICIENT_POINTS',
      details: { required: 100, balance: 60 },
    });
    expect(await ownerOf(bikeId)).toBe(seller.userId);
    expect(await balanceOf(context, buyer.userId)).toBe(60);
    const [row] = await context.db
      .select()
      .from(ownershipReceipts)
      .where(eq(ownershipReceipts.id, receipt.id));
    expect(row?.status).toBe('pending');
  });

  it('a second accept: 409 RECEIPT_NOT_PENDING and one debit', async () => {
    const { buyer, receipt } = await startedTransfer(300);
    expect((await call(buyer.cookies, 'POST', `/api/me/receipts/${receipt.id}/accept`)).statusCode).toBe(200);
    const again = await call(buyer.cookies, 'POST', `/api/me/receipts/${receipt.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('RECEIPT_NOT_PENDING');
    expect(await transferDebits(receipt.id)).toBe(1);
    expect(await balanceOf(context, buyer.userId)).toBe(200);
  });

  it('20 concurrent accepts of one receipt: one transfer, one debit', async () => {
    const { buyer, bikeId, receipt } = await startedTransfer(5000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(buyer.cookies, 'POST', `/api/me/receipts/${receipt.id}/accept`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await transferDebits(receipt.id)).toBe(1);
    expect(await balanceOf(context, buyer.userId)).toBe(4900);
    const events = await context.db
      .select()
      .from(ownershipEvents)
      .where(eq(ownershipEvents.receiptId, receipt.id));
    expect(events).toHaveLength(1);
    expect(await ownerOf(bikeId)).toBe(buyer.userId);
  });

  it('an accept racing a decline: exactly one wins', async () => {
    const { buyer, receipt } = await startedTransfer(100);
    const [accept, decline] = await Promise.all([
      call(buyer.cookies, 'POST', `/api/me/receipts/${receipt.id}/accept`),
      call(buyer.cookies, 'POST', `/api/me/receipts/${receipt.id}/decline`),
    ]);
    expect([accept.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
    expect(await transferDebits(receipt.id)).toBe(accept.statusCode === 200 ? 1 : 0);
  });

  it('decline and cancel end receipt and transfer; a new transfer may follow', async () => {
    const first = await startedTransfer();
    const declined = await call(first.buyer.cookies, 'POST', `/api/me/receipts/${first.receipt.id}/decline`);
    expect(ZReceiptResponse.parse(declined.json()).receipt.status).toBe('declined');
    expect(await ownerOf(first.bikeId)).toBe(first.seller.userId);
    const [transferRow] = await context.db
      .select({ status: ownershipTransfers.status })
      .from(ownershipTransfers)
      .where(eq(ownershipTransfers.receiptId, first.receipt.id));
    expect(transferRow?.status).toBe('declined');

    const again = await transfer(first.seller, first.bikeId, {
      buyer: await emailOf(context, first.buyer),
      price: 4000,
    });
    expect(again.statusCode).toBe(201);
    const second = ZReceiptResponse.parse(again.json()).receipt;
    // The seller cannot accept, the buyer cannot cancel: not their role, so not found.
    expect(
      (await call(first.seller.cookies, 'POST', `/api/me/receipts/${second.id}/accept`)).statusCode,
    ).toBe(404);
    expect((await call(first.buyer.cookies, 'POST', `/api/me/receipts/${second.id}/cancel`)).statusCode).toBe(
      404,
    );
    const cancelled = await call(first.seller.cookies, 'POST', `/api/me/receipts/${second.id}/cancel`);
    expect(ZReceiptResponse.parse(cancelled.json()).receipt.status).toBe('cancelled');
    expect((await call(first.buyer.cookies, 'POST', `/api/me/receipts/${second.id}/accept`)).statusCode).toBe(
      409,
    );
  });

  it('deleting a bike (owner or admin) cancels its open transfer: the buyer cannot accept, nothing is charged', async () => {
    const admin = await signedIn(context.app, 'admin@ramkoll.se');
    for (const by of ['owner', 'admin'] as const) {
      const { seller, buyer, bikeId, receipt } = await startedTransfer();
      const deleted =
        by === 'owner'
          ? await callBikes(context, seller.cookies, 'DELETE', `/${bikeId}`)
          : await call(admin, 'POST', `/api/admin/bikes/${bikeId}/delete`, {
              reason: 'Dubbelregistrerad cykel.',
            });
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
      const [row] = await context.db
        .select({ status: ownershipReceipts.status, transfer: ownershipTransfers.status })
        .from(ownershipReceipts)
        .innerJoin(ownershipTransfers, eq(ownershipTransfers.receiptId, ownershipReceipts.id))
        .where(eq(ownershipReceipts.id, receipt.id));
      // Decision 050: left pending, the receipt could never complete and would block both
      // parties' account deletion.
      expect(row).toEqual({ status: 'cancelled', transfer: 'cancelled' });
      const accept = await call(buyer.cookies, 'POST', `/api/me/receipts/${receipt.id}/accept`);
      expect(accept.statusCode).toBe(409);
      expect(errorOf(accept).code).toBe('RECEIPT_NOT_PENDING');
      expect(await ownerOf(bikeId)).toBe(seller.userId);
      expect(await transferDebits(receipt.id)).toBe(0);
      expect(await balanceOf(context, buyer.userId)).toBe(100);
    }
  });

  it('refuses a second open transfer, an unknown buyer, oneself, a store account and bad input', async () => {
    const { seller, bikeId, receipt } = await startedTransfer();
    const other = await newCustomer(context);
    const second = await transfer(seller, bikeId, { buyer: await emailOf(context, other) });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).code).toBe('TRANSFER_PENDING');

    // Only the owner can transfer: anyone else gets the same 404 as for a bike that does not exist.
    const stranger = await newCustomer(context);
    const notMine = await callBikes(context, stranger.cookies, 'POST', `/${bikeId}/transfer`, {
      buyer: await emailOf(context, other),
      purchaseDate: today(),
    });
    expect(notMine.statusCode).toBe(404);
    expect(errorOf(notMine).code).toBe('BIKE_NOT_FOUND');

    // The buyer is looked up only for a bike that could be transferred now (decision 092).
    expect((await call(seller.cookies, 'POST', `/api/me/receipts/${receipt.id}/cancel`)).statusCode).toBe(
      200,
    );
    expect(errorOf(await transfer(seller, bikeId, { buyer: 'nobody@example.se' })).code).toBe(
      'BUYER_NOT_FOUND',
    );
    expect(errorOf(await transfer(seller, bikeId, { buyer: 'butik@ramkoll.se' })).code).toBe(
      'BUYER_NOT_FOUND',
    );
    const self = await transfer(seller, bikeId, { buyer: await emailOf(context, seller) });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).code).toBe('BUYER_IS_SELLER');
    const future = await transfer(seller, bikeId, {
      buyer: await emailOf(context, other),
      purchaseDate: '2999-01-01',
    });
    expect(errorOf(future)).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'purchaseDate', problem: 'purchase_date_in_future' },
    });
  });

  it('a stolen bike cannot be transferred, nor accepted once stolen', async () => {
    const { seller, buyer, bikeId, receipt } = await startedTransfer();
    await context.db
      .update(bikes)
      .set({ stolenStatus: 'stolen', stolenDate: today() })
      .where(eq(bikes.id, bikeId));
    const accept = await call(buyer.cookies, 'POST', `/api/me/receipts/${receipt.id}/accept`);
    expect(accept.statusCode).toBe(409);
    expect(errorOf(accept)).toEqual({ code: 'BIKE_STOLEN', details: { action: 'transfer' } });
    expect(await ownerOf(bikeId)).toBe(seller.userId);
    expect(await balanceOf(context, buyer.userId)).toBe(100);

    await call(seller.cookies, 'POST', `/api/me/receipts/${receipt.id}/cancel`);
    const refused = await transfer(seller, bikeId, { buyer: await emailOf(context, buyer) });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({ code: 'BIKE_STOLEN', details: { action: 'transfer' } });
  });
});

describe('who may see a receipt', () => {
  it('a third customer cannot see, accept, decline or download it; stores and admins have no receipts area', async () => {
    const { receipt } = await startedTransfer();
    const stranger = await newCustomer(context, 500);
    const theirs = ZReceiptsResponse.parse((await call(stranger.cookies, 'GET', '/api/me/receipts')).json());
    expect(theirs.receipts).toEqual([]);
    for (const action of ['accept', 'decline', 'cancel']) {
      const response = await call(stranger.cookies, 'POST', `/api/me/receipts/${receipt.id}/${action}`);
      expect(response.statusCode, action).toBe(404);
      expect(errorOf(response).code).toBe('RECEIPT_NOT_FOUND');
    }
    expect((await call(stranger.cookies, 'GET', `/api/me/receipts/${receipt.id}/pdf`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/me/receipts')).statusCode).toBe(401);
    for (const email of ['butik@ramkoll.se', 'admin@ramkoll.se']) {
      const cookies = await signedIn(context.app, email);
      expect((await call(cookies, 'GET', '/api/me/receipts')).statusCode, email).toBe(403);
      expect((await call(cookies, 'POST', `/api/me/receipts/${receipt.id}/accept`)).statusCode, email).toBe(
        403,
      );
    }
  });

  it('either party downloads the bill of sale as a PDF, and its code verifies', async () => {
    const { seller, buyer, receipt } = await startedTransfer();
    for (const party of [seller, buyer]) {
      const pdf = await call(party.cookies, 'GET', `/api/me/receipts/${receipt.id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain(receipt.receiptNumber);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const stranger = await newCustomer(context);
    const verified = ZVerifyReceiptResponse.parse(
      (
        await call(
          stranger.cookies,
          'GET',
          `/api/me/receipts/verify?code=${receipt.verificationCode.toLowerCase()}`,
        )
      ).json(),
    );
    expect(verified).toMatchObject({
      valid: true,
      receipt: { status: 'pending', buyerName: receipt.buyerName },
    });
    const forged = ZVerifyReceiptResponse.parse(
      (await call(stranger.cookies, 'GET', '/api/me/receipts/verify?code=000000000000')).json(),
    );
    expect(forged).toEqual({ valid: false, receipt: null });
  });
});

describe('the ledger', () => {
  it('sums to every balance after all of the above', async () => {
    expect(await ledgerMismatches(context)).toEqual([]);
  });
});
