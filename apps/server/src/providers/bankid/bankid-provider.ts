/** A BankID identification (docs/product-rules.md: simulated now; the real service is another provider). */
export interface BankIdProvider {
  /** Resolves when the person has identified themselves; rejects when they did not. */
  authenticate(personalNumber: string): Promise<{ personalNumber: string; verifiedAt: Date }>;
}
