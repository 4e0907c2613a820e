import { useQuery } from '@tanstack/react-query';
import { ZStickerResponse } from '@ramkoll/shared/schemas/sticker';
import { apiJson } from '@/lib/api-client';

/** GET /api/stickers/:code: the bike a sticker is on, for everyone. */
export function getSticker(code: string) {
  return apiJson(`/api/stickers/${encodeURIComponent(code)}`, ZStickerResponse);
}

export function useSticker(code: string, signedIn: boolean) {
  return useQuery({
    // Signed in or not, the same code shows a different card.
    queryKey: ['sticker', code, signedIn],
    queryFn: () => getSticker(code),
    // An unknown code stays unknown; a second request would only delay the answer.
    retry: false,
  });
}
