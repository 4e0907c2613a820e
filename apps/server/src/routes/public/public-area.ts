import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRoute } from './contact.js';
import { healthRoute } from './health.js';
import { partnersRoute } from './partners.js';
import { partnershipRoutes } from './partnership.js';
import { businessRequestRoutes } from './business-requests.js';
import { pointPackagesRoute } from './point-packages.js';
import { stickersRoute } from './stickers.js';

/** /api/*: open to everyone, signed in or not. */
export const publicArea: FastifyPluginAsyncZod<{ version: string; supportEmail: string }> = async (
  app,
  { version, supportEmail },
) => {
  await app.register(healthRoute, { version });
  await app.register(partnersRoute);
  await app.register(partnershipRoutes);
  await app.register(businessRequestRoutes);
  await app.register(pointPackagesRoute);
  await app.register(contactRoute, { supportEmail });
  await app.register(stickersRoute);
};
