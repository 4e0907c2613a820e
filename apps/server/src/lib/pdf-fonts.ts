import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * DejaVu Sans, regular and bold, from the `dejavu-fonts-ttf` package (a production dependency, so
 * the image has it; never the system's fonts, which a slim image lacks). It draws Latin with every
 * European accent, Greek, Cyrillic and more than 5,800 other characters, where the standard PDF
 * fonts stop at WinAnsi (docs/decisions/094-csv-formulas-and-unicode-pdfs.md).
 */
const fontFiles = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

const require = createRequire(import.meta.url);

/** Read once per process: about 1.4 MB that every PDF embeds a subset of. */
let loaded: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

function fontBytes(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  loaded ??= Promise.all([
    readFile(require.resolve(fontFiles.regular)),
    readFile(require.resolve(fontFiles.bold)),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      // A missing file is a broken install: fail this PDF and try again on the next one.
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}

type ParsedFont = ReturnType<typeof fontkit.create>;
const parsedFonts = new WeakMap<Uint8Array, ParsedFont>();

/**
 * fontkit as pdf-lib asks for it, except that each font file is parsed once per process instead of
 * once per document: preparing a font's layout tables took about 150 ms of every PDF, now a few.
 * Sharing is safe, as layout and subsetting read the font synchronously and each document keeps
 * its own subset (decision 094). One catch: fontkit keeps each glyph it made, with the characters
 * it was made for, and a subset makes the parts of an accented letter (the D of Ď) with none. A
 * later document drawing that D would then have no text for it (copying gave '\u0001'), so every
 * character's glyph is made first, with its character.
 */
const fontkitParsingOnce = {
  create(data: Uint8Array): ParsedFont {
    let font = parsedFonts.get(data);
    if (!font) {
      font = fontkit.create(data);
      for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
      parsedFonts.set(data, font);
    }
    return font;
  },
};

/**
 * The document's two fonts, subset: only the glyphs drawn are embedded, so a one-page PDF grows
 * by tens of kilobytes, not by the 1.4 MB of the files. Without ligatures: fi stays f and i, so
 * copying or searching "Verifieringskod" finds the letters typed.
 */
export async function embedUnicodeFonts(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  pdf.registerFontkit(fontkitParsingOnce);
  const bytes = await fontBytes();
  const options = { subset: true, features: { liga: false } };
  const [regular, bold] = await Promise.all([
    pdf.embedFont(bytes.regular, options),
    pdf.embedFont(bytes.bold, options),
  ]);
  return { regular, bold };
}

/** What a character without a glyph becomes: visible, so nobody reads a name as complete. */
export const MISSING_CHARACTER = '\uFFFD';

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** The characters as a reader perceives them: an emoji with its modifiers, a letter with its accents. */
export function graphemesOf(text: string): string[] {
  return Array.from(graphemes.segment(text), ({ segment }) => segment);
}

/**
 * DejaVu has Tifinagh letters, but @pdf-lib/fontkit's shaper for that script throws
 * ('regeneratorRuntime is not defined': its build lacks the runtime): drawn as missing. A test
 * lays out every character of both fonts, so another such script would be found.
 */
const unshapeable = /\p{Script=Tifinagh}/u;
/** By the font's own list of code points, which fontkit keeps per parsed font: one set per file. */
const characterSets = new WeakMap<number[], Set<number>>();

function characterSetOf(font: PDFFont): Set<number> {
  const codePoints = font.getCharacterSet();
  let known = characterSets.get(codePoints);
  if (!known) {
    known = new Set(codePoints);
    characterSets.set(codePoints, known);
  }
  return known;
}

/**
 * Text the font can draw, whatever a person typed: composed (NFC), control characters and line
 * breaks as spaces (one value stays one line), and each character as the reader perceives it (an
 * emoji with its modifiers, a letter with its accents) kept when the font has every part of it,
 * else without its accents when that is drawable (a rare accent on a Latin letter), else one
 * MISSING_CHARACTER. So no text can make a PDF fail.
 */
export function drawable(font: PDFFont, text: string): string {
  const known = characterSetOf(font);
  const has = (part: string) => [...part].every((char) => known.has(char.codePointAt(0) ?? -1));
  const flat = text.normalize('NFC').replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ');
  let out = '';
  for (const segment of graphemesOf(flat)) {
    if (has(segment) && !unshapeable.test(segment)) {
      out += segment;
      continue;
    }
    const bare = segment.normalize('NFD').replace(/\p{M}/gu, '');
    out += bare !== '' && has(bare) && !unshapeable.test(bare) ? bare : MISSING_CHARACTER;
  }
  return out;
}
