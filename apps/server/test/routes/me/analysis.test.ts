import { randomUUID } from 'node:crypto';
import {
  ZAnalyzeBikeAndReceiptResponse,
  ZBikeAnalysis,
  ZVerifyReceiptResponse,
} from '@ramkoll/shared/schemas/analysis';
import { ZUploadedFile } from '@ramkoll/shared/schemas/upload';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, receiptScans } from '../../../src/db/schema/files.js';
import {
  accessOnly,
  cookiesFrom,
  errorOf,
  personalNumberBornIn,
  signedIn,
  signUp,
  type Cookies,
} from '../../auth-helpers.js';
import {
  renderBikePhoto,
  renderReceiptImage,
  type ReceiptImageOptions,
} from '../../fixtures/receipt-image.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { uploadFile } from '../../upload-helpers.js';

interface Customer {
  cookies: Cookies;
  userId: string;
  /** As printed on receipts: YYYYMMDD-NNNN; null for an account without one. */
  personalNumber: string | null;
}

const FRAME = 'WCR1234567X';

let context: TestContext;
let owner: Customer;
let stranger: Customer;
let withoutPersonalNumber: Customer;
let store: Cookies;
let admin: Cookies;
// The owner's upload of a good receipt, read once and shared by the tests that only vary the input.
let goodReceipt: string;

beforeAll(async () => {
  // One app, so one OCR worker for the whole file.
  context = await createTestContext({ seed: true });
  owner = await newCustomer(personalNumberBornIn(1985));
  stranger = await newCustomer(personalNumberBornIn(1979));
  withoutPersonalNumber = await newCustomer(null);
  store = await signedIn(context.app, 'butik@ramkoll.se');
  admin = await signedIn(context.app, 'admin@ramkoll.se');
  goodReceipt = await uploadReceipt(owner, { frameNumber: FRAME, personalNumber: owner.personalNumber });
});

afterAll(() => context.close());

async function newCustomer(personalNumber: string | null): Promise<Customer> {
  const response = await signUp(context.app, personalNumber ? { personalNumber } : {});
  expect(response.statusCode, response.body).toBe(201);
  const userId = response.json<{ user: { id: string } }>().user.id;
  const printed = personalNumber ? `${personalNumber.slice(0, 8)}-${personalNumber.slice(8)}` : null;
  return { cookies: cookiesFrom(response), userId, personalNumber: printed };
}

async function upload(
  customer: Customer,
  bucket: 'receipts' | 'bike-photos',
  bytes: Buffer,
): Promise<string> {
  const response = await uploadFile(context.app, customer.cookies, bucket, { bytes, type: 'image/jpeg' });
  expect(response.statusCode, response.body).toBe(201);
  return ZUploadedFile.parse(response.json()).id;
}

async function uploadReceipt(customer: Customer, options: ReceiptImageOptions): Promise<string> {
  return upload(customer, 'receipts', await renderReceiptImage(options));
}

function post(url: string, cookies: Cookies | null, payload: Record<string, unknown>) {
  return context.app.inject({
    method: 'POST',
    url: `/api/me/analysis/${url}`,
    payload,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

async function verify(customer: Customer, receiptFileId: string, frameNumber = FRAME) {
  const response = await post('receipt', customer.cookies, { receiptFileId, frameNumber });
  expect(response.statusCode, response.body).toBe(200);
  return ZVerifyReceiptResponse.parse(response.json());
}

/** The personnummer as a worn print or OCR shows it: its first two zeros as the letter O. */
function withTwoZerosAsO(printed: string): string {
  return printed.replace('0', 'O').replace('0', 'O');
}

describe('POST /api/me/analysis/receipt', () => {
  it('verifies a photographed receipt against the frame number and my own personnummer', async () => {
    expect(await verify(owner, goodReceipt, ` ${FRAME.toLowerCase()} `)).toEqual({
      verification: { frameNumberValid: true, customerPersonalNumberValid: true, sellerInfoFound: true },
      problems: [],
      receiptBike: { brand: 'Crescent', model: 'Elda' },
    });
  });

  it('stores facts and hashes once per file, never the text or the personnummer', async () => {
    await verify(owner, goodReceipt, 'ABC999999');
    const rows = await context.db.select().from(receiptScans).where(eq(receiptScans.fileId, goodReceipt));
    expect(rows).toHaveLength(1);
    const [scan] = rows;
    // Every token that mixes letters and digits is a candidate (a misread "Köpare" too); only one
    // that matches the entered number counts.
    expect(scan?.frameKeys).toContain(FRAME);
    expect(scan).toMatchObject({
      organizationNumbers: ['5560360793'],
      sellerInfoFound: true,
      brand: 'Crescent',
      model: 'Elda',
      engine: 'tesseract',
    });
    expect(scan?.personalNumberHashes).toHaveLength(1);
    const digits = (owner.personalNumber ?? '').replace('-', '');
    expect(JSON.stringify(scan)).not.toContain(digits);
    expect(JSON.stringify(scan)).not.toContain(digits.slice(2));
  });

  it('answers frame_number_mismatch for another frame number', async () => {
    expect(await verify(owner, goodReceipt, 'WCR7654321X')).toEqual({
      verification: { frameNumberValid: false, customerPersonalNumberValid: true, sellerInfoFound: true },
      problems: ['frame_number_mismatch'],
      receiptBike: { brand: 'Crescent', model: 'Elda' },
    });
  });

  it('answers personal_number_mismatch for a receipt made out to someone else', async () => {
    const receipt = await uploadReceipt(owner, {
      frameNumber: FRAME,
      personalNumber: stranger.personalNumber,
    });
    const result = await verify(owner, receipt);
    expect(result.verification).toEqual({
      frameNumberValid: true,
      customerPersonalNumberValid: false,
      sellerInfoFound: true,
    });
    expect(result.problems).toEqual(['personal_number_mismatch']);
  });

  it('answers seller_missing without a seller or organisation number; a ten-digit personnummer counts', async () => {
    const tenDigits = (owner.personalNumber ?? '').slice(2);
    const receipt = await uploadReceipt(owner, {
      frameNumber: FRAME,
      personalNumber: tenDigits,
      seller: null,
      orgNumber: null,
    });
    expect(await verify(owner, receipt)).toEqual({
      verification: { frameNumberValid: true, customerPersonalNumberValid: true, sellerInfoFound: false },
      problems: ['seller_missing'],
      receiptBike: { brand: 'Crescent', model: 'Elda' },
    });
  });

  it('sees through OCR look-alikes: 0 printed as O, 6 or @, and an org number a look-alike broke', async () => {
    const printedNumber = withTwoZerosAsO(owner.personalNumber ?? '');
    const receipt = await uploadReceipt(owner, {
      frameNumber: 'WTU2O946259',
      personalNumber: printedNumber,
      seller: 'Cykelverkstan',
      // 556036-0793 with its 0 read as 6: the check digit fails until the look-alike is undone.
      orgNumber: '556036-6793',
    });
    expect((await verify(owner, receipt, 'WTU20940259')).verification).toEqual({
      frameNumberValid: true,
      customerPersonalNumberValid: true,
      sellerInfoFound: true,
    });
  });

  it('still refuses another frame number, another person’s personnummer, and a receipt without a seller', async () => {
    const receipt = await uploadReceipt(owner, {
      frameNumber: 'WTU20940259',
      personalNumber: stranger.personalNumber,
      seller: null,
      orgNumber: null,
    });
    // 1 and 0 do not look alike: a receipt for WTU20940259 is no receipt for WTU20941259.
    expect((await verify(owner, receipt, 'WTU20941259')).problems).toEqual([
      'frame_number_mismatch',
      'personal_number_mismatch',
      'seller_missing',
    ]);
  });

  it('finds the seller by a known store name without a legal form or organisation number', async () => {
    const receipt = await uploadReceipt(owner, {
      frameNumber: FRAME,
      personalNumber: owner.personalNumber,
      seller: 'Cykelhörnan Södermalm',
      orgNumber: null,
    });
    expect((await verify(owner, receipt)).verification.sellerInfoFound).toBe(true);
  });

  it('answers personal_number_missing_in_profile for an account without a personnummer', async () => {
    const receipt = await uploadReceipt(withoutPersonalNumber, {
      frameNumber: FRAME,
      personalNumber: owner.personalNumber,
    });
    const result = await verify(withoutPersonalNumber, receipt);
    expect(result.verification.customerPersonalNumberValid).toBe(false);
    expect(result.problems).toEqual(['personal_number_missing_in_profile']);
  });

  it('refuses a frame number that breaks the rule before reading anything', async () => {
    const response = await post('receipt', owner.cookies, {
      receiptFileId: goodReceipt,
      frameNumber: 'AB-12',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'frameNumber', problem: 'frame_number_invalid' },
    });
  });

  it('answers 404 for another customer’s receipt, a bike photo id and an unknown id', async () => {
    for (const receiptFileId of [goodReceipt, randomUUID()]) {
      const response = await post('receipt', stranger.cookies, { receiptFileId, frameNumber: FRAME });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('FILE_NOT_FOUND');
    }
    const photo = await upload(owner, 'bike-photos', await renderBikePhoto({ frameColour: '#1f4fa8' }));
    const response = await post('receipt', owner.cookies, { receiptFileId: photo, frameNumber: FRAME });
    expect(errorOf(response).code).toBe('FILE_NOT_FOUND');
  });

  it('answers ANALYSIS_FAILED for stored bytes that are not an image, and stores no scan', async () => {
    const id = randomUUID();
    const storageKey = `receipts/${owner.userId}/${id}.jpg`;
    const bytes = Buffer.from('this is not a JPEG at all, only text pretending to be one');
    await context.storage.put(storageKey, bytes, 'image/jpeg');
    await context.db.insert(files).values({
      id,
      bucket: 'receipts',
      ownerUserId: owner.userId,
      storageKey,
      mimeType: 'image/jpeg',
      sizeBytes: bytes.length,
      sha256: 'not-checked-here',
    });
    const response = await post('receipt', owner.cookies, { receiptFileId: id, frameNumber: FRAME });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).code).toBe('ANALYSIS_FAILED');
    expect(await context.db.select().from(receiptScans).where(eq(receiptScans.fileId, id))).toEqual([]);
  });

  it('keeps serving other requests while a receipt is being read', async () => {
    const receipt = await uploadReceipt(owner, {
      frameNumber: 'WTU8823119',
      personalNumber: owner.personalNumber,
    });
    let verified = false;
    const reading = verify(owner, receipt, 'WTU8823119').then((result) => {
      verified = true;
      return result;
    });
    const health = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(verified).toBe(false);
    expect((await reading).verification.frameNumberValid).toBe(true);
  });
});

describe('POST /api/me/analysis/bike-image', () => {
  it('names the colour of a red bike and reads the brand on its frame', async () => {
    const photo = await upload(
      owner,
      'bike-photos',
      await renderBikePhoto({ frameColour: '#c8102e', brandText: 'CRESCENT' }),
    );
    const swedish = await post('bike-image', owner.cookies, { bikePhotoFileId: photo });
    expect(swedish.statusCode, swedish.body).toBe(200);
    const analysis = ZBikeAnalysis.parse(swedish.json());
    expect(analysis).toMatchObject({
      success: true,
      color: 'röd',
      brand: 'Crescent',
      model: null,
      error: null,
      enhancedWithReceipt: false,
    });
    expect(analysis.confidence).toBeGreaterThan(0.5);

    const english = await post('bike-image', owner.cookies, { bikePhotoFileId: photo, language: 'en' });
    expect(ZBikeAnalysis.parse(english.json()).color).toBe('red');
  });

  it('answers 404 for another customer’s photo', async () => {
    const photo = await upload(stranger, 'bike-photos', await renderBikePhoto({ frameColour: '#2e8b3a' }));
    const response = await post('bike-image', owner.cookies, { bikePhotoFileId: photo });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('FILE_NOT_FOUND');
  });
});

describe('POST /api/me/analysis/bike-and-receipt', () => {
  it('verifies the receipt and fills brand and model the photo did not show', async () => {
    const photo = await upload(owner, 'bike-photos', await renderBikePhoto({ frameColour: '#1f4fa8' }));
    const response = await post('bike-and-receipt', owner.cookies, {
      bikePhotoFileId: photo,
      receiptFileId: goodReceipt,
      frameNumber: FRAME,
      language: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZAnalyzeBikeAndReceiptResponse.parse(response.json())).toMatchObject({
      success: true,
      bikeAnalysis: { color: 'blue', brand: 'Crescent', model: 'Elda', enhancedWithReceipt: true },
      verification: { frameNumberValid: true, customerPersonalNumberValid: true, sellerInfoFound: true },
      problems: [],
    });
  });
});

describe('who may analyse', () => {
  const calls = [
    ['receipt', { receiptFileId: randomUUID(), frameNumber: FRAME }],
    ['bike-image', { bikePhotoFileId: randomUUID() }],
    ['bike-and-receipt', { bikePhotoFileId: randomUUID(), receiptFileId: randomUUID(), frameNumber: FRAME }],
  ] as const;

  it.each(calls)('%s: 401 signed out, 403 for a store and an admin', async (url, payload) => {
    expect(errorOf(await post(url, null, payload)).code).toBe('UNAUTHENTICATED');
    for (const cookies of [store, admin]) {
      const response = await post(url, cookies, payload);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });
});

it('documents every analysis endpoint with its request body', async () => {
  const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
  const { paths } = response.json<{
    paths: Record<string, { post?: { summary?: string; requestBody?: unknown } }>;
  }>();
  for (const path of ['receipt', 'bike-image', 'bike-and-receipt']) {
    const operation = paths[`/api/me/analysis/${path}`]?.post;
    expect(operation?.summary, path).toBeTruthy();
    expect(operation?.requestBody, path).toBeDefined();
  }
});
