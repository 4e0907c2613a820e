import { createHash } from 'node:crypto';
import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/db/schema/accounts.js';
import { bikeRecoveryReports, bikes } from '../../src/db/schema/bikes.js';
import { outbox } from '../../src/db/schema/messaging.js';
import { ownershipEvents } from '../../src/db/schema/ownership.js';
import { campaignRedemptions, campaigns, pointsLedger } from '../../src/db/schema/points.js';
import { stores } from '../../src/db/schema/stores.js';
import { ACCESS_TOKEN_COOKIE } from '../../src/plugins/auth.js';
import { accessOnly, errorOf, type Cookies } from '../auth-helpers.js';
import {
  balanceOf,
  emailOf,
  freshSession,
  newCustomer,
  registerBike,
  registeredBike,
  uniqueFrameNumber,
  verifiedReceipt,
  type ApiMethod,
  type TestCustomer,
} from '../bike-helpers.js';
import { createUser, grantPoints } from '../factories.js';
import { createTestContext, testDatabaseKind, type TestContext } from '../helper.js';
import { brokenInvariants } from '../money-invariants.js';
import { createStoreBike } from '../store-area-helpers.js';
import { newStore } from '../store-counter-helpers.js';
import { decide, pendingApplication } from '../store-request-helpers.js';

/**
 * Money and ownership races (issue "Reliability and security suites"; decision 050): many users
 * contend for the same balances, promo code, bikes, recovery reports and store applications, and
 * every request of every scenario is fired at once through the HTTP layer. Afterwards each
 * scenario's outcome is exact (as many spends as the balance allows, the cap and no more, one
 * owner, one reward, one store) and the database-wide invariants (test/money-invariants.ts) hold.
 *
 * RACE_REQUESTS is the number of racing requests (`npm test` runs about 150, `npm run
 * test:races` 1,000 on both databases); RACE_SEED shuffles their order repeatably. PGlite runs
 * one transaction at a time, so the races are truly concurrent on PostgreSQL only (decision 002).
 */
const REQUESTS = Number(process.env.RACE_REQUESTS ?? 150);
const SEED = Number(process.env.RACE_SEED ?? 20261126);

/** The share of the requests each scenario gets, at least a handful each. */
const share = (fraction: number, minimum: number) => Math.max(minimum, Math.round(REQUESTS * fraction));
const plan = {
  registrations: share(0.08, 6),
  qrOrders: share(0.08, 6),
  accepts: share(0.08, 6),
  mixed: share(0.09, 6),
  /** Stock a store sold, accepted by its buyers at once: the store pays each transfer. */
  stockSales: share(0.06, 6),
  /** Payments confirmed twice at once. */
  payments: share(0.03, 3),
  promo: share(0.16, 10),
  /** Bikes offered to three buyers at once. */
  openBikes: share(0.2 / 3 / 2, 2),
  /** Bikes with a pending receipt: accepted twice while the seller deletes, cancels or sells it. */
  pendingBikes: share(0.2 / 4 / 2, 2),
  recoveryReports: share(0.1 / 2.5, 2),
  storeRequests: share(0.1 / 2.5, 2),
};

const today = () => todayIn(new Date());

/** One racing request: what it is, which refusals it may get, and (after the race) its answer. */
interface Shot {
  /** Requests on the same thing (a balance, a code, a bike …), fired next to each other. */
  group: string;
  scenario: string;
  fire: () => Promise<LightMyRequestResponse>;
  /** The codes a refusal may carry; a success is any 2xx. */
  refusals: readonly string[];
  response?: LightMyRequestResponse;
}

let context: TestContext;
const shots: Shot[] = [];

function shoot(
  group: string,
  scenario: string,
  refusals: readonly string[],
  fire: () => Promise<LightMyRequestResponse>,
) {
  const shot: Shot = { group, scenario, fire, refusals };
  shots.push(shot);
  return shot;
}

/**
 * Each account calls from an address of its own, as different people do: what races here are
 * balances and rows, not the per-source limits on guesses (decision 092), which hold concurrent
 * tries from one address to a few.
 */
function addressOf(cookies: Cookies): string {
  const [a, b, c] = createHash('sha256')
    .update(cookies[ACCESS_TOKEN_COOKIE] ?? '')
    .digest();
  return `10.${a ?? 0}.${b ?? 0}.${c ?? 0}`;
}

function api(cookies: Cookies, method: ApiMethod, url: string, payload?: Record<string, unknown>) {
  return context.app.inject({
    method,
    url,
    remoteAddress: addressOf(cookies),
    cookies: accessOnly(cookies),
    ...(payload === undefined ? {} : { payload }),
  });
}

const ok = (shot: Shot) => (shot.response?.statusCode ?? 0) < 300;
const succeeded = (list: Shot[]) => list.filter(ok).length;

/** A deterministic shuffle (mulberry32), so RACE_SEED repeats an interleaving's starting order. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * A signed-in account without the sign-up's password hashing (argon2 would take most of the
 * file's time): the user row, a session row and an access token from the app's own signer.
 * Without a personnummer, so not for registering bikes (newCustomer is).
 */
async function quickAccount(role: 'customer' | 'admin' = 'customer'): Promise<TestCustomer> {
  const user = await createUser(context.db);
  if (role !== 'customer')
    await context.db.update(profiles).set({ role }).where(eq(profiles.userId, user.id));
  return {
    cookies: await freshSession(context, user.id),
    userId: user.id,
    personalNumberHash: null,
    personalNumber: null,
  };
}

/** A pending two-party receipt: `seller`'s new bike offered to `buyer`. */
async function pendingReceipt(seller: TestCustomer, buyer: TestCustomer) {
  const bikeId = await registeredBike(context, seller);
  const response = await api(seller.cookies, 'POST', `/api/me/bikes/${bikeId}/transfer`, {
    buyer: await emailOf(context, buyer),
    price: 2500,
    purchaseDate: today(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { bikeId, receiptId: response.json<{ receipt: { id: string } }>().receipt.id };
}

function many<T>(n: number, make: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, index) => make(index)));
}

const INSUFFICIENT = ['INSUFFICIENT_POINTS'] as const;

// ---------------------------------------------------------------- the scenarios' worlds

interface Spender {
  customer: TestCustomer;
  startBalance: number;
  shots: Shot[];
  /** The price of each shot, in the same order. */
  prices: number[];
}

let registrar: Spender;
let stickerBuyer: Spender;
let transferBuyer: Spender;
let mixed: Spender;

async function registrations(customer: TestCustomer, n: number, spender: Shot[], prices: number[]) {
  const forms = await many(n, async () => {
    const frameNumber = uniqueFrameNumber();
    return { frameNumber, receiptFileId: await verifiedReceipt(context, customer, frameNumber) };
  });
  for (const form of forms) {
    spender.push(
      shoot(customer.userId, 'registration', INSUFFICIENT, () => registerBike(context, customer, form)),
    );
    prices.push(100);
  }
}

async function qrOrders(customer: TestCustomer, n: number, spender: Shot[], prices: number[]) {
  const bikeId = await registeredBike(context, customer);
  for (let index = 0; index < n; index++) {
    spender.push(
      shoot(customer.userId, 'qr order', INSUFFICIENT, () =>
        api(customer.cookies, 'POST', '/api/me/qr-orders', { bikeIds: [bikeId], quantity: 1 }),
      ),
    );
    prices.push(50);
  }
}

async function accepts(customer: TestCustomer, n: number, spender: Shot[], prices: number[]) {
  const sellers = await many(n, () => newCustomer(context, 100));
  const receipts = await Promise.all(sellers.map((seller) => pendingReceipt(seller, customer)));
  for (const { receiptId } of receipts) {
    spender.push(
      shoot(customer.userId, 'transfer fee', INSUFFICIENT, () =>
        api(customer.cookies, 'POST', `/api/me/receipts/${receiptId}/accept`),
      ),
    );
    prices.push(100);
  }
}

/** A customer whose balance pays for `affordable` of `n` spends of one kind. */
async function spender(
  n: number,
  price: number,
  setUp: (customer: TestCustomer, n: number, shots: Shot[], prices: number[]) => Promise<void>,
  setUpCost = 0,
  account: () => Promise<TestCustomer> = () => newCustomer(context),
): Promise<Spender> {
  const customer = await account();
  const affordable = Math.floor(n / 3);
  if (setUpCost > 0) await grantPoints(context.db, customer.userId, setUpCost);
  const list: Shot[] = [];
  const prices: number[] = [];
  await setUp(customer, n, list, prices);
  await grantPoints(context.db, customer.userId, affordable * price);
  return { customer, startBalance: affordable * price, shots: list, prices };
}

interface StockWorld {
  storeUserId: string;
  startBalance: number;
  shots: Shot[];
}
let stock: StockWorld;

interface PaymentWorld {
  paymentId: string;
  customer: TestCustomer;
  shots: Shot[];
}
let payments: PaymentWorld[];

interface PromoWorld {
  code: string;
  campaignId: string;
  cap: number;
  users: TestCustomer[];
  twice: TestCustomer;
  twiceShots: Shot[];
  shots: Shot[];
}
let promo: PromoWorld;

interface OpenBike {
  bikeId: string;
  seller: TestCustomer;
  buyers: TestCustomer[];
  shots: Shot[];
}
let openBikes: OpenBike[];

interface PendingBike {
  bikeId: string;
  receiptId: string;
  seller: TestCustomer;
  buyer: TestCustomer;
  /** What the seller does meanwhile. */
  meanwhile: 'delete' | 'cancel' | 'sell';
  accepts: Shot[];
  sellerShots: Shot[];
}
let pendingBikes: PendingBike[];

interface RecoveryWorld {
  reportId: string;
  bikeId: string;
  finder: TestCustomer;
  shots: Shot[];
}
let recoveries: RecoveryWorld[];

interface ApprovalWorld {
  id: string;
  email: string;
  organizationNumber: string;
  withRejection: boolean;
  shots: Shot[];
}
let approvals: ApprovalWorld[];

beforeAll(async () => {
  context = await createTestContext();

  // Spending beyond the balance, one user per kind of debit, and one user mixing all three.
  registrar = await spender(plan.registrations, 100, registrations);
  stickerBuyer = await spender(plan.qrOrders, 50, qrOrders, 100);
  transferBuyer = await spender(plan.accepts, 100, accepts, 0, quickAccount);
  {
    const customer = await newCustomer(context, 100);
    const list: Shot[] = [];
    const prices: number[] = [];
    const third = Math.max(2, Math.floor(plan.mixed / 3));
    await registrations(customer, third, list, prices);
    await qrOrders(customer, third, list, prices);
    await accepts(customer, third, list, prices);
    const startBalance = Math.floor(prices.reduce((sum, price) => sum + price, 0) / 2 / 50) * 50;
    await grantPoints(context.db, customer.userId, startBalance);
    mixed = { customer, startBalance, shots: list, prices };
  }

  // A store's stock sold to many customers, who all accept at once: the store pays every
  // transfer (decision 039) and holds points for a third of them.
  {
    const store = await newStore(context, 100);
    const group = store.accountUserId;
    const affordable = Math.floor(plan.stockSales / 3);
    const list = await many(plan.stockSales, async () => {
      const [buyer, bike] = await Promise.all([
        quickAccount(),
        createStoreBike(context, store, store.accountUserId),
      ]);
      const sold = await api(store.cookies, 'POST', `/api/store/inventory/${bike.id}/sale`, {
        customerId: buyer.userId,
        price: 5000,
        purchaseDate: today(),
      });
      expect(sold.statusCode, sold.body).toBe(201);
      const { receiptId } = sold.json<{ receiptId: string }>();
      return shoot(group, 'stock sale accepted', INSUFFICIENT, () =>
        api(buyer.cookies, 'POST', `/api/me/receipts/${receiptId}/accept`),
      );
    });
    if (affordable > 1) await grantPoints(context.db, store.accountUserId, (affordable - 1) * 100);
    stock = { storeUserId: store.accountUserId, startBalance: affordable * 100, shots: list };
  }

  // A payment confirmed twice at once: credited once.
  payments = await many(plan.payments, async () => {
    const customer = await quickAccount();
    const created = await api(customer.cookies, 'POST', '/api/me/payments', {
      package: 'points_100',
      currency: 'SEK',
    });
    expect(created.statusCode, created.body).toBe(201);
    const paymentId = created.json<{ payment: { id: string } }>().payment.id;
    const confirm = () =>
      shoot(paymentId, 'payment confirmed twice', [], () =>
        api(customer.cookies, 'POST', `/api/me/payments/${paymentId}/confirm`),
      );
    return { paymentId, customer, shots: [confirm(), confirm()] };
  });

  // One capped bonus code, redeemed by many users at once and by one user several times at once.
  {
    const users = await many(plan.promo - 3, () => quickAccount());
    const twice = await quickAccount();
    const cap = Math.max(2, Math.floor(users.length / 3));
    const code = `RACE${Date.now().toString(36).toUpperCase()}`;
    const [campaign] = await context.db
      .insert(campaigns)
      .values({
        code,
        name: 'Kapplöpning',
        startsAt: new Date(Date.now() - 86_400_000),
        endsAt: new Date(Date.now() + 86_400_000),
        maxRedemptions: cap,
        bonusPoints: 20,
      })
      .returning({ id: campaigns.id });
    if (!campaign) throw new Error('no campaign');
    const redeem = (customer: TestCustomer) =>
      shoot(code, 'promo code', ['PROMO_CODE_EXHAUSTED', 'PROMO_CODE_USED'], () =>
        api(customer.cookies, 'POST', '/api/me/promo-codes/redeem', { code }),
      );
    const list = users.map(redeem);
    const twiceShots = [redeem(twice), redeem(twice), redeem(twice)];
    promo = { code, campaignId: campaign.id, cap, users, twice, twiceShots, shots: list };
  }

  // One bike offered to three buyers at once.
  openBikes = await many(plan.openBikes, async () => {
    const seller = await newCustomer(context, 100);
    const bikeId = await registeredBike(context, seller);
    const buyers = await many(3, () => quickAccount());
    const list = await Promise.all(
      buyers.map(async (buyer) => {
        const email = await emailOf(context, buyer);
        return shoot(bikeId, 'transfer to several buyers', ['TRANSFER_PENDING'], () =>
          api(seller.cookies, 'POST', `/api/me/bikes/${bikeId}/transfer`, {
            buyer: email,
            price: 1000,
            purchaseDate: today(),
          }),
        );
      }),
    );
    return { bikeId, seller, buyers, shots: list };
  });

  // A pending receipt accepted twice at once while the seller deletes the bike, cancels the
  // receipt, or offers the bike to someone else. The buyer could pay twice (200 points).
  const meanwhile = ['delete', 'cancel', 'sell'] as const;
  pendingBikes = await many(plan.pendingBikes, async (index) => {
    const [seller, buyer, other] = await Promise.all([
      newCustomer(context, 100),
      quickAccount(),
      quickAccount(),
    ]);
    await grantPoints(context.db, buyer.userId, 200);
    const { bikeId, receiptId } = await pendingReceipt(seller, buyer);
    const accept = () =>
      shoot(bikeId, 'accept twice', ['RECEIPT_NOT_PENDING'], () =>
        api(buyer.cookies, 'POST', `/api/me/receipts/${receiptId}/accept`),
      );
    const what = meanwhile[index % meanwhile.length] ?? 'delete';
    const otherEmail = await emailOf(context, other);
    const sellerShot =
      what === 'delete'
        ? shoot(bikeId, 'seller deletes meanwhile', ['BIKE_NOT_FOUND'], () =>
            api(seller.cookies, 'DELETE', `/api/me/bikes/${bikeId}`),
          )
        : what === 'cancel'
          ? shoot(bikeId, 'seller cancels meanwhile', ['RECEIPT_NOT_PENDING'], () =>
              api(seller.cookies, 'POST', `/api/me/receipts/${receiptId}/cancel`),
            )
          : shoot(bikeId, 'seller sells meanwhile', ['TRANSFER_PENDING', 'BIKE_NOT_FOUND'], () =>
              api(seller.cookies, 'POST', `/api/me/bikes/${bikeId}/transfer`, {
                buyer: otherEmail,
                price: 900,
                purchaseDate: today(),
              }),
            );
    return {
      bikeId,
      receiptId,
      seller,
      buyer,
      meanwhile: what,
      accepts: [accept(), accept()],
      sellerShots: [sellerShot],
    };
  });

  // A "Found?" report confirmed twice at once (and on every other one, dismissed meanwhile).
  recoveries = await many(plan.recoveryReports, async (index) => {
    const [owner, finder] = await Promise.all([quickAccount(), quickAccount()]);
    const [bike] = await context.db
      .insert(bikes)
      .values({
        ownerId: owner.userId,
        frameNumber: uniqueFrameNumber('RC'),
        stolenStatus: 'stolen',
        stolenDate: '2026-10-01',
        stolenLocationDetails: 'Utanför stationen',
      })
      .returning({ id: bikes.id });
    if (!bike) throw new Error('no bike');
    const [report] = await context.db
      .insert(bikeRecoveryReports)
      .values({
        bikeId: bike.id,
        finderId: finder.userId,
        locationFound: 'Vid ån',
        contactInfo: '070-111 22 33',
      })
      .returning({ id: bikeRecoveryReports.id });
    if (!report) throw new Error('no report');
    const answer = (action: 'confirm' | 'dismiss') =>
      shoot(report.id, `recovery ${action}`, ['RECOVERY_REPORT_NOT_PENDING'], () =>
        api(owner.cookies, 'POST', `/api/me/recovery-reports/${report.id}/${action}`),
      );
    const list = [answer('confirm'), answer('confirm'), ...(index % 2 === 1 ? [answer('dismiss')] : [])];
    return { reportId: report.id, bikeId: bike.id, finder, shots: list };
  });

  // A store application approved by two admins at once (and on every other one, rejected meanwhile).
  const [firstAdmin, secondAdmin] = await Promise.all([quickAccount('admin'), quickAccount('admin')]);
  approvals = await many(plan.storeRequests, async (index) => {
    const { id, body, organizationNumber } = await pendingApplication(context.app, context.db, {
      bikeCount: 3,
    });
    const withRejection = index % 2 === 1;
    const refusals = ['STORE_REQUEST_NOT_PENDING'];
    const list = [
      shoot(id, 'store approval', refusals, () =>
        decide(context.app, firstAdmin.cookies, id, 'approve', { name: `Kapplöpning ${index} A` }),
      ),
      shoot(id, 'store approval', refusals, () =>
        decide(context.app, secondAdmin.cookies, id, 'approve', { name: `Kapplöpning ${index} B` }),
      ),
      ...(withRejection
        ? [
            shoot(id, 'store rejection', refusals, () =>
              decide(context.app, secondAdmin.cookies, id, 'reject', { reason: 'Ingen verkstad i butiken.' }),
            ),
          ]
        : []),
    ];
    return { id, email: String(body.contactEmail), organizationNumber, withRejection, shots: list };
  });

  // The race: every request of every scenario at once. The groups go in a seeded order, and a
  // group's requests next to each other (shuffled among themselves), so the requests on one
  // thing reach the database together rather than spread over the whole queue.
  const groups = new Map<string, Shot[]>();
  for (const shot of shots) groups.set(shot.group, [...(groups.get(shot.group) ?? []), shot]);
  const order = shuffled([...groups.values()], SEED).flatMap((group, index) => shuffled(group, SEED + index));
  await Promise.all(
    order.map(async (shot) => {
      shot.response = await shot.fire();
    }),
  );
}, 600_000);

afterAll(() => context.close());

describe(`money and ownership races (${testDatabaseKind()}, ${REQUESTS} requests asked, seed ${SEED})`, () => {
  it('fired the requests asked for, and none was answered with a 5xx or an uncoded refusal', () => {
    expect(shots.length).toBeGreaterThanOrEqual(REQUESTS * 0.9);
    const wrong = shots.flatMap((shot) => {
      const response = shot.response;
      if (ok(shot)) return [];
      const status = response?.statusCode ?? 0;
      const code = status >= 400 && status < 500 ? errorOf(response as LightMyRequestResponse).code : null;
      return code !== null && shot.refusals.includes(code)
        ? []
        : [{ scenario: shot.scenario, status, code, body: response?.body }];
    });
    expect(wrong).toEqual([]);
  });

  it.each([
    ['registrations', () => registrar],
    ['sticker orders', () => stickerBuyer],
    ['transfer fees', () => transferBuyer],
  ])('%s beyond the balance: exactly as many succeed as it pays for, 0 left', async (_name, of) => {
    const { customer, startBalance, shots: list, prices } = of();
    const price = prices[0] ?? 0;
    expect(succeeded(list)).toBe(startBalance / price);
    for (const shot of list.filter((candidate) => !ok(candidate))) {
      expect(shot.response?.statusCode).toBe(402);
      expect(errorOf(shot.response as LightMyRequestResponse)).toEqual({
        code: 'INSUFFICIENT_POINTS',
        details: { required: price, balance: expect.any(Number) as number },
      });
    }
    expect(await balanceOf(context, customer.userId)).toBe(0);
  });

  it('one user mixing registrations, stickers and transfer fees: spent what the successes cost, never a refusal it could pay', async () => {
    const spent = mixed.shots.reduce(
      (sum, shot, index) => sum + (ok(shot) ? (mixed.prices[index] ?? 0) : 0),
      0,
    );
    const balance = await balanceOf(context, mixed.customer.userId);
    expect(spent).toBeLessThanOrEqual(mixed.startBalance);
    expect(balance).toBe(mixed.startBalance - spent);
    const refusedPrices = mixed.shots.flatMap((shot, index) => (ok(shot) ? [] : [mixed.prices[index] ?? 0]));
    expect(refusedPrices.length).toBeGreaterThan(0);
    // The balance only fell, so a refused spend it could still pay now was refused wrongly.
    expect(balance).toBeLessThan(Math.min(...refusedPrices));
  });

  it("a store's stock accepted at once: the store pays exactly as many transfers as its points allow", async () => {
    expect(succeeded(stock.shots)).toBe(stock.startBalance / 100);
    for (const shot of stock.shots.filter((candidate) => !ok(candidate))) {
      expect(errorOf(shot.response as LightMyRequestResponse)).toEqual({
        code: 'INSUFFICIENT_POINTS',
        details: { required: 100, balance: expect.any(Number) as number },
      });
    }
    expect(await balanceOf(context, stock.storeUserId)).toBe(0);
  });

  it('a payment confirmed twice at once is credited once', async () => {
    for (const payment of payments) {
      expect(succeeded(payment.shots)).toBe(2);
      expect(await balanceOf(context, payment.customer.userId)).toBe(100);
      const [credits] = await context.db
        .select({ n: count() })
        .from(pointsLedger)
        .where(eq(pointsLedger.reference, `payment:${payment.paymentId}`));
      expect(credits?.n).toBe(1);
    }
  });

  it('a capped promo code: the cap is reached and never passed, and no one redeems twice', async () => {
    const [redeemed] = await context.db
      .select({ n: count() })
      .from(campaignRedemptions)
      .where(eq(campaignRedemptions.campaignId, promo.campaignId));
    expect(redeemed?.n).toBe(promo.cap);
    expect(succeeded([...promo.shots, ...promo.twiceShots])).toBe(promo.cap);
    expect(succeeded(promo.twiceShots)).toBeLessThanOrEqual(1);
    const credits = await context.db
      .select({ n: count() })
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.reason, 'campaign_bonus'),
          eq(pointsLedger.reference, `campaign:${promo.campaignId}`),
        ),
      );
    expect(credits[0]?.n).toBe(promo.cap);
    expect(await balanceOf(context, promo.twice.userId)).toBe(succeeded(promo.twiceShots) * 20);
  });

  it('a bike offered to several buyers at once: one receipt, the rest TRANSFER_PENDING', () => {
    for (const bike of openBikes) expect(succeeded(bike.shots)).toBe(1);
  });

  it('a receipt accepted twice while the seller deletes, cancels or sells: one owner, one fee', async () => {
    for (const bike of pendingBikes) {
      const [row] = await context.db.select().from(bikes).where(eq(bikes.id, bike.bikeId));
      const accepted = succeeded(bike.accepts);
      expect(accepted).toBeLessThanOrEqual(1);
      expect(row?.ownerId).toBe(accepted === 1 ? bike.buyer.userId : bike.seller.userId);
      expect(await balanceOf(context, bike.buyer.userId)).toBe(200 - 100 * accepted);
      const [events] = await context.db
        .select({ n: count() })
        .from(ownershipEvents)
        .where(and(eq(ownershipEvents.bikeId, bike.bikeId), eq(ownershipEvents.receiptId, bike.receiptId)));
      expect(events?.n).toBe(accepted);
      const sellerWon = succeeded(bike.sellerShots) === 1;
      if (bike.meanwhile === 'delete') expect(row?.deletedAt !== null).toBe(sellerWon);
      // Exactly one of the buyer's acceptance and the seller's delete or cancel wins; a second
      // offer never does (the open receipt blocks it, and an accepted bike is no longer theirs).
      if (bike.meanwhile === 'sell')
        expect({ accepted, sellerWon }).toEqual({ accepted: 1, sellerWon: false });
      else expect(accepted + (sellerWon ? 1 : 0)).toBe(1);
    }
  });

  it('a recovery confirmed twice at once: one answer stands, the finder is paid at most once', async () => {
    for (const recovery of recoveries) {
      expect(succeeded(recovery.shots)).toBe(1);
      const [report] = await context.db
        .select()
        .from(bikeRecoveryReports)
        .where(eq(bikeRecoveryReports.id, recovery.reportId));
      const confirmed = report?.status === 'confirmed';
      expect(await balanceOf(context, recovery.finder.userId)).toBe(confirmed ? 100 : 0);
    }
  });

  it('a store application approved by two admins at once: one store, one welcome mail, the package once', async () => {
    for (const approval of approvals) {
      expect(succeeded(approval.shots)).toBe(1);
      const [storeCount] = await context.db
        .select({ n: count() })
        .from(stores)
        .where(eq(stores.organizationNumber, approval.organizationNumber));
      const [mails] = await context.db
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.to, approval.email), eq(outbox.template, 'store-request-approved')));
      const approved = succeeded(approval.shots.filter((shot) => shot.scenario === 'store approval')) === 1;
      expect({ stores: storeCount?.n, mails: mails?.n }).toEqual(
        approved ? { stores: 1, mails: 1 } : { stores: 0, mails: 0 },
      );
      const credits = await context.db.execute<{ n: number; points: number }>(
        sql`select count(*)::int as n, coalesce(sum(amount), 0)::int as points from points_ledger
            where reason = 'store_package' and reference = ${`store_request:${approval.id}`}`,
      );
      expect(credits.rows[0]).toEqual(approved ? { n: 1, points: 300 } : { n: 0, points: 0 });
    }
  });

  it('afterwards every balance is its ledger, no bike has two owners and no row is left over', async () => {
    expect(await brokenInvariants(context.db)).toEqual({});
  });
});
