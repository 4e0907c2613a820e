import { checkStoreProfile, normalizeStoreProfile } from '@ramkoll/shared/rules/store-settings';
import type { StoreProfile } from '@ramkoll/shared/schemas/store';
import type { StoreProfileUpdate } from '@ramkoll/shared/schemas/store-area';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stores } from '../../db/schema/stores.js';
import { writeAudit } from '../audit/write-audit.js';
import type { Actor } from '../actor.js';
import type { RequestMeta } from '../auth/session-store.js';
import { validationFailed } from '../auth/validation.js';
import { getStoreProfile } from './get-store-profile.js';
import type { StoreContext } from './store-context.js';

/**
 * What a store may change itself: phone, address and contact details. Name, chain, location id
 * and organisation number come from the approval (an admin changes them).
 */
export async function updateStoreProfile({
  db,
  actor,
  store,
  input,
  meta,
}: {
  db: Db;
  actor: Actor;
  store: StoreContext;
  input: StoreProfileUpdate;
  meta: RequestMeta;
}): Promise<StoreProfile> {
  const [problem] = checkStoreProfile(input);
  if (problem) throw validationFailed(problem.field, problem.problem);
  const value = normalizeStoreProfile(input);
  const orNull = (text: string) => (text === '' ? null : text);
  await db.transaction(async (tx) => {
    await tx
      .update(stores)
      .set({
        phone: value.phone,
        address: value.address,
        postalCode: orNull(value.postalCode),
        city: orNull(value.city),
        contactInfo: orNull(value.contactInfo),
        updatedAt: new Date(),
      })
      .where(eq(stores.id, store.storeId));
    await writeAudit(tx, {
      action: 'store.profile_updated',
      actorUserId: store.accountUserId,
      targetType: 'store',
      targetId: store.storeId,
      details: { staffCodeId: store.staffCodeId },
      meta,
    });
  });
  return getStoreProfile({ db, actor });
}
