import { z } from 'zod';

/**
 * Uploads (spec sections 3 "Storage buckets", 5 "Image upload", 9 limits). The server checks the
 * content (magic bytes), never the file name or the declared type, re-encodes images (EXIF and GPS
 * removed) and stores them under the uploader's id. No file is public (docs/product-rules.md): every file is
 * read through GET /api/files/:id, which checks who may see it.
 */

/** Buckets a person can upload to: the bike forms, the ID photo at /mitt-id, the /settings avatar. */
export const uploadBuckets = ['receipts', 'bike-photos', 'id-documents', 'avatars'] as const;
export const ZUploadBucket = z.enum(uploadBuckets);
export type UploadBucket = z.infer<typeof ZUploadBucket>;

/** 5 MB (spec section 9: 5242880 bytes). */
export const MAX_UPLOAD_BYTES = 5_242_880;

/** What the upload accepts, by content (spec section 5: JPEG, PNG, WebP only). */
export const allowedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AllowedImageType = (typeof allowedImageTypes)[number];

/**
 * POST /api/me/uploads/:bucket, multipart/form-data with one part named `file`.
 * Errors: 400 FILE_MISSING, 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED (not JPEG/PNG/WebP by
 * content, or an image that cannot be decoded), 403 FORBIDDEN (not a customer).
 */
export const ZUploadedFile = z.object({
  id: z.uuid(),
  bucket: ZUploadBucket,
  /** Of the stored, re-encoded image. */
  mimeType: z.enum(allowedImageTypes),
  sizeBytes: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** `/api/files/<id>`: readable only by those docs/product-rules.md allows. */
  url: z.string(),
});
export type UploadedFile = z.infer<typeof ZUploadedFile>;

export function fileUrl(fileId: string): string {
  return `/api/files/${fileId}`;
}
