import { z } from 'zod';
import { layoutNames } from './document.js';
import { personalNumberForms } from './swedish-ids.js';

/**
 * The manifest of a generated corpus: what each image shows, what the user types, which check a
 * negative must fail, and every degradation applied. Written as zod so a cached manifest read back
 * from disk is checked, not trusted.
 */

/** The three checks of a receipt verification (spec section 3). */
export const checkNames = ['frame', 'personalNumber', 'seller'] as const;
export const ZCheckName = z.enum(checkNames);
export type CheckName = z.infer<typeof ZCheckName>;

/**
 * Negatives and the check each must fail:
 * - frame-one-character: printed frame number differs from the typed one in one character that
 *   is not an OCR look-alike;
 * - other-personal-number: someone else's valid personnummer is printed;
 * - no-seller: no name with legal form, no org number, no seller label;
 * - no-frame-no-personal-number: neither is printed.
 */
export const negativeKinds = [
  'frame-one-character',
  'other-personal-number',
  'no-seller',
  'no-frame-no-personal-number',
] as const;
export const ZNegativeKind = z.enum(negativeKinds);
export type NegativeKind = z.infer<typeof ZNegativeKind>;

export const mustFailOf: Record<NegativeKind, CheckName[]> = {
  'frame-one-character': ['frame'],
  'other-personal-number': ['personalNumber'],
  'no-seller': ['seller'],
  'no-frame-no-personal-number': ['frame', 'personalNumber'],
};

const ZRgb = z.tuple([z.number(), z.number(), z.number()]);

/** How the phone saw the sheet. */
export const ZCamera = z.object({
  width: z.number().int(),
  height: z.number().int(),
  /** Degrees, -5..5. */
  rotation: z.number(),
  /** Slightly different scale across and along, and a shear: a phone not held quite parallel. */
  scaleX: z.number(),
  scaleY: z.number(),
  shear: z.number(),
  /** Where the sheet's centre lies, as fractions of the frame. */
  centreX: z.number(),
  centreY: z.number(),
  table: z.enum(['wood', 'grey desk', 'white desk', 'dark desk', 'fabric']),
  shadow: z.number(),
  light: z.enum(['even', 'gradient', 'vignette', 'lamp spot']),
  /** 0–1: how much darker the dark side is. */
  lightStrength: z.number(),
  lightAngle: z.number(),
  tint: ZRgb,
  blurSigma: z.number(),
  noiseSigma: z.number(),
  jpegQuality: z.number().int(),
});
export type Camera = z.infer<typeof ZCamera>;

export const ZCorpusEntry = z.object({
  id: z.string(),
  /** File name inside the corpus directory. */
  file: z.string(),
  negative: ZNegativeKind.nullable(),
  mustFail: z.array(ZCheckName),
  /** What the user types in the form: the bike's true frame number. */
  typedFrameNumber: z.string(),
  printedFrameNumber: z.string().nullable(),
  /** The account's own personnummer, 12 digits. */
  accountPersonalNumber: z.string(),
  printedPersonalNumber: z.string().nullable(),
  personalNumberForm: z.enum(personalNumberForms),
  buyerName: z.string(),
  sellerStyle: z.enum(['name-and-org', 'name-only', 'org-only', 'labelled', 'none']),
  shopName: z.string().nullable(),
  printedOrgNumber: z.string().nullable(),
  layout: z.enum(layoutNames),
  language: z.enum(['sv', 'en']),
  font: z.string(),
  /** Body text size on the photo, in pixels (capitals are about 0.73 of it). */
  bodyPx: z.number(),
  paper: z.object({
    thermal: z.boolean(),
    inkStrength: z.number(),
    streaks: z.number().int(),
    fadeAlong: z.number(),
    crease: z.boolean(),
  }),
  camera: ZCamera,
  /** A short human-readable list for the report: "rot -3.2°, blur 0.9, jpeg 41, …". */
  degradations: z.string(),
  bytes: z.number().int(),
});
export type CorpusEntry = z.infer<typeof ZCorpusEntry>;

export const ZCorpusManifest = z.object({
  generatorVersion: z.number().int(),
  seed: z.number().int(),
  positives: z.number().int(),
  negatives: z.number().int(),
  fonts: z.array(z.string()),
  entries: z.array(ZCorpusEntry),
});
export type CorpusManifest = z.infer<typeof ZCorpusManifest>;
