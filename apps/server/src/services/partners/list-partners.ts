import type { PartnerStore } from '@ramkoll/shared/schemas/public-pages';
import { and, asc, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stores } from '../../db/schema/stores.js';

/**
 * A cap, not a page size: the partner list is a few hundred shops at most, so one scan of the
 * small `stores` table needs no index of its own; the cap bounds the answer if it ever grows.
 */
export const PARTNERS_LIMIT = 1000;

// The database's collation may be "C" (code-point order: Ä before Å, upper case before lower);
// Swedish readers expect Å, Ä, Ö last and case ignored.
const swedish = new Intl.Collator('sv', { sensitivity: 'base' });

/**
 * The certified partner stores for /partners, by city (stores without one last) then name. Only
 * the shop's public business details: no organisation number, contact person or account. A store
 * whose account was deleted, or that an admin suspended, is no longer a partner and is left out.
 */
export async function listPartners({ db }: { db: Db }): Promise<PartnerStore[]> {
  const rows = await db
    .select({
      id: stores.id,
      name: stores.name,
      chain: stores.chain,
      address: stores.address,
      postalCode: stores.postalCode,
      city: stores.city,
      phone: stores.phone,
    })
    .from(stores)
    .where(and(isNotNull(stores.accountUserId), isNull(stores.suspendedAt)))
    .orderBy(asc(stores.city), asc(stores.name), asc(stores.id))
    .limit(PARTNERS_LIMIT);
  return rows.sort(
    (a, b) =>
      compareCity(a.city, b.city) ||
      swedish.compare(a.name, b.name) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

function compareCity(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return swedish.compare(a, b);
}
