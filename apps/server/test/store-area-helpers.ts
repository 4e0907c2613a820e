import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/accounts.js';
import { bikes } from '../src/db/schema/bikes.js';
import { stores } from '../src/db/schema/stores.js';
import { DEMO_STAFF_CODE } from '../src/db/seed/demo-accounts.js';
import { signedIn, type Cookies } from './auth-helpers.js';
import { uniqueFrameNumber } from './bike-helpers.js';
import type { TestContext } from './helper.js';
import { confirmStaffCode, insertStore } from './store-counter-helpers.js';

/** Signs a store account in and confirms a staff code: the store area is open with these cookies. */
export async function storeSignedIn(
  context: TestContext,
  email = 'butik@ramkoll.se',
  code = DEMO_STAFF_CODE,
): Promise<Cookies> {
  const cookies = await signedIn(context.app, email);
  await confirmStaffCode(context, cookies, code);
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
  const { accountUserId, ...store } = await insertStore(context);
  return { ...store, userId: accountUserId };
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
