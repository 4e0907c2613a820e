import { ZRewardFlagsResponse } from '@ramkoll/shared/schemas/recovery';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import { listRewardFlags } from '../../services/recovery/list-reward-flags.js';
import { routeContract } from '../route-contract.js';

/**
 * /api/admin/reward-flags: owner–finder pairs whose finder's rewards look farmed (decision 095).
 * The admin area's hook allows admins only; like every answer that is not public, it is sent
 * `private, no-store` (plugins/private-answers.ts).
 */
export const rewardFlagAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    routeContract({
      access: ['admin'],
      tags: ['admin'],
      summary:
        "Owner–finder pairs whose confirmed recoveries raise a signal of the finder's reward rules, latest first",
      ok: { 200: ZRewardFlagsResponse },
    }),
    (request) => listRewardFlags({ db: app.db, actor: actorOf(request), now: app.auth.clock.now() }),
  );
  done();
};
