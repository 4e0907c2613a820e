import { useMutation } from '@tanstack/react-query';
import { ZBikeAnalysis, type BikeAnalysis } from '@ramkoll/shared/schemas/analysis';
import type { Language } from '@ramkoll/shared/schemas/language';
import { apiJson } from '@/lib/api-client';

/** POST /api/me/analysis/bike-image: brand, colour (in `language`) and type read from a photo. */
export function analyzeBikePhoto(bikePhotoFileId: string, language: Language): Promise<BikeAnalysis> {
  return apiJson('/api/me/analysis/bike-image', ZBikeAnalysis, {
    method: 'POST',
    body: { bikePhotoFileId, language },
  });
}

export function useAnalyzeBikePhoto() {
  return useMutation({
    mutationFn: ({ fileId, language }: { fileId: string; language: Language }) =>
      analyzeBikePhoto(fileId, language),
  });
}
