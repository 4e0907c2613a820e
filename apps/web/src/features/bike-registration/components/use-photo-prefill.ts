import type { BikeAnalysis } from '@ramkoll/shared/schemas/analysis';
import type { UploadedFile } from '@ramkoll/shared/schemas/upload';
import { currentLanguage } from '@/lib/i18n';
import { useAnalyzeBikePhoto } from '../api/analyze-bike-photo';

export type PhotoAnalysisStatus = 'idle' | 'analyzing' | 'done' | 'failed';

/**
 * Reads brand, colour and type from an uploaded bike photo (in the UI's language, for the colour
 * word) and hands the findings to the form. Only the answer for the latest photo is used.
 */
export function usePhotoPrefill(onAnalysis: (analysis: BikeAnalysis) => void) {
  const analyze = useAnalyzeBikePhoto();

  const status: PhotoAnalysisStatus = analyze.isPending
    ? 'analyzing'
    : analyze.isError || (analyze.isSuccess && !analyze.data.success)
      ? 'failed'
      : analyze.isSuccess
        ? 'done'
        : 'idle';

  return {
    status,
    analyze: (photo: UploadedFile) =>
      analyze.mutate({ fileId: photo.id, language: currentLanguage() }, { onSuccess: onAnalysis }),
    /** The photo was removed: a late answer for it must not fill anything in. */
    reset: () => analyze.reset(),
  };
}
