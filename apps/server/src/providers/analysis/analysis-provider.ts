import type { BikeType } from '@ramkoll/shared/schemas/bike';
import type { ColourKey } from '@ramkoll/shared/rules/colour-words';

/** Text read from an image. */
export interface TextReading {
  text: string;
  /** 0–1, as the engine rates its own reading. */
  confidence: number;
  /** The lines of `text`, in order, with where each lies on the image as the provider read it. */
  lines: TextLine[];
  /** The height of the image the lines lie on, in their boxes' terms. */
  pageHeight: number;
}

/** One line of a reading; `box` is the provider's own, to be handed back to rereadLines. */
export interface TextLine {
  text: string;
  box: { left: number; top: number; width: number; height: number };
}

/** How a closer look may end early. */
export interface RereadOptions {
  /**
   * True when the text read so far settles the question (every check passes): a provider that
   * reads the lines in more than one way may then skip the ways not yet started.
   */
  enough?: (text: string) => boolean;
}

/** What a photo of a bike shows; null where it does not show it. */
export interface BikeDescription {
  brand: string | null;
  model: string | null;
  colour: ColourKey | null;
  bikeType: BikeType | null;
  /** 0–1, over the fields found; 0 when none was. */
  confidence: number;
}

/**
 * Reads receipts and describes bike photos (docs/decisions/008-receipt-ocr-in-process.md). The
 * built-in provider runs OCR and colour analysis on this machine; an external vision service fits
 * behind the same interface and is given to buildApp as `deps.analysis`.
 */
export interface AnalysisProvider {
  /** Stored with each receipt scan, so a later change of engine can be told apart. */
  readonly engine: string;
  /**
   * How many different readings readText can make of one image: attempt 0 is the usual one,
   * later attempts prepare the image another way, for when the first reading did not verify.
   */
  readonly textAttempts: number;
  /** Throws UnreadableImageError for bytes that are not a decodable image. */
  readText(image: Buffer, attempt?: number): Promise<TextReading>;
  /**
   * A closer look at some lines of the first reading (attempt 0) of the same image: each read
   * again alone, larger and prepared another way. The text of those lines, in the order given;
   * much quicker than reading the page again. Throws UnreadableImageError as readText does.
   */
  rereadLines(image: Buffer, lines: TextLine[], options?: RereadOptions): Promise<string>;
  /** Throws UnreadableImageError for bytes that are not a decodable image. */
  describeBike(image: Buffer): Promise<BikeDescription>;
  /**
   * Gets ready before the first request (loads an OCR model, opens a connection), so the first
   * people to verify a receipt do not wait for it; the server calls it once it listens. Optional.
   */
  warmUp?(): Promise<void>;
  /** Frees workers or connections; the app calls it when it closes. */
  close(): Promise<void>;
}

/** The image could not be decoded or read in time: the caller's file, not the server, is at fault. */
export class UnreadableImageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnreadableImageError';
  }
}
