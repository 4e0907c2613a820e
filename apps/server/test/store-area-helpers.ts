import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { profiles, users } from '../src/db/schema/accounts.js';
import { bikes } from '../src/db/schema/bikes.js';
import { userBalances } from '../src/db/schema/points.js';
import { stores, storeStaffCodes } from '../src/db/schema/stores.js';
import { DEMO_PASSWORD, DEMO_STAFF_CODE } from '../src/db/seed/demo-accounts.js';
import { createStaffCodeHash } from '../src/lib/crypto/keyed-hash.js';
import { hashPassword } from '../src/lib/crypto/password-hash.js';
import { accessOnly, signedIn, type Cookies } from './auth-helpers.js';
import { uniqueFrameNumber } from './bike-helpers.js';
import type { TestContext } from './helper.js';

/** Signs a store account in and confirms a staff code: the store area is open with these cookies. */
export async function storeSignedIn(
  context: TestContext,
  email = 'butik@ramkoll.se',
  code = DEMO_STAFF_CODE,
): Promise<Cookies> {
  const cookies = await signedIn(context.app, email);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/auth/staff-code',
    payload: { code },
    cookies: accessOnly(cookies),
  });
  expect(response.statusCode, response.body).toBe(200);
  return cookies;
}

export interface OtherStore {
  email: string;
  userId: string;
  storeId: string;
  staffCodeId: string;
  code: string;
}

/** A second partner store (account, store, one staff code), as an approval would leave it. */
export async function createOtherStore(context: TestContext): Promise<OtherStore> {
  const email = `butik-${randomBytes(4).toString('hex')}@example.se`;
  const code = `ANNAN${randomInt(1000, 9999)}`;
  const [user] = await context.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(DEMO_PASSWORD) })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await context.db.insert(profiles).values({ userId: user.id, fullName: 'Annan Butik', role: 'store' });
  await context.db.insert(userBalances).values({ userId: user.id, pointsBalance: 0 });
  const orgNumber = String(randomInt(1e9, 1e10 - 1));
  const [store] = await context.db
    .insert(stores)
    .values({ name: 'Annan Cykel AB', organizationNumber: orgNumber, accountUserId: user.id, city: 'Malmö' })
    .returning({ id: stores.id });
  if (!store) throw new Error('no store');
  const hash = createStaffCodeHash(context.dataEncryptionKey);
  const [staff] = await context.db
    .insert(storeStaffCodes)
    .values({ storeId: store.id, codeHash: hash(code), label: 'Kassan' })
    .returning({ id: storeStaffCodes.id });
  if (!staff) throw new Error('no staff code');
  return { email, userId: user.id, storeId: store.id, staffCodeId: staff.id, code };
}

/** A bike the given store registered for `ownerId` (or into its own stock). */
export async function createStoreBike(
  context: TestContext,
  store: { storeId: string; staffCodeId: string | null },
  ownerId: string,
  values: Partial<typeof bikes.$inferInsert> = {},
): Promise<{ id: string; frameNumber: string }> {
  const frameNumber = values.frameNumber ?? uniqueFrameNumber('ST');
  const [bike] = await context.db
    .insert(bikes)
    .values({
      ownerId,
      frameNumber,
      brand: 'Monark',
      model: 'Karin',
      bikeType: 'dam',
      registeredByStoreId: store.storeId,
      registeredByStaffCodeId: store.staffCodeId,
      ...values,
    })
    .returning({ id: bikes.id });
  if (!bike) throw new Error('no bike');
  return { id: bike.id, frameNumber };
}

/** The demo store's ids. */
export async function demoStore(context: TestContext): Promise<{ storeId: string; userId: string }> {
  const [row] = await context.db
    .select({ storeId: stores.id, userId: users.id })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.accountUserId))
    .where(eq(users.email, 'butik@ramkoll.se'));
  if (!row) throw new Error('no demo store');
  return row;
}
