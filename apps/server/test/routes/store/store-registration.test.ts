import { ZMyBikesResponse } from '@ramkoll/shared/schemas/bike';
import { ZBikeHistoryResponse } from '@ramkoll/shared/schemas/history';
import {
  ZInventoryResponse,
  ZSellStockResponse,
  ZStoreCustomerResponse,
  ZStoreRegistrationResponse,
} from '@ramkoll/shared/schemas/store-registration';
import { ZUploadedFile } from '@ramkoll/shared/schemas/upload';
import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/accounts.js';
import { auditLog } from '../../../src/db/schema/audit.js';
import { bikes } from '../../../src/db/schema/bikes.js';
import { notifications, outbox } from '../../../src/db/schema/messaging.js';
import { ownershipEvents } from '../../../src/db/schema/ownership.js';
import { pointsLedger } from '../../../src/db/schema/points.js';
import { stores } from '../../../src/db/schema/stores.js';
import {
  accessOnly,
  errorOf,
  registerWithEid,
  signedIn,
  signIn,
  signInWithEid,
  type Cookies,
} from '../../auth-helpers.js';
import {
  balanceOf,
  callApi,
  emailOf,
  newCustomer,
  uniqueFrameNumber,
  type ApiMethod,
  type TestCustomer,
} from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import {
  adultPersonalNumber,
  childPersonalNumber,
  bikeForm,
  demoStoreSession,
  newStore,
  type TestStore,
} from '../../store-counter-helpers.js';
import { multipartBody, testImage } from '../../upload-helpers.js';

let context: TestContext;
let store: TestStore;
let customer: TestCustomer;
let admin: Cookies;
/** A store signed in without its staff code, and the demo store with its demo code. */
let withoutCode: Cookies;
let demo: Cookies;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  [store, customer, admin] = await Promise.all([
    newStore(context, 1000),
    newCustomer(context),
    signedIn(context.app, 'admin@ramkoll.se'),
  ]);
  withoutCode = (await newStore(context, 100, { confirmCode: false })).cookies;
  demo = await demoStoreSession(context);
});

afterAll(() => context.close());

function call(cookies: Cookies | null, method: ApiMethod, url: string, payload?: Record<string, unknown>) {
  return callApi(context, cookies, method, url, payload);
}

async function lookup(query: string, who: TestStore = store) {
  return call(who.cookies, 'POST', '/api/store/customers/lookup', { query });
}

async function registerFor(customerId: string, form: Record<string, unknown>, who: TestStore = store) {
  return call(who.cookies, 'POST', '/api/store/registrations', { customerId, ...form });
}

async function addStock(form: Record<string, unknown>, who: TestStore = store) {
  return call(who.cookies, 'POST', '/api/store/inventory', form);
}

async function storeUpload(who: TestStore, bucket: string) {
  const { payload, headers } = await multipartBody([{ bytes: await testImage('jpeg'), type: 'image/jpeg' }]);
  return context.app.inject({
    method: 'POST',
    url: `/api/store/uploads/${bucket}`,
    payload,
    headers,
    cookies: accessOnly(who.cookies),
  });
}

async function bikeRow(bikeId: string) {
  const [row] = await context.db.select().from(bikes).where(eq(bikes.id, bikeId));
  return row;
}

async function bikesRegisteredBy(storeId: string): Promise<number> {
  const [row] = await context.db
    .select({ n: count() })
    .from(bikes)
    .where(eq(bikes.registeredByStoreId, storeId));
  return row?.n ?? 0;
}

/** The same number with its check digit off by one. */
function badLuhn(personalNumber: string): string {
  const last = Number(personalNumber.slice(-1));
  return `${personalNumber.slice(0, -1)}${(last + 1) % 10}`;
}

const routes: [ApiMethod, string, Record<string, unknown>?][] = [
  ['POST', '/api/store/customers/lookup', { query: 'anna@ramkoll.se' }],
  ['POST', '/api/store/customers', { fullName: 'Ny Kund', personalNumber: '', email: '' }],
  ['POST', '/api/store/registrations', { customerId: '00000000-0000-4000-8000-000000000000' }],
  ['GET', '/api/store/inventory'],
  ['POST', '/api/store/inventory', {}],
  ['POST', '/api/store/inventory/00000000-0000-4000-8000-000000000000/sale', {}],
  ['POST', '/api/store/uploads/receipts', {}],
];

describe('who may use the counter', () => {
  it.each(routes)(
    '%s %s: 401 signed out, 403 for customers and admins, STAFF_CODE_REQUIRED without a code',
    async (method, url, body) => {
      expect(errorOf(await call(null, method, url, body)).code).toBe('UNAUTHENTICATED');
      expect(errorOf(await call(customer.cookies, method, url, body)).code).toBe('FORBIDDEN');
      expect(errorOf(await call(admin, method, url, body)).code).toBe('FORBIDDEN');
      const refused = await call(withoutCode, method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('STAFF_CODE_REQUIRED');
    },
  );
});

describe('finding a customer', () => {
  it('finds by exact e-mail or personnummer and shows only masked data', async () => {
    const email = await emailOf(context, customer);
    const byEmail = await lookup(email.toUpperCase());
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const found = ZStoreCustomerResponse.parse(byEmail.json()).customer;
    expect(found).toEqual({
      id: customer.userId,
      maskedName: 'Ol** Ä****',
      maskedEmail: `${email[0]}***@e***.se`,
    });
    expect(byEmail.body).not.toContain(customer.personalNumber ?? 'x');
    expect(byEmail.body).not.toContain('Olle');
    const byNumber = await lookup(
      `${customer.personalNumber?.slice(2, 8)}-${customer.personalNumber?.slice(8)}`,
    );
    expect(ZStoreCustomerResponse.parse(byNumber.json()).customer.id).toBe(customer.userId);
  });

  it('finds nothing loose, no store or admin, and answers bad input with a coded error', async () => {
    const email = await emailOf(context, customer);
    expect(errorOf(await lookup(email.slice(0, -1))).code).toBe('CUSTOMER_NOT_FOUND');
    expect(errorOf(await lookup('admin@ramkoll.se')).code).toBe('CUSTOMER_NOT_FOUND');
    expect(errorOf(await lookup('butik@ramkoll.se')).code).toBe('CUSTOMER_NOT_FOUND');
    expect(errorOf(await lookup('  '))).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'query', problem: 'customer_query_required' },
    });
    expect(errorOf(await lookup('19850101'))).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'query', problem: 'customer_query_invalid' },
    });
  });

  it('audits every look-up with the staff code and never the personnummer', async () => {
    await lookup(customer.personalNumber ?? '');
    const [row] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store.customer_lookup'), eq(auditLog.actorUserId, store.accountUserId)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(row?.details).toMatchObject({
      staffCodeId: store.staffCodeId,
      by: 'personal_number',
      found: true,
    });
    expect(JSON.stringify(row)).not.toContain(customer.personalNumber ?? 'x');
  });

  it('stops a store after 30 look-ups in 10 minutes, without touching other stores', async () => {
    const busy = await newStore(context);
    const answers = [];
    for (let index = 0; index < 30; index++)
      answers.push((await lookup(`nobody${index}@example.se`, busy)).statusCode);
    expect(answers.every((status) => status === 404)).toBe(true);
    expect(errorOf(await lookup('nobody@example.se', busy)).code).toBe('RATE_LIMITED');
    expect((await lookup('nobody@example.se')).statusCode).toBe(404);
  });
});

describe('creating a customer', () => {
  function create(body: Record<string, unknown>, who: TestStore = store) {
    return call(who.cookies, 'POST', '/api/store/customers', body);
  }

  it('refuses bad input with coded errors and creates nothing', async () => {
    const [before] = await context.db.select({ n: count() }).from(users);
    const email = 'ny.kund@example.se';
    const cases: [Record<string, unknown>, { field: string; problem: string }][] = [
      [
        { fullName: 'A', personalNumber: adultPersonalNumber(), email },
        { field: 'fullName', problem: 'name_too_short' },
      ],
      [
        { fullName: 'Ny Kund', personalNumber: badLuhn(adultPersonalNumber()), email },
        { field: 'personalNumber', problem: 'personal_number_luhn' },
      ],
      [
        { fullName: 'Ny Kund', personalNumber: adultPersonalNumber(), email: 'ny.kund' },
        { field: 'email', problem: 'invalid_email' },
      ],
      [
        { fullName: 'Ny Kund', personalNumber: adultPersonalNumber(), email, phone: '12' },
        { field: 'phone', problem: 'invalid_phone' },
      ],
      [
        { fullName: 'Ny Kund', personalNumber: childPersonalNumber(), email },
        { field: 'personalNumber', problem: 'customer_under_age' },
      ],
    ];
    for (const [body, details] of cases) {
      expect(errorOf(await create(body))).toEqual({ code: 'VALIDATION_FAILED', details });
    }
    const [after] = await context.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it('offers the existing customer when the e-mail or personnummer has an account', async () => {
    const email = await emailOf(context, customer);
    const takenEmail = await create({ fullName: 'Olle Ägare', personalNumber: adultPersonalNumber(), email });
    expect(takenEmail.statusCode).toBe(409);
    expect(errorOf(takenEmail)).toMatchObject({
      code: 'EMAIL_TAKEN',
      details: { customer: { id: customer.userId, maskedName: 'Ol** Ä****' } },
    });
    const takenNumber = await create({
      fullName: 'Olle Ägare',
      personalNumber: customer.personalNumber,
      email: 'annan@example.se',
    });
    expect(errorOf(takenNumber)).toMatchObject({
      code: 'PERSONAL_NUMBER_TAKEN',
      details: { customer: { id: customer.userId } },
    });
    // The e-mail of one customer and the personnummer of another: the e-mail's account is offered.
    const other = await newCustomer(context);
    const both = await create({ fullName: 'Olle Ägare', personalNumber: other.personalNumber, email });
    expect(errorOf(both)).toMatchObject({
      code: 'EMAIL_TAKEN',
      details: { customer: { id: customer.userId } },
    });
    // A store's address is taken, but there is no customer to pick.
    expect(
      errorOf(
        await create({
          fullName: 'Ny Kund',
          personalNumber: adultPersonalNumber(),
          email: 'butik@ramkoll.se',
        }),
      ),
    ).toEqual({ code: 'EMAIL_TAKEN' });
  });

  it("creates the account, e-mails a temporary password in the customer's language, and BankID signs them in", async () => {
    const personalNumber = adultPersonalNumber();
    const email = `kund-${Date.now()}@example.se`;
    const response = await create({
      fullName: 'Karin Kund',
      personalNumber,
      email: ` ${email.toUpperCase()} `,
      phone: `070 ${String(Date.now()).slice(-7)}`,
      language: 'en',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { customer: created } = ZStoreCustomerResponse.parse(response.json());
    expect(created).toEqual({
      id: expect.any(String) as string,
      maskedName: 'Ka*** K***',
      maskedEmail: 'k***@e***.se',
    });

    const [mail] = await context.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.template, 'welcome')));
    expect(mail).toMatchObject({ language: 'en' });
    const payload = mail?.payload as { temporaryPassword: string; storeName: string };
    expect(payload.temporaryPassword).toMatch(/^[A-Za-z0-9]{8}$/);
    const [storeRow] = await context.db
      .select({ name: stores.name })
      .from(stores)
      .where(eq(stores.id, store.storeId));
    expect(payload.storeName).toBe(storeRow?.name);

    const signedInWithPassword = await signIn(context.app, email, payload.temporaryPassword);
    expect(signedInWithPassword.statusCode, signedInWithPassword.body).toBe(200);
    expect(signedInWithPassword.json()).toMatchObject({ user: { role: 'customer', fullName: 'Karin Kund' } });
    // The number the store typed is a claim (decision 087): e-ID sign-in does not enter the account
    // on its strength; the real person registers with e-ID and takes it over.
    const bankId = await signInWithEid(context.app, personalNumber);
    expect(bankId.statusCode, bankId.body).toBe(404);
    expect(errorOf(bankId).code).toBe('BANKID_NO_ACCOUNT');

    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store.customer_created'), eq(auditLog.targetId, created.id)));
    expect(audit?.details).toMatchObject({ storeId: store.storeId, staffCodeId: store.staffCodeId });
    // The new customer can be found at once.
    expect(ZStoreCustomerResponse.parse((await lookup(email)).json()).customer.id).toBe(created.id);

    // The store registers a bike for them; then the customer identifies with BankID and takes the
    // account over: the same account, the bike still theirs, the store told (decision 087).
    const bike = await registerFor(created.id, bikeForm(uniqueFrameNumber('TK')));
    expect(bike.statusCode, bike.body).toBe(201);
    const { bikeId } = ZStoreRegistrationResponse.parse(bike.json());
    const ownEmail = `karin-egen-${Date.now()}@example.se`;
    const takenOver = await registerWithEid(context.app, personalNumber, {
      fullName: 'Karin Kund',
      email: ownEmail,
      emailConfirmation: ownEmail,
    });
    expect(takenOver.statusCode, takenOver.body).toBe(201);
    expect(takenOver.json()).toMatchObject({ user: { id: created.id, email: ownEmail } });
    expect(await bikeRow(bikeId)).toMatchObject({ ownerId: created.id, registeredByStoreId: store.storeId });
    const [told] = await context.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'store-customer-verified')));
    expect(told?.payload).toMatchObject({ customerName: 'Karin Kund' });
    const [storeUser] = await context.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, store.accountUserId));
    expect(told?.to).toBe(storeUser?.email);
    expect((await signIn(context.app, email, payload.temporaryPassword)).statusCode).toBe(401);
  });
});

describe('registering a bike for a customer', () => {
  it('refuses bad input and costs nothing', async () => {
    const balance = await balanceOf(context, store.accountUserId);
    const registered = await bikesRegisteredBy(store.storeId);
    const frameNumber = uniqueFrameNumber('ST');
    const noPurchase = bikeForm(frameNumber, {
      purchase: { price: null, receiptNumber: null, warrantyEndDate: null, receiptFileId: null },
    });
    expect(errorOf(await registerFor(customer.userId, noPurchase))).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'price', problem: 'purchase_price_required' },
    });
    expect(errorOf(await registerFor(customer.userId, bikeForm('kort')))).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'frameNumber', problem: 'frame_number_invalid' },
    });
    const pastWarranty = bikeForm(frameNumber, {
      purchase: { price: 100, receiptNumber: 'A1', warrantyEndDate: '2001-01-01', receiptFileId: null },
    });
    expect(errorOf(await registerFor(customer.userId, pastWarranty))).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'warrantyEndDate', problem: 'warranty_date_past' },
    });
    expect(
      errorOf(await registerFor('00000000-0000-4000-8000-000000000000', bikeForm(frameNumber))).code,
    ).toBe('CUSTOMER_NOT_FOUND');
    // An admin is no customer to register for.
    const [adminUser] = await context.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@ramkoll.se'));
    expect(errorOf(await registerFor(adminUser?.id ?? '', bikeForm(frameNumber))).code).toBe(
      'CUSTOMER_NOT_FOUND',
    );
    // The customer's own upload is not the store's to attach.
    const customerUpload = await context.app.inject({
      method: 'POST',
      url: '/api/me/uploads/receipts',
      ...(await multipartBody([{ bytes: await testImage('jpeg') }])),
      cookies: accessOnly(customer.cookies),
    });
    const foreignFile = ZUploadedFile.parse(customerUpload.json()).id;
    const withForeignFile = bikeForm(frameNumber, {
      purchase: { price: 100, receiptNumber: 'A1', warrantyEndDate: null, receiptFileId: foreignFile },
    });
    expect(errorOf(await registerFor(customer.userId, withForeignFile)).code).toBe('FILE_NOT_FOUND');
    expect(await balanceOf(context, store.accountUserId)).toBe(balance);
    expect(await bikesRegisteredBy(store.storeId)).toBe(registered);
  });

  it("registers the bike to the customer for 100 of the store's points, with the store and the purchase in the history", async () => {
    const balance = await balanceOf(context, store.accountUserId);
    const receipt = ZUploadedFile.parse((await storeUpload(store, 'receipts')).json());
    const photo = ZUploadedFile.parse((await storeUpload(store, 'bike-photos')).json());
    const frameNumber = uniqueFrameNumber('ST');
    const response = await registerFor(
      customer.userId,
      bikeForm(frameNumber, {
        bikePhotoFileId: photo.id,
        purchase: {
          price: 21995,
          receiptNumber: 'KV-1001',
          warrantyEndDate: '2030-06-30',
          receiptFileId: receipt.id,
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const registered = ZStoreRegistrationResponse.parse(response.json());
    expect(registered).toMatchObject({
      frameNumber,
      pointsBalance: balance - 100,
      customer: { id: customer.userId, maskedName: 'Ol** Ä****' },
    });
    expect(await balanceOf(context, store.accountUserId)).toBe(balance - 100);
    expect(await balanceOf(context, customer.userId)).toBe(0);

    expect(await bikeRow(registered.bikeId)).toMatchObject({
      ownerId: customer.userId,
      registeredByStoreId: store.storeId,
      registeredByStaffCodeId: store.staffCodeId,
      brand: 'Crescent',
      batterySerialNumber: 'BAT-77',
      bikePhotoFileId: photo.id,
    });
    const [event] = await context.db
      .select()
      .from(ownershipEvents)
      .where(eq(ownershipEvents.bikeId, registered.bikeId));
    expect(event).toMatchObject({
      eventType: 'registration',
      registrationType: 'store',
      storeId: store.storeId,
      ownerUserId: customer.userId,
      ownerName: 'Olle Ägare',
      purchasePrice: 21995,
      receiptNumber: 'KV-1001',
      warrantyEndDate: '2030-06-30',
      receiptFileId: receipt.id,
    });
    const [debit] = await context.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.reference, `bike:${registered.bikeId}`));
    expect(debit).toMatchObject({ userId: store.accountUserId, amount: -100, reason: 'bike_registration' });

    // The customer: an e-mail in their language, a notification, the bike in /my-bikes, the store block.
    const email = await emailOf(context, customer);
    const [mail] = await context.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.template, 'store-bike-registered')));
    expect(mail).toMatchObject({
      language: 'sv',
      payload: { frameNumber, brand: 'Crescent' },
    });
    const [notice] = await context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.userId), eq(notifications.type, 'bike_registered')));
    expect(notice?.payload).toEqual({ bikeId: registered.bikeId, frameNumber });
    const myBikes = ZMyBikesResponse.parse((await call(customer.cookies, 'GET', '/api/me/bikes')).json());
    const [storeRow] = await context.db
      .select({ name: stores.name })
      .from(stores)
      .where(eq(stores.id, store.storeId));
    expect(myBikes.bikes.find((bike) => bike.id === registered.bikeId)).toMatchObject({
      frameNumber,
      registeredByStoreName: storeRow?.name,
      photoUrl: photo.url,
    });
    const history = ZBikeHistoryResponse.parse(
      (await call(customer.cookies, 'GET', `/api/bikes/${registered.bikeId}/history`)).json(),
    );
    expect(history.entries).toHaveLength(1);
    expect(history.entries[0]).toMatchObject({
      ownerName: 'Ol** Ä****',
      isCurrent: true,
      acquisitionType: 'registration',
      registrationType: 'store',
      storeInfo: { storeName: storeRow?.name },
      // The store's receipt shows the buyer's personnummer: it opens for the store, not later owners.
      purchaseDetails: {
        purchasePrice: 21995,
        receiptNumber: 'KV-1001',
        warrantyEndDate: '2030-06-30',
        receiptPhotoUrl: null,
      },
      receiptVerified: true,
    });
    const storeView = ZBikeHistoryResponse.parse(
      (await call(store.cookies, 'GET', `/api/bikes/${registered.bikeId}/history`)).json(),
    );
    expect(storeView.entries[0]?.purchaseDetails?.receiptPhotoUrl).toBe(receipt.url);
    expect((await call(store.cookies, 'GET', receipt.url)).statusCode).toBe(200);

    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store.bike_registered'), eq(auditLog.targetId, registered.bikeId)));
    expect(audit?.details).toMatchObject({
      staffCodeId: store.staffCodeId,
      storeId: store.storeId,
      stock: false,
    });
  });

  it('keeps the frame-number rules: taken is 409, a look-alike needs the confirmation', async () => {
    const frameNumber = uniqueFrameNumber('LK').replace(/[OIL]/g, 'A') + '1';
    expect((await registerFor(customer.userId, bikeForm(frameNumber))).statusCode).toBe(201);
    const balance = await balanceOf(context, store.accountUserId);
    expect(errorOf(await registerFor(customer.userId, bikeForm(frameNumber.toLowerCase()))).code).toBe(
      'FRAME_NUMBER_TAKEN',
    );
    const lookalike = `${frameNumber.slice(0, -1)}I`;
    const refused = await registerFor(customer.userId, bikeForm(lookalike));
    expect(errorOf(refused)).toMatchObject({
      code: 'FRAME_NUMBER_LOOKALIKE',
      details: { bikes: [expect.objectContaining({ frameNumber })] },
    });
    expect(await balanceOf(context, store.accountUserId)).toBe(balance);
    const confirmed = await registerFor(customer.userId, bikeForm(lookalike, { confirmDifferentBike: true }));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
  });

  it('refuses a store without points, with nothing written', async () => {
    const poor = await newStore(context, 50);
    const response = await registerFor(customer.userId, bikeForm(uniqueFrameNumber('NP')), poor);
    expect(response.statusCode).toBe(402);
    expect(errorOf(response)).toEqual({
      code: 'INSUFFICIENT_POINTS',
      details: { required: 100, balance: 50 },
    });
    expect(await bikesRegisteredBy(poor.storeId)).toBe(0);
    expect(await balanceOf(context, poor.accountUserId)).toBe(50);
  });

  it('the demo store registers with its demo staff code', async () => {
    const response = await call(demo, 'POST', '/api/store/registrations', {
      customerId: customer.userId,
      ...bikeForm(uniqueFrameNumber('DM')),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('stock', () => {
  it('adds a bike to stock without purchase details, lists it only for this store, and sells it by transfer the store pays', async () => {
    const balance = await balanceOf(context, store.accountUserId);
    const frameNumber = uniqueFrameNumber('LG');
    const added = await addStock(
      bikeForm(frameNumber, {
        purchase: { price: null, receiptNumber: null, warrantyEndDate: null, receiptFileId: null },
      }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const stock = ZStoreRegistrationResponse.parse(added.json());
    expect(stock).toMatchObject({ customer: null, pointsBalance: balance - 100 });
    expect(await bikeRow(stock.bikeId)).toMatchObject({
      ownerId: store.accountUserId,
      registeredByStoreId: store.storeId,
      registeredByStaffCodeId: store.staffCodeId,
    });

    const inventory = ZInventoryResponse.parse(
      (await call(store.cookies, 'GET', '/api/store/inventory')).json(),
    );
    expect(inventory.bikes.find((bike) => bike.id === stock.bikeId)).toMatchObject({
      frameNumber,
      pendingSale: null,
      stolen: false,
    });
    expect(inventory.bikes.every((bike) => bike.id !== undefined)).toBe(true);

    // Another store neither sees nor sells it.
    const other = await newStore(context, 500);
    const othersList = ZInventoryResponse.parse(
      (await call(other.cookies, 'GET', '/api/store/inventory')).json(),
    );
    expect(othersList.bikes.map((bike) => bike.id)).not.toContain(stock.bikeId);
    const sale = { customerId: customer.userId, price: 15000, purchaseDate: todayIn(new Date()) };
    expect(
      errorOf(await call(other.cookies, 'POST', `/api/store/inventory/${stock.bikeId}/sale`, sale)).code,
    ).toBe('BIKE_NOT_FOUND');
    // Nor can a customer's bike be sold as stock.
    const customersBike = ZStoreRegistrationResponse.parse(
      (await registerFor(customer.userId, bikeForm(uniqueFrameNumber('CB')))).json(),
    );
    expect(
      errorOf(await call(store.cookies, 'POST', `/api/store/inventory/${customersBike.bikeId}/sale`, sale))
        .code,
    ).toBe('BIKE_NOT_FOUND');
    expect(
      errorOf(
        await call(store.cookies, 'POST', `/api/store/inventory/${stock.bikeId}/sale`, {
          ...sale,
          purchaseDate: '2999-01-01',
        }),
      ),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      details: { field: 'purchaseDate', problem: 'purchase_date_in_future' },
    });

    const sold = await call(store.cookies, 'POST', `/api/store/inventory/${stock.bikeId}/sale`, sale);
    expect(sold.statusCode, sold.body).toBe(201);
    const { receiptId } = ZSellStockResponse.parse(sold.json());
    expect(
      errorOf(await call(store.cookies, 'POST', `/api/store/inventory/${stock.bikeId}/sale`, sale)).code,
    ).toBe('TRANSFER_PENDING');
    const pending = ZInventoryResponse.parse(
      (await call(store.cookies, 'GET', '/api/store/inventory')).json(),
    );
    expect(pending.bikes.find((bike) => bike.id === stock.bikeId)?.pendingSale).toMatchObject({
      receiptId,
      buyerName: 'Ol** Ä****',
    });

    // The customer has no points: the store pays when they accept.
    const storeBalance = await balanceOf(context, store.accountUserId);
    const accepted = await call(customer.cookies, 'POST', `/api/me/receipts/${receiptId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await balanceOf(context, customer.userId)).toBe(0);
    expect(await balanceOf(context, store.accountUserId)).toBe(storeBalance - 100);
    expect((await bikeRow(stock.bikeId))?.ownerId).toBe(customer.userId);
    const after = ZInventoryResponse.parse((await call(store.cookies, 'GET', '/api/store/inventory')).json());
    expect(after.bikes.map((bike) => bike.id)).not.toContain(stock.bikeId);
    const history = ZBikeHistoryResponse.parse(
      (await call(customer.cookies, 'GET', `/api/bikes/${stock.bikeId}/history`)).json(),
    );
    const [storeRow] = await context.db
      .select({ name: stores.name })
      .from(stores)
      .where(eq(stores.id, store.storeId));
    expect(history.entries.at(-1)).toMatchObject({
      acquisitionType: 'purchase',
      isCurrent: true,
      storeInfo: { storeName: storeRow?.name },
    });
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bike.transfer_started'), eq(auditLog.targetId, stock.bikeId)));
    expect(audit?.details).toMatchObject({ staffCodeId: store.staffCodeId, receiptId });
  });

  it('refuses to start a sale the store could not pay for', async () => {
    const poor = await newStore(context, 100);
    const stock = ZStoreRegistrationResponse.parse(
      (await addStock(bikeForm(uniqueFrameNumber('PS')), poor)).json(),
    );
    const sale = { customerId: customer.userId, price: null, purchaseDate: todayIn(new Date()) };
    const refused = await call(poor.cookies, 'POST', `/api/store/inventory/${stock.bikeId}/sale`, sale);
    expect(errorOf(refused)).toEqual({ code: 'INSUFFICIENT_POINTS', details: { required: 100, balance: 0 } });
    expect(
      ZInventoryResponse.parse((await call(poor.cookies, 'GET', '/api/store/inventory')).json()).bikes[0]
        ?.pendingSale,
    ).toBeNull();
  });
});

describe('store uploads', () => {
  it('takes receipts and bike photos only', async () => {
    expect((await storeUpload(store, 'receipts')).statusCode).toBe(201);
    expect(errorOf(await storeUpload(store, 'avatars')).code).toBe('VALIDATION_FAILED');
    // The customers' upload route stays closed to stores.
    const viaMe = await context.app.inject({
      method: 'POST',
      url: '/api/me/uploads/receipts',
      ...(await multipartBody([{ bytes: await testImage('jpeg') }])),
      cookies: accessOnly(store.cookies),
    });
    expect(errorOf(viaMe).code).toBe('FORBIDDEN');
  });
});

describe('parallel registrations', () => {
  it('a store with points for 3 of 8 parallel registrations: 3 bikes, never below zero', async () => {
    const busy = await newStore(context, 300);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        index % 2 === 0
          ? registerFor(customer.userId, bikeForm(uniqueFrameNumber('PR')), busy)
          : addStock(bikeForm(uniqueFrameNumber('PS')), busy),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 402, 402, 402, 402, 402]);
    expect(await balanceOf(context, busy.accountUserId)).toBe(0);
    expect(await bikesRegisteredBy(busy.storeId)).toBe(3);
    const debits = await context.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, busy.accountUserId), eq(pointsLedger.reason, 'bike_registration')));
    expect(debits.map((debit) => debit.balanceAfter).sort()).toEqual([0, 100, 200]);
  });
});
