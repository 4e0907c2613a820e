import { parseFrameNumber } from '@ramkoll/shared/rules/frame-number';
import { parseScannedCode } from '@ramkoll/shared/rules/scanned-code';

/**
 * What a QR code scanned from the registration form gives: a frame number for the field, or why
 * not. A Ramkoll sticker's code names a sticker, not a frame (docs/product-rules.md "QR stickers"), so it
 * is not taken as one.
 */
export type ScannedFrameNumber =
  | { ok: true; frameNumber: string }
  | { ok: false; problem: 'scanned_code_invalid' | 'sticker' | 'frame_number_invalid' };

export function frameNumberFromScan(text: string): ScannedFrameNumber {
  const code = parseScannedCode(text);
  if (!code) return { ok: false, problem: 'scanned_code_invalid' };
  if (code.kind === 'sticker') return { ok: false, problem: 'sticker' };
  const parsed = parseFrameNumber(code.value);
  return parsed.ok
    ? { ok: true, frameNumber: parsed.frameNumber }
    : { ok: false, problem: 'frame_number_invalid' };
}
