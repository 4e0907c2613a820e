import { ZBikeHistoryResponse } from '@ramkoll/shared/schemas/history';
import { ZMyBikesResponse } from '@ramkoll/shared/schemas/bike';
import { ZReceiptResponse } from '@ramkoll/shared/schemas/ownership';
import { todayIn } from '@ramkoll/shared/rules/stolen-report';
import { ZUploadedFile } from '@ramkoll/shared/schemas/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptScans } from '../../../src/db/schema/files.js';
import { frameKey } from '../../../src/lib/frame-number.js';
import { errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import {
  callApi,
  emailOf,
  newCustomer,
  registerBike,
  uniqueFrameNumber,
  type TestCustomer,
} from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { testImage, uploadFile } from '../../upload-helpers.js';

/*
 * The defect this guards against: after a transfer the buyer could open the seller's receipt
 * image, which shows the seller's full personnummer. A receipt opens for its uploader, the store
 * that issued it and admins only; the buyer's history says "verified" without a link.
 */

let context: TestContext;
let seller: TestCustomer;
let buyer: TestCustomer;
let stranger: TestCustomer;
let admin: Cookies;
let bikeId: string;
let receiptUrl: string;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  [seller, buyer, stranger, admin] = await Promise.all([
    newCustomer(context, 100),
    newCustomer(context, 100),
    newCustomer(context, 0),
    signedIn(context.app, 'admin@ramkoll.se'),
  ]);

  // The seller photographs their receipt; OCR's findings are stored as facts for registration.
  const frameNumber = uniqueFrameNumber();
  const uploaded = await uploadFile(context.app, seller.cookies, 'receipts', {
    bytes: await testImage('jpeg'),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const receipt = ZUploadedFile.parse(uploaded.json());
  receiptUrl = receipt.url;
  await context.db.insert(receiptScans).values({
    fileId: receipt.id,
    frameKeys: [frameKey(frameNumber)],
    personalNumberHashes: seller.personalNumberHash ? [seller.personalNumberHash] : [],
    organizationNumbers: ['5560360793'],
    sellerInfoFound: true,
    engine: 'test-facts',
  });
  const registered = await registerBike(context, seller, { frameNumber, receiptFileId: receipt.id });
  expect(registered.statusCode, registered.body).toBe(201);
  bikeId = registered.json<{ bike: { id: string } }>().bike.id;

  // A completed transfer through the product's own routes: the seller names the buyer, who accepts.
  const started = await callApi(context, seller.cookies, 'POST', `/api/me/bikes/${bikeId}/transfer`, {
    buyer: await emailOf(context, buyer),
    price: 4500,
    purchaseDate: todayIn(new Date()),
  });
  expect(started.statusCode, started.body).toBe(201);
  const { receipt: bill } = ZReceiptResponse.parse(started.json());
  const accepted = await callApi(context, buyer.cookies, 'POST', `/api/me/receipts/${bill.id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
});

afterAll(() => context.close());

function read(cookies: Cookies | null) {
  return callApi(context, cookies, 'GET', receiptUrl);
}

describe("the seller's receipt after a completed transfer", () => {
  it('opens for the seller who uploaded it', async () => {
    const response = await read(seller.cookies);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('is 404 FILE_NOT_FOUND for the buyer, the same answer as for a file that does not exist', async () => {
    const response = await read(buyer.cookies);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'FILE_NOT_FOUND' });
  });

  it('is 404 FILE_NOT_FOUND for another customer', async () => {
    const response = await read(stranger.cookies);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'FILE_NOT_FOUND' });
  });

  it('is 401 for a visitor', async () => {
    const response = await read(null);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('opens for admins', async () => {
    expect((await read(admin)).statusCode).toBe(200);
  });

  it('gives the buyer a history that says the receipt was verified, with no link to open', async () => {
    const response = await callApi(context, buyer.cookies, 'GET', `/api/bikes/${bikeId}/history`);
    expect(response.statusCode, response.body).toBe(200);
    const history = ZBikeHistoryResponse.parse(response.json());
    expect(history.entries.map((entry) => [entry.acquisitionType, entry.isCurrent])).toEqual([
      ['registration', false],
      ['purchase', true],
    ]);
    expect(history.entries[0]).toMatchObject({ receiptPhotoUrl: null, receiptVerified: true });
    expect(history.entries[0]?.purchaseDetails?.receiptPhotoUrl ?? null).toBeNull();
    expect(response.body).not.toContain('/api/files/');
  });

  it('still gives the seller the link in the history, as the file route lets them open it', async () => {
    const response = await callApi(context, seller.cookies, 'GET', `/api/bikes/${bikeId}/history`);
    const history = ZBikeHistoryResponse.parse(response.json());
    expect(history.entries[0]).toMatchObject({ receiptPhotoUrl: receiptUrl, receiptVerified: true });
  });

  it("leaves the seller's receipt out of the buyer's own view of the bike", async () => {
    const response = await callApi(context, buyer.cookies, 'GET', '/api/me/bikes');
    expect(response.statusCode, response.body).toBe(200);
    const { bikes } = ZMyBikesResponse.parse(response.json());
    expect(bikes.find((bike) => bike.id === bikeId)).toMatchObject({ receiptUrl: null });
    expect(response.body).not.toContain(receiptUrl);
  });
});
