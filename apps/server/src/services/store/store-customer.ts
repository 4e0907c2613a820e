import { maskEmail } from '@ramkoll/shared/rules/mask-email';
import { maskOwnerName } from '@ramkoll/shared/rules/mask-owner-name';
import type { StoreCustomer } from '@ramkoll/shared/schemas/store-registration';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';

/** What the store's services read about a customer; it leaves the server only through `toStoreCustomer`. */
export interface CustomerRow {
  id: string;
  email: string;
  fullName: string;
  language: 'sv' | 'en';
}

const customerColumns = {
  id: users.id,
  email: users.email,
  fullName: profiles.fullName,
  language: profiles.language,
};

/**
 * One customer account (role customer, never a store or admin) by an exact key: its id, its
 * e-mail (unique index) or its personnummer's keyed hash (unique index). Nothing looser, so the
 * counter cannot browse people.
 */
export async function findCustomer(
  db: Pick<Db, 'select'>,
  cipher: PersonalNumberCipher,
  key: { id: string } | { email: string } | { personalNumber: string },
): Promise<CustomerRow | null> {
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(keyCondition(cipher, key), eq(profiles.role, 'customer')))
    .limit(1);
  return row ?? null;
}

/** The account, of any role, that already holds one of a new customer's e-mail or personnummer. */
export async function findAccountHolding(
  db: Pick<Db, 'select'>,
  cipher: PersonalNumberCipher,
  email: string,
  personalNumber: string,
): Promise<(CustomerRow & { role: string; sameEmail: boolean }) | null> {
  const [row] = await db
    .select({ ...customerColumns, role: profiles.role })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(or(eq(users.email, email), inArray(profiles.personalNumberHash, cipher.hashes(personalNumber))))
    // Two accounts can hold one each: the e-mail's answers first, as sign-up reports it first.
    .orderBy(desc(sql`${users.email} = ${email}`))
    .limit(1);
  return row ? { ...row, sameEmail: row.email === email } : null;
}

function keyCondition(
  cipher: PersonalNumberCipher,
  key: { id: string } | { email: string } | { personalNumber: string },
): SQL {
  if ('id' in key) return eq(users.id, key.id);
  if ('email' in key) return eq(users.email, key.email);
  return inArray(profiles.personalNumberHash, cipher.hashes(key.personalNumber));
}

/**
 * The customer as the store sees them: the name and e-mail masked, never the personnummer, not
 * even masked, since its first eight digits are the birth date (decision 093).
 */
export function toStoreCustomer(row: CustomerRow): StoreCustomer {
  return { id: row.id, maskedName: maskOwnerName(row.fullName), maskedEmail: maskEmail(row.email) };
}
