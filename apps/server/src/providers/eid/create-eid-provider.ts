import type { Config } from '../../config/env.js';
import { createBankIdProvider } from './bankid-provider.js';
import type { EidProvider } from './eid-provider.js';
import { createOidcEidProvider } from './oidc-provider.js';
import { createSimulatedEidProvider } from './simulated-eid-provider.js';

/** The e-ID provider the configuration names (config/env.ts has checked its settings). */
export function createEidProvider(
  config: Pick<Config, 'eidProvider' | 'bankIdDelayMs' | 'bankId' | 'oidc'>,
): EidProvider {
  switch (config.eidProvider) {
    case 'bankid':
      if (!config.bankId) throw new Error('EID_PROVIDER=bankid without BankID settings');
      return createBankIdProvider(config.bankId);
    case 'oidc':
      if (!config.oidc) throw new Error('EID_PROVIDER=oidc without OIDC settings');
      return createOidcEidProvider(config.oidc);
    case 'simulated':
      return createSimulatedEidProvider({ delayMs: config.bankIdDelayMs });
  }
}
