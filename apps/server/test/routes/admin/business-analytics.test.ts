import { ZBusinessAnalytics } from '@ramkoll/shared/schemas/business-analytics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/accounts.js';
import { bikes } from '../../../src/db/schema/bikes.js';
import { campaignRedemptions, campaigns, payments, pointsLedger } from '../../../src/db/schema/points.js';
import { qrOrders } from '../../../src/db/schema/stickers.js';
import { stores } from '../../../src/db/schema/stores.js';
import { signedIn, type Cookies } from '../../auth-helpers.js';
import { uniqueFrameNumber } from '../../bike-helpers.js';
import { createUser } from '../../factories.js';
import {
  analyticsGet,
  expectAdminsOnly,
  expectBadRangesRefused,
  type AnalyticsGet,
} from '../../analytics-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { createOtherStore, createStoreBike, demoStore, storeSignedIn } from '../../store-area-helpers.js';

let context: TestContext;
let admin: Cookies;
let customer: Cookies;
let store: Cookies;
let demoStoreName: string;
let otherStoreName: string;
let buyerEmail: string;

/*
 * May 2031, far from the demo data, in Swedish summer time (UTC+2): 21:30 UTC on 31 May is still
 * the 31st in Sweden, 22:30 UTC is 1 June. Test prices: 100 p 49 kr / $4.99, 300 p 129 kr /
 * $12.99, 1000 p 399 kr / $39.99.
 */
beforeAll(async () => {
  context = await createTestContext({ seed: true });
  admin = await signedIn(context.app, 'admin@ramkoll.se');
  customer = await signedIn(context.app, 'anna@ramkoll.se');
  store = await storeSignedIn(context);
  const db = context.db;
  const buyer = await createUser(db, { fullName: 'Kund Hemligsson' });
  buyerEmail = buyer.email;
  const second = await createUser(db);
  const [adminUser] = await db.select().from(users).where(eq(users.email, 'admin@ramkoll.se'));
  if (!adminUser) throw new Error('no admin');
  const at = (iso: string) => new Date(iso);

  const [discount, bonus] = await db
    .insert(campaigns)
    .values([
      {
        code: 'BADISC20',
        name: 'Vårrabatt',
        startsAt: at('2031-04-01T00:00:00Z'),
        endsAt: at('2031-07-01T00:00:00Z'),
        percentOff: 20,
      },
      {
        code: 'BABONUS50',
        name: 'Bonusvåren',
        startsAt: at('2031-04-01T00:00:00Z'),
        endsAt: at('2031-07-01T00:00:00Z'),
        bonusPoints: 50,
      },
    ])
    .returning();
  if (!discount || !bonus) throw new Error('no campaigns');

  const payment = (values: Partial<typeof payments.$inferInsert>) => ({
    userId: buyer.id,
    provider: 'test',
    providerPaymentId: `ba-${Math.random().toString(36).slice(2)}`,
    package: 'points_100' as const,
    points: 100,
    amount: 4900,
    currency: 'SEK' as const,
    status: 'succeeded' as const,
    ...values,
  });
  const paid = await db
    .insert(payments)
    .values([
      payment({ completedAt: at('2031-05-05T10:00:00Z') }),
      // 300 points with 20 % off: 129 kr less 25.80 kr.
      payment({
        package: 'points_300',
        points: 300,
        amount: 10320,
        campaignId: discount.id,
        completedAt: at('2031-05-12T10:00:00Z'),
      }),
      // 23:30 on 31 May in Sweden: inside.
      payment({
        package: 'points_1000',
        points: 1000,
        amount: 3999,
        currency: 'USD',
        completedAt: at('2031-05-31T21:30:00Z'),
      }),
      // 00:30 on 1 June in Sweden: outside.
      payment({ completedAt: at('2031-05-31T22:30:00Z') }),
      // Not paid: never counted.
      payment({ status: 'failed', completedAt: at('2031-05-06T10:00:00Z') }),
      payment({ status: 'pending', createdAt: at('2031-05-06T10:00:00Z') }),
    ])
    .returning({ id: payments.id });

  const ledger = (amount: number, reason: typeof pointsLedger.$inferInsert.reason, iso: string) => ({
    userId: buyer.id,
    amount,
    reason,
    balanceAfter: 1000,
    createdAt: at(iso),
  });
  await db.insert(pointsLedger).values([
    ledger(100, 'purchase', '2031-05-05T10:00:00Z'),
    ledger(300, 'purchase', '2031-05-12T10:00:00Z'),
    ledger(1000, 'purchase', '2031-05-31T21:30:00Z'),
    ledger(100, 'purchase', '2031-05-31T22:30:00Z'),
    ledger(50, 'campaign_bonus', '2031-05-06T10:00:00Z'),
    ledger(-100, 'bike_registration', '2031-05-07T10:00:00Z'),
    ledger(-100, 'bike_registration', '2031-05-20T10:00:00Z'),
    // 23:59 on 30 April in Sweden: outside.
    ledger(-100, 'bike_registration', '2031-04-30T21:59:00Z'),
    ledger(-100, 'qr_order', '2031-05-08T10:00:00Z'),
    ledger(-100, 'ownership_transfer', '2031-05-21T10:00:00Z'),
    ledger(200, 'admin_adjustment', '2031-05-01T10:00:00Z'),
    ledger(-30, 'admin_adjustment', '2031-05-22T10:00:00Z'),
  ]);

  await db.insert(campaignRedemptions).values([
    {
      campaignId: discount.id,
      userId: buyer.id,
      paymentId: paid[1]?.id,
      createdAt: at('2031-05-12T10:00:00Z'),
    },
    { campaignId: bonus.id, userId: buyer.id, pointsGranted: 50, createdAt: at('2031-05-06T10:00:00Z') },
    { campaignId: bonus.id, userId: second.id, pointsGranted: 50, createdAt: at('2031-05-15T10:00:00Z') },
  ]);

  await db.insert(qrOrders).values([
    // A customer's order of 2 codes: ordered, printed and sent in May.
    {
      userId: buyer.id,
      quantity: 2,
      pointsSpent: 100,
      status: 'sent',
      createdAt: at('2031-05-08T10:00:00Z'),
      printedAt: at('2031-05-09T10:00:00Z'),
      sentAt: at('2031-05-10T10:00:00Z'),
    },
    // An admin's batch of 10 for a store: ordered and printed in May.
    {
      userId: adminUser.id,
      quantity: 10,
      pointsSpent: 0,
      status: 'printed',
      createdAt: at('2031-05-20T10:00:00Z'),
      printedAt: at('2031-05-21T10:00:00Z'),
    },
    // Ordered in April, printed in May.
    {
      userId: second.id,
      quantity: 3,
      pointsSpent: 150,
      status: 'printed',
      createdAt: at('2031-04-28T10:00:00Z'),
      printedAt: at('2031-05-02T10:00:00Z'),
    },
  ]);

  const demo = await demoStore(context);
  const other = await createOtherStore(context);
  const name = async (id: string) =>
    (await db.select({ name: stores.name }).from(stores).where(eq(stores.id, id)))[0]?.name ?? '';
  demoStoreName = await name(demo.storeId);
  otherStoreName = await name(other.storeId);
  const demoAt = { storeId: demo.storeId, staffCodeId: null };
  await createStoreBike(context, demoAt, buyer.id, { createdAt: at('2031-05-07T10:00:00Z') });
  // Deleted since: it was registered all the same.
  await createStoreBike(context, demoAt, buyer.id, {
    createdAt: at('2031-05-20T10:00:00Z'),
    deletedAt: at('2031-05-25T10:00:00Z'),
  });
  await createStoreBike(context, other, second.id, { createdAt: at('2031-05-25T10:00:00Z') });
  await createStoreBike(context, demoAt, buyer.id, { createdAt: at('2031-05-31T22:30:00Z') });
  // Registered by its owner: no store.
  await db.insert(bikes).values({
    ownerId: buyer.id,
    frameNumber: uniqueFrameNumber('BA'),
    createdAt: at('2031-05-07T10:00:00Z'),
  });
});

afterAll(() => context.close());

const get: AnalyticsGet = (cookies, query) => analyticsGet(context, 'business-analytics')(cookies, query);

async function analytics(query: string) {
  const response = await get(admin, query);
  expect(response.statusCode, response.body).toBe(200);
  return ZBusinessAnalytics.parse(response.json());
}

describe('/api/admin/business-analytics', () => {
  it('refuses anonymous callers (401), customers and stores (403)', async () => {
    await expectAdminsOnly(get, { customer, store }, 'from=2031-05-01&to=2031-05-31');
  });

  it('counts points sold and spent, revenue per currency, redemptions, stickers and store registrations in Swedish days', async () => {
    const result = await analytics('from=2031-05-01&to=2031-05-31&bucket=month');
    expect(result.totals).toEqual({
      payments: 3,
      pointsSold: 1400,
      revenueSek: 15220,
      revenueUsd: 3999,
      pointsSpent: 400,
      redemptions: 3,
      stickersOrdered: 12,
      storeRegistrations: 3,
    });
    expect(result.series).toEqual([
      {
        key: '2031-05-01',
        pointsSold: 1400,
        pointsSpent: 400,
        revenueSek: 15220,
        revenueUsd: 3999,
        redemptions: 3,
        stickersOrdered: 12,
        stickersPrinted: 15,
        stickersSent: 2,
        storeRegistrations: 3,
      },
    ]);
  });

  it('splits the ledger by reason, credits and debits apart; an admin adjustment is not spending', async () => {
    const result = await analytics('from=2031-05-01&to=2031-05-31');
    expect(result.byReason).toEqual([
      { reason: 'purchase', entries: 3, credited: 1400, debited: 0 },
      { reason: 'campaign_bonus', entries: 1, credited: 50, debited: 0 },
      { reason: 'bike_registration', entries: 2, credited: 0, debited: 200 },
      { reason: 'qr_order', entries: 1, credited: 0, debited: 100 },
      { reason: 'ownership_transfer', entries: 1, credited: 0, debited: 100 },
      { reason: 'admin_adjustment', entries: 2, credited: 200, debited: 30 },
    ]);
  });

  it('gives the package mix, campaigns with bonus points and discount, stickers and stores', async () => {
    const result = await analytics('from=2031-05-01&to=2031-05-31');
    expect(result.packages).toEqual([
      { package: 'points_100', payments: 1, points: 100, revenueSek: 4900, revenueUsd: 0 },
      { package: 'points_300', payments: 1, points: 300, revenueSek: 10320, revenueUsd: 0 },
      { package: 'points_1000', payments: 1, points: 1000, revenueSek: 0, revenueUsd: 3999 },
    ]);
    expect(result.campaigns).toEqual([
      {
        code: 'BABONUS50',
        name: 'Bonusvåren',
        redemptions: 2,
        bonusPoints: 100,
        discountSek: 0,
        discountUsd: 0,
      },
      {
        code: 'BADISC20',
        name: 'Vårrabatt',
        redemptions: 1,
        bonusPoints: 0,
        discountSek: 2580,
        discountUsd: 0,
      },
    ]);
    expect(result.stickers).toEqual([
      { kind: 'order', orders: 1, ordered: 2, printed: 5, sent: 2, pointsSpent: 100 },
      { kind: 'batch', orders: 1, ordered: 10, printed: 10, sent: 0, pointsSpent: 0 },
    ]);
    expect(result.stores.map(({ name, city, registrations }) => ({ name, city, registrations }))).toEqual([
      { name: demoStoreName, city: expect.any(String) as string, registrations: 2 },
      { name: otherStoreName, city: 'Uppsala', registrations: 1 },
    ]);
    // Aggregates only: no customer's name or e-mail.
    expect(JSON.stringify(result)).not.toMatch(/Hemligsson|@example\.se/);
    expect(JSON.stringify(result)).not.toContain(buyerEmail);
  });

  it('buckets by ISO week and by Swedish day', async () => {
    const weeks = await analytics('from=2031-05-01&to=2031-05-31&bucket=week');
    expect(
      weeks.series.map((row) => [row.key, row.pointsSold, row.pointsSpent, row.storeRegistrations]),
    ).toEqual([
      ['2031-04-28', 0, 0, 0],
      ['2031-05-05', 100, 200, 1],
      ['2031-05-12', 300, 0, 0],
      // 25 May is a Sunday.
      ['2031-05-19', 0, 200, 2],
      ['2031-05-26', 1000, 0, 0],
    ]);
    const days = await analytics('from=2031-05-31&to=2031-06-01&bucket=day');
    expect(days.series.map((row) => [row.key, row.pointsSold, row.revenueSek, row.revenueUsd])).toEqual([
      ['2031-05-31', 1000, 0, 3999],
      ['2031-06-01', 100, 4900, 0],
    ]);
    expect(days.stores.map((row) => [row.name, row.registrations])).toEqual([[demoStoreName, 1]]);
  });

  it('answers empty lists for a range with nothing in it', async () => {
    const result = await analytics('from=2031-01-01&to=2031-01-31&bucket=day');
    expect(result).toMatchObject({
      series: [],
      byReason: [],
      packages: [],
      campaigns: [],
      stickers: [],
      stores: [],
      totals: { payments: 0, pointsSold: 0, revenueSek: 0, pointsSpent: 0, storeRegistrations: 0 },
    });
  });

  it('refuses bad dates, a reversed range and too many day buckets', async () => {
    await expectBadRangesRefused(get, admin, 'from=2030-01-01&to=2031-03-01&bucket=day');
  });
});
