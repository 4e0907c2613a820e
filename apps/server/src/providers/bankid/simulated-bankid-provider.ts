import { parsePersonalNumber } from '@ramkoll/shared/rules/personal-number';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BankIdProvider } from './bankid-provider.js';

/**
 * The spec's simulated BankID: takes `delayMs` (about 3 s) and succeeds for any valid personnummer,
 * as if the person had confirmed in the BankID app.
 */
export function createSimulatedBankIdProvider({ delayMs }: { delayMs: number }): BankIdProvider {
  return {
    async authenticate(personalNumber) {
      const parsed = parsePersonalNumber(personalNumber);
      if (!parsed.ok) throw new Error('BankID: invalid personal number');
      if (delayMs > 0) await sleep(delayMs);
      return { personalNumber: parsed.normalized, verifiedAt: new Date() };
    },
  };
}
