import { ZRegistryAnalytics } from '@ramkoll/shared/schemas/analytics';
import { bikeTypes } from '@ramkoll/shared/schemas/bike';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikes } from '../../../src/db/schema/bikes.js';
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
import { storeSignedIn } from '../../store-area-helpers.js';

let context: TestContext;
let admin: Cookies;
let customer: Cookies;
let store: Cookies;
const [typeA = 'dam', typeB = 'herr'] = bikeTypes;

/*
 * March 2031, far from the demo data. Swedish summer time starts on 30 March 2031, so D (21:30
 * UTC on the 31st) is still the 31st in Sweden and E (22:30 UTC) is already 1 April.
 */
beforeAll(async () => {
  context = await createTestContext({ seed: true });
  admin = await signedIn(context.app, 'admin@ramkoll.se');
  customer = await signedIn(context.app, 'anna@ramkoll.se');
  store = await storeSignedIn(context);
  const owner = await createUser(context.db);
  const bike = (values: Partial<typeof bikes.$inferInsert>) => ({
    ownerId: owner.id,
    frameNumber: uniqueFrameNumber('AN'),
    ...values,
  });
  await context.db.insert(bikes).values([
    // A: registered, stolen and recovered in the range, 4 days after the theft day began.
    bike({
      brand: 'Zeta',
      bikeType: typeA,
      city: 'Umeå',
      createdAt: new Date('2031-03-03T12:00:00Z'),
      stolenDate: '2031-03-05',
      recoveredAt: new Date('2031-03-08T23:00:00Z'),
    }),
    // B: the same brand, recovered after 6 days.
    bike({
      brand: ' Zeta ',
      bikeType: typeA,
      city: 'Umeå',
      createdAt: new Date('2031-03-04T12:00:00Z'),
      stolenDate: '2031-03-10',
      recoveredAt: new Date('2031-03-15T23:00:00Z'),
    }),
    // C: stolen and still missing.
    bike({
      brand: 'Ypsilon',
      bikeType: typeB,
      city: 'Luleå',
      createdAt: new Date('2031-03-20T12:00:00Z'),
      stolenDate: '2031-03-21',
      stolenStatus: 'stolen',
    }),
    // D: no brand, type or city; the last evening of the range in Swedish time.
    bike({ createdAt: new Date('2031-03-31T21:30:00Z') }),
    // E: 1 April in Sweden: outside.
    bike({ brand: 'Zeta', createdAt: new Date('2031-03-31T22:30:00Z') }),
    // F: registered before the range, stolen in it, recovered after it (about 34 days).
    bike({
      brand: 'Xylo',
      bikeType: typeB,
      city: 'Umeå',
      createdAt: new Date('2031-02-27T12:00:00Z'),
      stolenDate: '2031-03-02',
      recoveredAt: new Date('2031-04-04T22:00:00Z'),
    }),
  ]);
});

afterAll(() => context.close());

const get: AnalyticsGet = (cookies, query) => analyticsGet(context, 'analytics')(cookies, query);

async function analytics(query: string) {
  const response = await get(admin, query);
  expect(response.statusCode, response.body).toBe(200);
  return ZRegistryAnalytics.parse(response.json());
}

describe('/api/admin/analytics', () => {
  it('refuses anonymous callers (401), customers and stores (403)', async () => {
    await expectAdminsOnly(get, { customer, store }, 'from=2031-03-01&to=2031-03-31');
  });

  it('counts the range in Swedish days: totals, recovery rate and median days to recovery', async () => {
    const result = await analytics('from=2031-03-01&to=2031-03-31&bucket=month');
    expect(result.totals).toEqual({
      registrations: 4,
      thefts: 4,
      recoveries: 2,
      recoveryRate: 0.75,
      medianDaysToRecovery: 6,
    });
    expect(result.series).toEqual([{ key: '2031-03-01', registrations: 4, thefts: 4, recoveries: 2 }]);
  });

  it('buckets by ISO week (Monday) and by day', async () => {
    const weeks = await analytics('from=2031-03-01&to=2031-03-31&bucket=week');
    expect(weeks.series).toEqual([
      { key: '2031-02-24', registrations: 0, thefts: 1, recoveries: 0 },
      { key: '2031-03-03', registrations: 2, thefts: 1, recoveries: 1 },
      { key: '2031-03-10', registrations: 0, thefts: 1, recoveries: 1 },
      { key: '2031-03-17', registrations: 1, thefts: 1, recoveries: 0 },
      { key: '2031-03-31', registrations: 1, thefts: 0, recoveries: 0 },
    ]);
    const days = await analytics('from=2031-03-31&to=2031-04-01&bucket=day');
    expect(days.series).toEqual([
      { key: '2031-03-31', registrations: 1, thefts: 0, recoveries: 0 },
      { key: '2031-04-01', registrations: 1, thefts: 0, recoveries: 0 },
    ]);
  });

  it('groups by brand (trimmed), type and city, the most events first, "" for not given', async () => {
    const result = await analytics('from=2031-03-01&to=2031-03-31');
    expect(result.byBrand).toEqual([
      { key: 'Zeta', registrations: 2, thefts: 2, recoveries: 2 },
      { key: 'Ypsilon', registrations: 1, thefts: 1, recoveries: 0 },
      { key: '', registrations: 1, thefts: 0, recoveries: 0 },
      { key: 'Xylo', registrations: 0, thefts: 1, recoveries: 0 },
    ]);
    expect(result.byType).toEqual([
      { key: typeA, registrations: 2, thefts: 2, recoveries: 2 },
      { key: typeB, registrations: 1, thefts: 2, recoveries: 0 },
      { key: '', registrations: 1, thefts: 0, recoveries: 0 },
    ]);
    expect(result.byCity).toEqual([
      { key: 'Umeå', registrations: 2, thefts: 3, recoveries: 2 },
      { key: 'Luleå', registrations: 1, thefts: 1, recoveries: 0 },
      { key: '', registrations: 1, thefts: 0, recoveries: 0 },
    ]);
  });

  it('answers null rate and median for a range without thefts', async () => {
    const result = await analytics('from=2031-01-01&to=2031-01-31&bucket=day');
    expect(result.totals).toEqual({
      registrations: 0,
      thefts: 0,
      recoveries: 0,
      recoveryRate: null,
      medianDaysToRecovery: null,
    });
    expect(result.series).toEqual([]);
  });

  it('refuses bad dates, a reversed range and too many day buckets', async () => {
    await expectBadRangesRefused(get, admin, 'from=2030-01-01&to=2031-03-01&bucket=day');
  });
});
