import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import { ZStickerResponse } from '@ramkoll/shared/schemas/sticker';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../plugins/auth.js';
import { getSticker } from '../../services/stickers/get-sticker.js';

/** GET /api/stickers/:code: what a sticker's QR opens (`/q/<code>`), for everyone. */
export const stickersRoute: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/stickers/:code',
    {
      schema: {
        tags: ['public'],
        summary: 'The bike a QR sticker is on, as a public card; null when it is on no bike',
        description:
          'Visitors get the card without photo, place or descriptions (details: false). Errors: 400 ' +
          'VALIDATION_FAILED {field: code, problem: invalid}, 404 STICKER_NOT_FOUND.',
        params: z.object({ code: z.string().max(64) }),
        response: { 200: ZStickerResponse, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = await authenticate(request);
      const actor = session ? { userId: session.user.id, role: session.user.role } : null;
      return getSticker({ db: app.db, actor, code: request.params.code });
    },
  );
  done();
};
