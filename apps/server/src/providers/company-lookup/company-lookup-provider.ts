import type { Company } from '@ramkoll/shared/schemas/store-requests';

/**
 * A register of companies by organisation number (docs/product-rules.md "Stores and admins",
 * decision 038). The built-in provider reads the `companies` table; a real registry (Bolagsverket,
 * a credit bureau) is another implementation, chosen in app wiring (app.ts).
 */
export interface CompanyLookupProvider {
  readonly name: string;
  /**
   * The company with these ten digits, or null when the register has none. Rejects only for a
   * technical failure (the register could not be asked), which the caller answers as
   * COMPANY_LOOKUP_FAILED.
   */
  lookUp(organizationNumber: string): Promise<Company | null>;
}
