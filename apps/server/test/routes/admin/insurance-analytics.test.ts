import {
  INSURANCE_OTHER_KEY,
  ZInsuranceAnalytics,
  type InsuranceGroup,
} from '@ramkoll/shared/schemas/insurance-analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikes } from '../../../src/db/schema/bikes.js';
import { ownershipEvents } from '../../../src/db/schema/ownership.js';
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

type BikeValues = Partial<typeof bikes.$inferInsert>;

/*
 * March 2031, far from the demo data. Brand Alfa has 5 bikes in the range (shown), Beta 4 (merged
 * into the other row). Prices: Alfa 6 000 each (5 in 5 000–10 000); Beta 3 000 (B1, B2, B4) and B3
 * bought again later for 45 000, so under 5 000 has 3 bikes and 40 000+ one: both merged.
 */
beforeAll(async () => {
  context = await createTestContext({ seed: true });
  admin = await signedIn(context.app, 'admin@ramkoll.se');
  customer = await signedIn(context.app, 'anna@ramkoll.se');
  store = await storeSignedIn(context);
  const owner = await createUser(context.db);
  const at = (day: string) => new Date(`2031-03-${day}T12:00:00Z`);
  const rows: { bike: BikeValues; prices: [number, Date][] }[] = [
    // A1: stolen on 5 March, recovered 5 days after the theft day began (CET: 4 March 23:00 UTC).
    {
      bike: { brand: 'Alfa', bikeType: 'herr', city: 'Umeå', createdAt: at('02') },
      prices: [[6000, at('02')]],
    },
    {
      bike: { brand: 'Alfa', bikeType: 'herr', city: 'Umeå', createdAt: at('03') },
      prices: [[6000, at('03')]],
    },
    {
      bike: { brand: 'Alfa', bikeType: 'herr', city: 'Umeå', createdAt: at('04') },
      prices: [[6000, at('04')]],
    },
    {
      bike: {
        brand: 'Alfa',
        bikeType: 'elcykel',
        city: 'Umeå',
        createdAt: at('05'),
        batteryStolenStatus: 'stolen',
      },
      prices: [[6000, at('05')]],
    },
    {
      bike: { brand: 'Alfa', bikeType: 'elcykel', city: 'Umeå', createdAt: at('06') },
      prices: [[6000, at('06')]],
    },
    // B1: stolen 12 March, recovered 4 days after the theft day began.
    {
      bike: { brand: 'Beta', bikeType: 'herr', city: 'Luleå', createdAt: at('07') },
      prices: [[3000, at('07')]],
    },
    {
      bike: { brand: ' Beta ', bikeType: 'herr', city: 'Luleå', createdAt: at('08') },
      prices: [[3000, at('08')]],
    },
    {
      bike: { brand: 'Beta', bikeType: 'dam', city: 'Luleå', createdAt: at('09') },
      prices: [
        [3000, at('09')],
        [45000, at('20')],
      ],
    },
    {
      bike: {
        brand: 'Beta',
        bikeType: 'dam',
        city: 'Luleå',
        createdAt: at('10'),
        batterySerialNumber: 'BAT-1',
      },
      prices: [[3000, at('10')]],
    },
    // Outside: 1 April in Sweden (22:30 UTC on 31 March), and February.
    {
      bike: { brand: 'Alfa', bikeType: 'herr', city: 'Umeå', createdAt: new Date('2031-03-31T22:30:00Z') },
      prices: [[9000, new Date('2031-03-31T22:30:00Z')]],
    },
    {
      bike: { brand: 'Beta', bikeType: 'herr', city: 'Luleå', createdAt: new Date('2031-02-27T12:00:00Z') },
      prices: [[3000, new Date('2031-02-27T12:00:00Z')]],
    },
  ];
  const theft: Record<number, BikeValues> = {
    0: { stolenDate: '2031-03-05', recoveredAt: new Date('2031-03-09T23:00:00Z') },
    1: { stolenDate: '2031-03-10', stolenStatus: 'stolen' },
    2: { stolenDate: '2031-03-11', stolenStatus: 'stolen' },
    5: { stolenDate: '2031-03-12', recoveredAt: new Date('2031-03-15T23:00:00Z') },
    6: { stolenDate: '2031-03-13', stolenStatus: 'stolen' },
    9: { stolenDate: '2031-04-02', stolenStatus: 'stolen' },
    10: { stolenDate: '2031-03-02', stolenStatus: 'stolen' },
  };
  const inserted = await context.db
    .insert(bikes)
    .values(
      rows.map((row, index) => ({
        ownerId: owner.id,
        frameNumber: uniqueFrameNumber('IN'),
        ...row.bike,
        ...theft[index],
      })),
    )
    .returning({ id: bikes.id });
  await context.db.insert(ownershipEvents).values(
    rows.flatMap((row, index) =>
      row.prices.map(([price, eventDate], n) => ({
        bikeId: inserted[index]!.id,
        eventType: n === 0 ? ('registration' as const) : ('purchase' as const),
        registrationType: n === 0 ? ('store' as const) : null,
        ownerName: 'Test Testsson',
        purchasePrice: price,
        eventDate,
      })),
    ),
  );
});

afterAll(() => context.close());

const get: AnalyticsGet = (cookies, query) => analyticsGet(context, 'insurance-analytics')(cookies, query);

async function insurance(query: string) {
  const response = await get(admin, query);
  expect(response.statusCode, response.body).toBe(200);
  return ZInsuranceAnalytics.parse(response.json());
}

function row(
  key: string,
  registered: number,
  stolen: number,
  recovered: number,
  withBattery: number,
  batteryThefts: number,
): InsuranceGroup {
  return {
    key,
    registered,
    stolen,
    recovered,
    withBattery,
    batteryThefts,
    theftRisk: stolen / registered,
    recoveryRate: stolen === 0 ? null : recovered / stolen,
  };
}

describe('/api/admin/insurance-analytics', () => {
  it('refuses anonymous callers (401), customers and stores (403)', async () => {
    await expectAdminsOnly(get, { customer, store }, 'from=2031-03-01&to=2031-03-31');
  });

  it('counts the bikes registered in the range (Swedish days): risk, recoveries, batteries', async () => {
    const result = await insurance('from=2031-03-01&to=2031-03-31');
    expect(result.minGroup).toBe(5);
    const { daysToRecovery, stolenValue, ...totals } = result.totals;
    expect(totals).toEqual({
      registered: 9,
      stolen: 5,
      recovered: 2,
      withBattery: 3,
      batteryThefts: 1,
      theftRisk: 5 / 9,
      recoveryRate: 0.4,
    });
    // Two recoveries are fewer than five: no quartiles of days.
    expect(daysToRecovery).toBeNull();
    // Five stolen bikes with a price: 3 000, 3 000, 6 000, 6 000, 6 000.
    expect(stolenValue).toEqual({
      withPrice: 5,
      sum: 24000,
      quartiles: { p25: 3000, median: 6000, p75: 6000 },
    });
  });

  it('shows a group of 5 and merges a group of 4 into the other row, in every grouping', async () => {
    const result = await insurance('from=2031-03-01&to=2031-03-31');
    expect(result.byBrand).toEqual([row('Alfa', 5, 3, 1, 2, 1), row(INSURANCE_OTHER_KEY, 4, 2, 1, 1, 0)]);
    expect(result.byType).toEqual([row('herr', 5, 5, 2, 0, 0), row(INSURANCE_OTHER_KEY, 4, 0, 0, 3, 1)]);
    expect(result.byCity).toEqual([row('Umeå', 5, 3, 1, 2, 1), row(INSURANCE_OTHER_KEY, 4, 2, 1, 1, 0)]);
    // The latest price counts: B3 was bought again for 45 000.
    expect(result.byPriceBand).toEqual([
      row('5000_10000', 5, 3, 1, 2, 1),
      row(INSURANCE_OTHER_KEY, 4, 2, 1, 1, 0),
    ]);
  });

  it('never shows a group under 5, whatever the query asks', async () => {
    for (const query of [
      'from=2031-03-02&to=2031-03-09',
      'from=2031-03-01&to=2031-03-31&minGroup=1',
      'from=2031-03-01&to=2031-03-31&brand=Beta&groups=all',
    ]) {
      const result = await insurance(query);
      for (const list of [result.byBrand, result.byType, result.byCity, result.byPriceBand]) {
        for (const group of list) {
          if (group.key !== INSURANCE_OTHER_KEY) expect(group.registered, query).toBeGreaterThanOrEqual(5);
        }
        expect(list.map((group) => group.key)).not.toContain('Beta');
      }
    }
    // 2–9 March: Alfa's 5 and Beta's 3 (B1–B3); Alfa shown, quartiles still of 5 stolen with a price.
    const narrow = await insurance('from=2031-03-02&to=2031-03-09');
    expect(narrow.byBrand.map((group) => [group.key, group.registered])).toEqual([
      ['Alfa', 5],
      [INSURANCE_OTHER_KEY, 3],
    ]);
  });

  it('hides what the stolen bikes cost when fewer than 5 have a price', async () => {
    const result = await insurance('from=2031-03-05&to=2031-03-08');
    // A4, A5, B1 and B2: two brands of two bikes each, two thefts with a price.
    expect(result.totals.stolen).toBe(2);
    expect(result.totals.stolenValue).toEqual({ withPrice: 2, sum: null, quartiles: null });
    expect(result.byBrand).toEqual([row(INSURANCE_OTHER_KEY, 4, 2, 1, 2, 1)]);
  });

  it('answers zeros and empty lists for a range without bikes', async () => {
    const result = await insurance('from=2031-01-01&to=2031-01-31');
    expect(result.totals).toEqual({
      registered: 0,
      stolen: 0,
      recovered: 0,
      withBattery: 0,
      batteryThefts: 0,
      theftRisk: 0,
      recoveryRate: null,
      daysToRecovery: null,
      stolenValue: { withPrice: 0, sum: null, quartiles: null },
    });
    expect([result.byBrand, result.byType, result.byCity, result.byPriceBand]).toEqual([[], [], [], []]);
  });

  it('refuses bad dates, a reversed range and a range over ten years', async () => {
    await expectBadRangesRefused(get, admin, 'from=2011-01-01&to=2031-03-01');
    expect((await get(admin, 'to=2031-03-01')).statusCode).toBe(400);
  });
});
