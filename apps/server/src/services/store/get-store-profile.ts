import type { StoreProfile } from '@ramkoll/shared/schemas/store';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stores } from '../../db/schema/stores.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../actor.js';

/** The store whose account is signed in. */
export async function getStoreProfile({ db, actor }: { db: Db; actor: Actor }): Promise<StoreProfile> {
  if (actor.role !== 'store') throw new AppError('FORBIDDEN');
  const [store] = await db
    .select({
      id: stores.id,
      name: stores.name,
      chain: stores.chain,
      locationId: stores.locationId,
      address: stores.address,
      postalCode: stores.postalCode,
      city: stores.city,
      phone: stores.phone,
      organizationNumber: stores.organizationNumber,
      contactInfo: stores.contactInfo,
    })
    .from(stores)
    .where(eq(stores.accountUserId, actor.userId))
    .limit(1);
  if (!store) throw new AppError('NOT_FOUND');
  return store;
}
