import { parseScannedCode } from '@ramkoll/shared/rules/scanned-code';

/**
 * What a QR code scanned on the home screen searches for (spec section 5 "Search"): a sticker's
 * code or a frame number (JSON frameNumber, a URL, or plain text), letters and digits only,
 * upper-cased, at least three characters; null when the code holds nothing to search for. The
 * server matches sticker codes and frame numbers alike.
 */
export function searchTextFromScan(text: string): string | null {
  return parseScannedCode(text)?.value ?? null;
}
