import { count, eq, isNotNull } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { parseOrganizationNumber } from '@ramkoll/shared/rules/organization-number';
import { parsePersonalNumber } from '@ramkoll/shared/rules/personal-number';
import { bikeTypes } from '@ramkoll/shared/schemas/bike';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { profiles, users } from '../../src/db/schema/accounts.js';
import { bikes, bikeSales } from '../../src/db/schema/bikes.js';
import { ownershipEvents, ownershipTransfers } from '../../src/db/schema/ownership.js';
import { pointsLedger, userBalances } from '../../src/db/schema/points.js';
import { companies, stores, storeStaffCodes } from '../../src/db/schema/stores.js';
import {
  DEMO_PASSWORD,
  DEMO_STAFF_CODE,
  demoAccounts,
  demoCompanies,
} from '../../src/db/seed/demo-accounts.js';
import { seedDemoData } from '../../src/db/seed/demo-seed.js';
import { createStaffCodeHash } from '../../src/lib/crypto/keyed-hash.js';
import { createPersonalNumberCipher } from '../../src/lib/crypto/personal-number-cipher.js';
import { createTestContext, type TestContext } from '../helper.js';

let context: TestContext;
let db: Db;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  db = context.db;
});

afterAll(() => context.close());

async function counts() {
  const tables = { users, profiles, bikes, bikeSales, ownershipEvents, pointsLedger, stores, companies };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('demo seed', () => {
  it('creates four accounts, a store and about fifty bikes', async () => {
    const before = await counts();
    expect(before).toMatchObject({ users: 4, profiles: 4, stores: 1, bikes: 50 });
    expect(before.companies).toBeGreaterThanOrEqual(4);
    expect(before.ownershipEvents).toBeGreaterThanOrEqual(50);
  });

  it('is idempotent', async () => {
    const before = await counts();
    await expect(seedDemoData({ db, dataEncryptionKey: context.dataEncryptionKey })).resolves.toEqual({
      seeded: false,
    });
    expect(await counts()).toEqual(before);
  });

  it('stores argon2id passwords, encrypted personal numbers and the staff code hash', async () => {
    const [anna] = await db
      .select({
        hash: users.passwordHash,
        encrypted: profiles.personalNumberEncrypted,
        digest: profiles.personalNumberHash,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.email, 'anna@ramkoll.se'));
    expect(anna?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(anna?.hash ?? '', DEMO_PASSWORD)).toBe(true);

    const cipher = createPersonalNumberCipher(context.dataEncryptionKey);
    const personalNumber = cipher.decrypt(anna?.encrypted ?? '');
    expect(personalNumber).toMatch(/^19\d{10}$/);
    expect(cipher.hash(personalNumber)).toBe(anna?.digest);

    const [code] = await db.select().from(storeStaffCodes);
    expect(code?.codeHash).toBe(
      createStaffCodeHash(context.dataEncryptionKey)(DEMO_STAFF_CODE.toLowerCase()),
    );
  });

  it('uses valid adult personal numbers and valid organisation numbers', () => {
    for (const account of demoAccounts) {
      const parsed = parsePersonalNumber(account.personalNumber, new Date('2026-01-01'));
      expect(parsed, account.email).toMatchObject({ ok: true, normalized: account.personalNumber });
      expect(parsed.ok && 2026 - parsed.birthYear).toBeGreaterThanOrEqual(18);
    }
    for (const company of demoCompanies) {
      expect(parseOrganizationNumber(company.organizationNumber), company.name).toBe(
        company.organizationNumber,
      );
    }
    expect(demoCompanies.map((company) => company.status)).toContain('inaktiv');
  });

  it('gives the customers balances that match their ledgers', async () => {
    const rows = await db
      .select({ email: users.email, balance: userBalances.pointsBalance })
      .from(userBalances)
      .innerJoin(users, eq(users.id, userBalances.userId));
    const balances = Object.fromEntries(rows.map((row) => [row.email, row.balance]));
    expect(balances).toMatchObject({ 'anna@ramkoll.se': 500, 'erik@ramkoll.se': 100 });
    for (const row of rows) {
      const ledger = await db
        .select({ amount: pointsLedger.amount })
        .from(pointsLedger)
        .innerJoin(users, eq(users.id, pointsLedger.userId))
        .where(eq(users.email, row.email));
      expect(ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(row.balance);
    }
  });

  it('covers every bike type, thefts, sales and a history with a store and a transfer', async () => {
    const all = await db.select().from(bikes);
    expect(new Set(all.map((bike) => bike.bikeType))).toEqual(new Set(bikeTypes));
    expect(
      all
        .filter((bike) => bike.stolenStatus === 'stolen')
        .every((bike) => bike.stolenDate && bike.stolenLocationDetails),
    ).toBe(true);
    expect(all.filter((bike) => bike.stolenStatus === 'stolen').length).toBeGreaterThanOrEqual(3);
    expect(
      all.filter((bike) => bike.batteryStolenStatus === 'stolen' && bike.bikeType === 'elcykel'),
    ).toHaveLength(1);
    expect(new Set(all.map((bike) => bike.brand)).size).toBeGreaterThanOrEqual(10);

    const sales = await db.select().from(bikeSales).where(eq(bikeSales.isActive, true));
    expect(sales.length).toBeGreaterThanOrEqual(3);
    const forSale = all.filter((bike) => bike.status === 'for_sale').map((bike) => bike.id);
    expect(sales.map((sale) => sale.bikeId).sort()).toEqual(forSale.sort());

    const storeEvents = await db
      .select()
      .from(ownershipEvents)
      .where(isNotNull(ownershipEvents.purchasePrice));
    expect(
      storeEvents.some(
        (event) => event.registrationType === 'store' && event.receiptNumber && event.warrantyEndDate,
      ),
    ).toBe(true);
    const [transfer] = await db.select().from(ownershipTransfers);
    expect(transfer?.status).toBe('completed');
    const history = await db
      .select()
      .from(ownershipEvents)
      .where(eq(ownershipEvents.bikeId, transfer?.bikeId ?? ''))
      .orderBy(ownershipEvents.eventDate);
    expect(history.map((event) => [event.eventType, event.ownerName])).toEqual([
      ['registration', 'Anna Andersson'],
      ['transfer', 'Erik Svensson'],
    ]);
  });
});
