/**
 * What an in-app QR scan means (spec section 5 "Search"; docs/product-rules.md "QR stickers"):
 * - a Ramkoll sticker encodes the URL `<PUBLIC_URL>/q/<CODE>`: the sticker's code;
 * - a URL with `?frameNumber=`: that frame number;
 * - JSON `{"frameNumber": …}` (the earlier product's stickers): that frame number;
 * - anything else is plain text taken as a frame number.
 * Values lose everything but letters and digits and are upper-cased; fewer than three
 * characters is no code at all.
 */
export const MIN_SCANNED_CODE_LENGTH = 3;

export interface ScannedCode {
  kind: 'sticker' | 'frame_number';
  value: string;
}

const stickerPath = /\/q\/([^/]+)\/?$/;

export function parseScannedCode(raw: string | null | undefined): ScannedCode | null {
  const text = (raw ?? '').trim();
  if (/^https?:\/\//i.test(text)) return fromUrl(text);
  if (text.startsWith('{')) return fromJson(text);
  return code('frame_number', text);
}

/** A URL that is neither a sticker nor carries a frame number is not a frame number either. */
function fromUrl(text: string): ScannedCode | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const sticker = stickerPath.exec(url.pathname)?.[1];
  if (sticker !== undefined) return code('sticker', safeDecode(sticker));
  const frameNumber = url.searchParams.get('frameNumber');
  return frameNumber === null ? null : code('frame_number', frameNumber);
}

/** Broken JSON is read as plain text, as the earlier product did; JSON without a frame number is nothing. */
function fromJson(text: string): ScannedCode | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return code('frame_number', text);
  }
  if (typeof data !== 'object' || data === null || !('frameNumber' in data)) return null;
  const { frameNumber } = data;
  if (typeof frameNumber === 'string' || typeof frameNumber === 'number') {
    return code('frame_number', String(frameNumber));
  }
  return null;
}

function code(kind: ScannedCode['kind'], value: string): ScannedCode | null {
  const cleaned = value.replace(/[^0-9A-Za-zÅÄÖåäö]/g, '').toUpperCase();
  return cleaned.length < MIN_SCANNED_CODE_LENGTH ? null : { kind, value: cleaned };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
