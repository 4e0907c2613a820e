import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema/stores.js';
import type { CompanyLookupProvider } from './company-lookup-provider.js';

/** The built-in register: the `companies` table (seeded with demo companies), by its unique index. */
export function createTableCompanyLookupProvider(db: Db): CompanyLookupProvider {
  return {
    name: 'companies-table',
    async lookUp(organizationNumber) {
      const [row] = await db
        .select({
          organizationNumber: companies.organizationNumber,
          name: companies.name,
          address: companies.address,
          postalCode: companies.postalCode,
          city: companies.city,
          status: companies.status,
        })
        .from(companies)
        .where(eq(companies.organizationNumber, organizationNumber))
        .limit(1);
      return row ?? null;
    },
  };
}
