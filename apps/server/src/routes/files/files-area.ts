import { roles } from '@ramkoll/shared/roles';
import { scaledImageWidths } from '@ramkoll/shared/scaled-images';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireArea, sessionOf } from '../../plugins/auth.js';
import { openFile } from '../../services/files/open-file.js';
import { routeContract } from '../route-contract.js';

/**
 * /api/files/:id: the only way to read an uploaded file (docs/product-rules.md: no file is public). Any
 * signed-in user may ask; the service decides per file and answers 404 to everyone else.
 */
export const filesArea: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', requireArea({ roles }));

  app.get(
    '/files/:id',
    routeContract({
      access: 'signed-in',
      tags: ['files'],
      summary: 'An uploaded image, for those allowed to see it',
      params: z.object({ id: z.string() }),
      querystring: z.object({
        width: z.coerce
          .number()
          .pipe(z.literal(scaledImageWidths))
          .optional()
          .describe(
            'A bike photo or avatar scaled down (WebP, shorter side this many pixels); receipts and ID photos are always sent whole',
          ),
      }),
      // Bytes, not JSON: Fastify sends a Buffer as it is, without the serializer.
      ok: {
        200: z.unknown().describe('The image (image/jpeg, image/png or image/webp; image/webp when scaled)'),
      },
      errors: { FILE_NOT_FOUND: '(unknown, or not mine to see)' },
    }),
    async (request, reply) => {
      const { user } = sessionOf(request);
      const file = await openFile({
        db: app.db,
        storage: app.storage,
        actor: { userId: user.id, role: user.role },
        verifiedStoreId: user.store?.staffCodeVerified ? user.store.id : null,
        fileId: request.params.id,
        width: request.query.width,
        onKeepFailed: (error) => request.log.warn({ err: error }, 'a scaled image could not be kept'),
      });
      // Like every signed-in answer, never cached (plugins/private-answers.ts, decision 093): a
      // hidden bike photo or an avatar must not stay on a shared computer after sign-out.
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', file.bytes.length)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .send(file.bytes);
    },
  );
  done();
};
