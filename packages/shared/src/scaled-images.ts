/**
 * The widths GET /api/files/:id?width=<w> scales a bike photo or an avatar down to (WebP, its
 * shorter side w pixels), so a list's 64-pixel thumbnail does not load a 3000-pixel phone photo.
 * Three fixed sizes: each is made once and kept beside the original
 * (docs/decisions/071-scaled-photos-and-compressed-answers.md). No zod here: list components import it.
 */
export const scaledImageWidths = [160, 320, 640] as const;
export type ScaledImageWidth = (typeof scaledImageWidths)[number];

/**
 * A `srcset` for an image read through `/api/files/<id>`: the browser picks the smallest scaled
 * copy that is sharp at the displayed size (given by `sizes`) and the screen's density. Undefined
 * for any other URL, which is then shown as it is.
 */
export function scaledImageSrcSet(url: string): string | undefined {
  if (!/^\/api\/files\/[^/?#]+$/u.test(url)) return undefined;
  return scaledImageWidths.map((width) => `${url}?width=${width} ${width}w`).join(', ');
}
