/**
 * Frame numbers (spec section 5): trimmed, 6–20 letters and digits. Å, Ä and Ö count as letters
 * (docs/product-rules.md "Bikes, search and stickers"). One rule for the form, the server and the
 * database's check constraint, which is written from FRAME_NUMBER_PATTERN.
 */
export const FRAME_NUMBER_MIN_LENGTH = 6;
export const FRAME_NUMBER_MAX_LENGTH = 20;

/** Kept as a string: the database check constraint is generated from the same text. */
export const FRAME_NUMBER_PATTERN = '^[0-9A-Za-zÅÄÖåäö]{6,20}$';

const frameNumberRegex = new RegExp(FRAME_NUMBER_PATTERN);

/** The web shows the spec's words for each (i18n `validation.<problem>`). */
export type FrameNumberProblem = 'frame_number_required' | 'frame_number_invalid';

export type FrameNumberResult =
  { ok: true; frameNumber: string } | { ok: false; problem: FrameNumberProblem };

/** The trimmed frame number, or why it is refused. */
export function parseFrameNumber(input: string | null | undefined): FrameNumberResult {
  const frameNumber = (input ?? '').trim();
  if (frameNumber === '') return { ok: false, problem: 'frame_number_required' };
  if (!frameNumberRegex.test(frameNumber)) return { ok: false, problem: 'frame_number_invalid' };
  return { ok: true, frameNumber };
}
