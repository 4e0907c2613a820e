import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';
import type { ImageUploadState } from './use-image-upload';

/** Server codes whose own words say what was wrong with the file. */
const fileCodes = new Set(['FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE', 'FILE_MISSING', 'NETWORK_ERROR']);

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
  const code = isApiError(state.error) ? state.error.code : null;
  const reason = code !== null && fileCodes.has(code) ? t(`errors:${code}`, { defaultValue: '' }) : '';
  return t('media:upload_failed', { reason: reason || t('media:upload_failed_reason') });
}
