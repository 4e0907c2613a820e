import fastifyMultipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, ZUploadBucket, ZUploadedFile } from '@ramkoll/shared/schemas/upload';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { actorOf } from '../../plugins/auth.js';
import { uploadImage } from '../../services/files/upload-image.js';
import { routeContract } from '../route-contract.js';

/** /api/me/uploads/:bucket: receipt, bike photo and ID photo (/mitt-id) uploads. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here rather than app-wide: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post(
    '/:bucket',
    routeContract({
      access: 'signed-in',
      tags: ['me'],
      summary: 'Upload a receipt, bike photo or ID photo (multipart/form-data, one part named file)',
      consumes: ['multipart/form-data'],
      params: z.object({ bucket: ZUploadBucket }),
      ok: { 201: ZUploadedFile },
      errors: {
        VALIDATION_FAILED: '(unknown bucket)',
        FILE_MISSING: '',
        FORBIDDEN: '(stores; admins outside avatars)',
        FILE_TOO_LARGE: '{maxBytes}',
        FILE_TYPE_NOT_ALLOWED: '',
      },
    }),
    async (request, reply) => {
      const uploaded = await uploadImage({
        db: app.db,
        storage: app.storage,
        actor: actorOf(request),
        bucket: request.params.bucket,
        readBytes: () => readFilePart(request),
      });
      return reply.code(201).send(uploaded);
    },
  );
};

/** The bytes of the part named `file`; the multipart limit tells a too-large file from a whole one. */
export async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('FILE_MISSING');
  const part = await request.file();
  if (!part) throw new AppError('FILE_MISSING');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('FILE_TOO_LARGE', { maxBytes: MAX_UPLOAD_BYTES });
    }
    throw error;
  }
  if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', { maxBytes: MAX_UPLOAD_BYTES });
  // A form whose file input was left empty still sends a part, with no bytes.
  if (part.fieldname !== 'file' || bytes.length === 0) throw new AppError('FILE_MISSING');
  return bytes;
}
