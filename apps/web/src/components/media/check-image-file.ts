import { allowedImageTypes, MAX_UPLOAD_BYTES } from '@ramkoll/shared/schemas/upload';

/** The accept attribute of every image input: the three formats the server takes. */
export const imageAccept = allowedImageTypes.join(',');

/** Why a chosen file is refused before upload, as the error code the server would answer. */
export type ImageFileProblem = 'FILE_TYPE_NOT_ALLOWED' | 'FILE_TOO_LARGE';

function isAllowedType(type: string): boolean {
  return (allowedImageTypes as readonly string[]).includes(type);
}

/**
 * A quick check before a file is sent (spec section 5 "Image upload"), so a person hears at once
 * that a PDF or a 12 MB photo will not do. The server checks the content again; this only looks
 * at the declared type and the size.
 */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!isAllowedType(file.type)) return 'FILE_TYPE_NOT_ALLOWED';
  if (file.size > MAX_UPLOAD_BYTES) return 'FILE_TOO_LARGE';
  return null;
}
