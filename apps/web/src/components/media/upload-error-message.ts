import type { TFunction } from 'i18next';
import { clientErrorCodes, isApiError, type ApiError } from '@/lib/api-client';
import type { ImageUploadState } from './use-image-upload';

/** Server codes whose own words say what was wrong with the file. */
const fileCodes = new Set(['FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE', 'FILE_MISSING', 'NETWORK_ERROR']);

/** A proxy in front of the API may refuse a large or odd file itself, with a status but no code. */
function codeOf(error: ApiError): string {
  if (error.code !== clientErrorCodes.unknown) return error.code;
  if (error.status === 413) return 'FILE_TOO_LARGE';
  if (error.status === 415) return 'FILE_TYPE_NOT_ALLOWED';
  return error.code;
}

/**
 * The field's message: a refused choice in the spec's words ('Endast JPEG, PNG och WebP filer är
 * tillåtna', 'Filen är för stor. Maximal storlek är 5MB'), a failed upload as 'Fel vid
 * uppladdning: …' with the reason.
 */
export function uploadErrorMessage(
  state: ImageUploadState,
  t: TFunction<['media', 'errors']>,
): string | null {
  if (state.status === 'rejected') return t(`errors:${state.problem}`);
  if (state.status !== 'failed') return null;
  const code = isApiError(state.error) ? codeOf(state.error) : null;
  const reason = code !== null && fileCodes.has(code) ? t(`errors:${code}`, { defaultValue: '' }) : '';
  return t('media:upload_failed', { reason: reason || t('media:upload_failed_reason') });
}
