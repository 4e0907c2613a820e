import { ZRegisterBikeResponse } from '@ramkoll/shared/schemas/bike';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { bikes } from '../../../src/db/schema/bikes.js';
import { ownershipEvents } from '../../../src/db/schema/ownership.js';
import { pointsLedger } from '../../../src/db/schema/points.js';
import { accessOnly, errorOf } from '../../auth-helpers.js';
import {
  callBikes,
  newCustomer,
  newCustomerWithoutPersonalNumber,
  ownerState,
  registerBike,
  uniqueFrameNumber,
  verifiedReceipt,
  type TestCustomer,
} from '../../bike-helpers.js';
import { createFileRow, createReceiptFile } from '../../factories.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(() => context.close());

describe('POST /api/me/bikes', () => {
  it('registers a bike: listed, 100 points debited with a ledger row, a history event', async () => {
    const owner = await newCustomer(context, 250);
    const frameNumber = uniqueFrameNumber();
    const receiptFileId = await verifiedReceipt(context, owner, frameNumber);
    const photoFileId = await createFileRow(context.db, { ownerUserId: owner.userId, bucket: 'bike-photos' });

    const response = await registerBike(context, owner, {
      frameNumber: `  ${frameNumber.toLowerCase()} `,
      receiptFileId,
      bikePhotoFileId: photoFileId,
      bikeType: 'elcykel',
      bikeName: ' Pendlaren ',
      description: 'Fin <script>steal()</script>cykel',
      batterySerialNumber: 'BAT123',
      city: 'Lund',
    });

    expect(response.statusCode, response.body).toBe(201);
    const { bike, pointsBalance } = ZRegisterBikeResponse.parse(response.json());
    expect(pointsBalance).toBe(150);
    expect(bike).toMatchObject({
      frameNumber: frameNumber.toLowerCase(),
      bikeType: 'elcykel',
      bikeName: 'Pendlaren',
      brand: 'Crescent',
      description: 'Fin cykel',
      batterySerialNumber: 'BAT123',
      city: 'Lund',
      photoUrl: `/api/files/${photoFileId}`,
      receiptUrl: `/api/files/${receiptFileId}`,
      stolen: false,
      forSale: false,
      batteryStolen: false,
      registeredByStoreName: null,
      privacy: { bikeName: true, brand: true, model: true, color: true, description: true, bikePhoto: true },
    });

    const list = await callBikes(context, owner.cookies, 'GET', '');
    expect(list.json<{ bikes: { id: string }[] }>().bikes.map((b) => b.id)).toEqual([bike.id]);
    const balance = await context.app.inject({
      method: 'GET',
      url: '/api/me/balance',
      cookies: accessOnly(owner.cookies),
    });
    expect(balance.json()).toEqual({ pointsBalance: 150 });

    const ledger = await context.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, owner.userId), eq(pointsLedger.reason, 'bike_registration')));
    expect(ledger).toEqual([
      expect.objectContaining({ amount: -100, balanceAfter: 150, reference: `bike:${bike.id}` }),
    ]);
    const events = await context.db.select().from(ownershipEvents).where(eq(ownershipEvents.bikeId, bike.id));
    expect(events).toEqual([
      expect.objectContaining({
        eventType: 'registration',
        registrationType: 'self',
        ownerUserId: owner.userId,
        ownerName: 'Olle Ägare',
        receiptFileId,
        storeId: null,
      }),
    ]);
    const [audit] = await context.db.select().from(auditLog).where(eq(auditLog.targetId, bike.id));
    expect(audit).toMatchObject({ action: 'bike.register', actorUserId: owner.userId });
  });

  it('refuses a taken frame number in any letter case with 409 and changes nothing', async () => {
    const first = await newCustomer(context, 100);
    const second = await newCustomer(context, 100);
    const frameNumber = `ABC${uniqueFrameNumber('').slice(0, 6)}`;
    const taken = await registerBike(context, first, {
      frameNumber,
      receiptFileId: await verifiedReceipt(context, first, frameNumber),
    });
    expect(taken.statusCode, taken.body).toBe(201);

    const lower = frameNumber.toLowerCase();
    const check = await callBikes(context, second.cookies, 'POST', '/frame-number-check', {
      frameNumber: lower,
    });
    expect(check.json()).toEqual({ available: false, lookalikes: [] });
    const before = await ownerState(context, second.userId);
    const response = await registerBike(context, second, {
      frameNumber: lower,
      receiptFileId: await verifiedReceipt(context, second, lower),
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'FRAME_NUMBER_TAKEN' });
    expect(await ownerState(context, second.userId)).toEqual(before);
  });

  it('frees the frame number of a deleted bike', async () => {
    const first = await newCustomer(context, 100);
    const second = await newCustomer(context, 100);
    const frameNumber = uniqueFrameNumber();
    const registered = await registerBike(context, first, {
      frameNumber,
      receiptFileId: await verifiedReceipt(context, first, frameNumber),
    });
    const bikeId = registered.json<{ bike: { id: string } }>().bike.id;
    expect((await callBikes(context, first.cookies, 'DELETE', `/${bikeId}`)).statusCode).toBe(204);

    const check = await callBikes(context, second.cookies, 'POST', '/frame-number-check', { frameNumber });
    expect(check.json()).toEqual({ available: true, lookalikes: [] });
    const again = await registerBike(context, second, {
      frameNumber,
      receiptFileId: await verifiedReceipt(context, second, frameNumber),
    });
    expect(again.statusCode, again.body).toBe(201);
    const rows = await context.db.select().from(bikes).where(eq(bikes.frameNumber, frameNumber));
    expect(rows.map((row) => [row.ownerId, row.deletedAt === null])).toEqual(
      expect.arrayContaining([
        [first.userId, false],
        [second.userId, true],
      ]),
    );
  });

  it.each([
    ['ABC12', 'frame_number_invalid'],
    ['ABC-123456', 'frame_number_invalid'],
    ['A'.repeat(21), 'frame_number_invalid'],
    ['   ', 'frame_number_required'],
  ])('refuses the frame number %j with 400 %s', async (frameNumber, problem) => {
    const owner = await newCustomer(context, 100);
    const before = await ownerState(context, owner.userId);
    const response = await registerBike(context, owner, {
      frameNumber,
      receiptFileId: await verifiedReceipt(context, owner, frameNumber),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'frameNumber', problem },
    });
    expect(await ownerState(context, owner.userId)).toEqual(before);
    const check = await callBikes(context, owner.cookies, 'POST', '/frame-number-check', { frameNumber });
    expect(errorOf(check)).toEqual({ code: 'VALIDATION_FAILED', details: { field: 'frameNumber', problem } });
  });

  it('refuses a missing receipt with 422 RECEIPT_MISSING', async () => {
    const owner = await newCustomer(context, 100);
    const before = await ownerState(context, owner.userId);
    const response = await registerBike(context, owner, {
      frameNumber: uniqueFrameNumber(),
      receiptFileId: null,
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({ code: 'RECEIPT_MISSING' });
    expect(await ownerState(context, owner.userId)).toEqual(before);
  });

  describe('refuses a receipt that does not verify with 422 RECEIPT_NOT_VERIFIED and changes nothing', () => {
    const allTrue = { frameNumberValid: true, customerPersonalNumberValid: true, sellerInfoFound: true };

    async function expectNotVerified(
      owner: TestCustomer,
      frameNumber: string,
      receiptFileId: string,
      details: { verification: typeof allTrue; problems: string[] },
    ) {
      const before = await ownerState(context, owner.userId);
      const response = await registerBike(context, owner, { frameNumber, receiptFileId });
      expect(response.statusCode, response.body).toBe(422);
      expect(errorOf(response)).toEqual({ code: 'RECEIPT_NOT_VERIFIED', details });
      expect(await ownerState(context, owner.userId)).toEqual(before);
    }

    it('another frame number on the receipt', async () => {
      const owner = await newCustomer(context, 100);
      const frameNumber = uniqueFrameNumber();
      const receipt = await verifiedReceipt(context, owner, frameNumber, {
        frameNumbers: [uniqueFrameNumber()],
      });
      await expectNotVerified(owner, frameNumber, receipt, {
        verification: { ...allTrue, frameNumberValid: false },
        problems: ['frame_number_mismatch'],
      });
    });

    it('no frame number read', async () => {
      const owner = await newCustomer(context, 100);
      const frameNumber = uniqueFrameNumber();
      const receipt = await verifiedReceipt(context, owner, frameNumber, { frameNumbers: [] });
      await expectNotVerified(owner, frameNumber, receipt, {
        verification: { ...allTrue, frameNumberValid: false },
        problems: ['frame_number_missing'],
      });
    });

    it("someone else's personnummer on the receipt", async () => {
      const owner = await newCustomer(context, 100);
      const other = await newCustomer(context);
      const frameNumber = uniqueFrameNumber();
      const receipt = await verifiedReceipt(context, owner, frameNumber, {
        personalNumberHashes: [other.personalNumberHash ?? ''],
      });
      await expectNotVerified(owner, frameNumber, receipt, {
        verification: { ...allTrue, customerPersonalNumberValid: false },
        problems: ['personal_number_mismatch'],
      });
    });

    it('an account without a personnummer', async () => {
      const owner = await newCustomerWithoutPersonalNumber(context, 100);
      const frameNumber = uniqueFrameNumber();
      const receipt = await verifiedReceipt(context, owner, frameNumber);
      await expectNotVerified(owner, frameNumber, receipt, {
        verification: { ...allTrue, customerPersonalNumberValid: false },
        problems: ['personal_number_missing_in_profile'],
      });
    });

    it('no seller on the receipt', async () => {
      const owner = await newCustomer(context, 100);
      const frameNumber = uniqueFrameNumber();
      const receipt = await verifiedReceipt(context, owner, frameNumber, { sellerInfoFound: false });
      await expectNotVerified(owner, frameNumber, receipt, {
        verification: { ...allTrue, sellerInfoFound: false },
        problems: ['seller_missing'],
      });
    });

    it('a receipt that was never read', async () => {
      const owner = await newCustomer(context, 100);
      const receipt = await createReceiptFile(context.db, { ownerUserId: owner.userId, scan: null });
      await expectNotVerified(owner, uniqueFrameNumber(), receipt, {
        verification: { frameNumberValid: false, customerPersonalNumberValid: false, sellerInfoFound: false },
        problems: [],
      });
    });
  });

  it("refuses someone else's receipt or photo, or a file from the wrong bucket, with 404 FILE_NOT_FOUND", async () => {
    const owner = await newCustomer(context, 100);
    const other = await newCustomer(context);
    const frameNumber = uniqueFrameNumber();
    const othersReceipt = await verifiedReceipt(context, other, frameNumber, {
      personalNumberHashes: [owner.personalNumberHash ?? ''],
    });
    const ownReceipt = await verifiedReceipt(context, owner, frameNumber);
    const othersPhoto = await createFileRow(context.db, { ownerUserId: other.userId, bucket: 'bike-photos' });
    const before = await ownerState(context, owner.userId);

    for (const fields of [
      { receiptFileId: othersReceipt },
      { receiptFileId: ownReceipt, bikePhotoFileId: othersPhoto },
      { receiptFileId: ownReceipt, bikePhotoFileId: ownReceipt },
    ]) {
      const response = await registerBike(context, owner, { frameNumber, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'FILE_NOT_FOUND' });
    }
    expect(await ownerState(context, owner.userId)).toEqual(before);
  });

  it('refuses a registration short of 100 points with 402 and changes nothing', async () => {
    const owner = await newCustomer(context, 99);
    const frameNumber = uniqueFrameNumber();
    const before = await ownerState(context, owner.userId);
    const response = await registerBike(context, owner, {
      frameNumber,
      receiptFileId: await verifiedReceipt(context, owner, frameNumber),
    });
    expect(response.statusCode).toBe(402);
    expect(errorOf(response)).toEqual({
      code: 'INSUFFICIENT_POINTS',
      details: { required: 100, balance: 99 },
    });
    expect(await ownerState(context, owner.userId)).toEqual(before);
  });

  it('refuses an account with no points at all', async () => {
    const owner = await newCustomer(context);
    const frameNumber = uniqueFrameNumber();
    const response = await registerBike(context, owner, {
      frameNumber,
      receiptFileId: await verifiedReceipt(context, owner, frameNumber),
    });
    expect(errorOf(response)).toEqual({
      code: 'INSUFFICIENT_POINTS',
      details: { required: 100, balance: 0 },
    });
  });
});
