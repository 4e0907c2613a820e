import { ZStickerResponse } from '@ramkoll/shared/schemas/sticker';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../plugins/auth.js';
import { getSticker } from '../../services/stickers/get-sticker.js';
import { routeContract } from '../route-contract.js';

/** GET /api/stickers/:code: what a sticker's QR opens (`/q/<code>`), for everyone. */
export const stickersRoute: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/stickers/:code',
    routeContract({
      access: 'public',
      tags: ['public'],
      summary: 'The bike a QR sticker is on, as a public card; null when it is on no bike',
      description: 'Visitors get the card without photo, place or descriptions (details: false).',
      params: z.object({ code: z.string().max(64) }),
      ok: { 200: ZStickerResponse },
      errors: { VALIDATION_FAILED: '{field: code, problem: invalid}', STICKER_NOT_FOUND: '' },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = await authenticate(request);
      // A temporary password opens nothing but its change (decision 091): the visitor's card.
      const signedIn = session && !session.user.mustChangePassword;
      const actor = signedIn ? { userId: session.user.id, role: session.user.role } : null;
      return getSticker({ db: app.db, actor, code: request.params.code });
    },
  );
  done();
};
