import type { Config } from '../../config/env.js';
import type { EidProvider } from './eid-provider.js';
import { createSimulatedEidProvider } from './simulated-eid-provider.js';

/** The e-ID provider the configuration names (config/env.ts has checked its settings). */
export function createEidProvider(config: Pick<Config, 'eidProvider' | 'bankIdDelayMs'>): EidProvider {
  switch (config.eidProvider) {
    case 'simulated':
      return createSimulatedEidProvider({ delayMs: config.bankIdDelayMs });
    default:
      throw new Error(`e-ID provider ${config.eidProvider} is not available in this build`);
  }
}
