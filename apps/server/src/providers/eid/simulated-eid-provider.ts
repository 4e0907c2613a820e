import { parsePersonalNumber } from '@ramkoll/shared/rules/personal-number';
import { randomUUID } from 'node:crypto';
import type { EidProvider } from './eid-provider.js';

/**
 * The spec's simulated BankID, for development and the demo only (NODE_ENV=production refuses it,
 * config/env.ts): the person's "app" is the personnummer typed into our own form, and the
 * identification completes `delayMs` (about 3 s) after the order started, as if they had
 * confirmed in the BankID app. It hands out QR tokens like the real one, so the pages are the same.
 */
export function createSimulatedEidProvider({ delayMs }: { delayMs: number }): EidProvider {
  return {
    name: 'simulated',
    kind: 'app',
    start(input) {
      const parsed = parsePersonalNumber(input.claimedPersonalNumber ?? '');
      if (!parsed.ok) return Promise.reject(new Error('simulated e-ID: no valid personnummer to identify'));
      return Promise.resolve({
        kind: 'app',
        providerRef: randomUUID(),
        autoStartToken: randomUUID(),
        qrStartToken: randomUUID(),
        qrStartSecret: randomUUID(),
      });
    },
    collect(order, now) {
      const parsed = parsePersonalNumber(order.claimedPersonalNumber ?? '');
      if (!parsed.ok) return Promise.resolve({ status: 'failed', hintCode: 'startFailed' });
      if (now.getTime() - order.startedAt.getTime() < delayMs) {
        return Promise.resolve({ status: 'pending', hintCode: 'started' });
      }
      return Promise.resolve({
        status: 'complete',
        // The simulator knows no names: registration takes the one typed in the form.
        identity: { personalNumber: parsed.normalized, name: '', givenName: null, surname: null },
      });
    },
    cancel() {
      return Promise.resolve();
    },
  };
}
