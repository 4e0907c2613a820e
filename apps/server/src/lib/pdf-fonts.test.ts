import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import fc from 'fast-check';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pdfText } from '../../test/pdf-text.js';
import { drawable, embedUnicodeFonts, MISSING_CHARACTER } from './pdf-fonts.js';

let pdf: PDFDocument;
let regular: PDFFont;
let bold: PDFFont;

beforeAll(async () => {
  pdf = await PDFDocument.create();
  ({ regular, bold } = await embedUnicodeFonts(pdf));
});

/**
 * Text in any script, emoji with skin tones and joiners, controls, lone surrogates, and runs of
 * the font's own characters (scripts, marks and joiners mixed as no person would).
 */
function anyText(font: PDFFont) {
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)) }),
    fc
      .array(fc.constantFrom(...font.getCharacterSet()), { maxLength: 30 })
      .map((codePoints) => String.fromCodePoint(...codePoints)),
  );
}

describe('fonts parsed once for every document', () => {
  // First in the file, so that no other test has drawn a plain D yet.
  it('still map each letter back to its text after another document drew it only inside an accented one', async () => {
    const draw = async (text: string) => {
      const document = await PDFDocument.create();
      const fonts = await embedUnicodeFonts(document);
      document.addPage().drawText(text, { x: 10, y: 700, font: fonts.bold });
      return pdfText(await document.save());
    };
    // Ď is drawn from the outline of D; the subset reaches D as a part, not as a character.
    expect(await draw('Ď')).toBe('Ď');
    expect(await draw('DAD')).toBe('DAD');
  });

  it('draw f and i as two letters, so the text copied is the text typed', async () => {
    const document = await PDFDocument.create();
    const fonts = await embedUnicodeFonts(document);
    document.addPage().drawText('Verifieringskod, officiell', { x: 10, y: 700, font: fonts.regular });
    const bytes = await document.save();
    expect(await pdfText(bytes)).toBe('Verifieringskod, officiell');
    // 26 characters, 26 glyphs: no ligature replaced two or three letters with one.
    expect(fonts.regular.encodeText('Verifieringskod, officiell').asString()).toHaveLength(26 * 4);
  });
});

describe('drawable', () => {
  it('keeps Latin with every European accent, Greek and Cyrillic as written', () => {
    for (const text of ['Łódź', 'Žluťoučký kůň', 'Ελένη Παπαδοπούλου', 'Жанна Петрова', 'Åsa Öberg-Ärlig']) {
      expect(drawable(regular, text)).toBe(text);
      expect(drawable(bold, text)).toBe(text);
    }
  });

  it('draws one visible U+FFFD for each character the font lacks, an emoji sequence counting as one', () => {
    expect(drawable(regular, 'Elda 🚲')).toBe(`Elda ${MISSING_CHARACTER}`);
    expect(drawable(regular, '漢字')).toBe(MISSING_CHARACTER.repeat(2));
    // A family (four people joined by U+200D), a flag and a thumb with a skin tone.
    expect(drawable(regular, '👨‍👩‍👧‍👦🇸🇪👍🏽')).toBe(MISSING_CHARACTER.repeat(3));
    expect(drawable(regular, 'a\uD800b')).toBe(`a${MISSING_CHARACTER}b`);
    // DejaVu has Tifinagh, but the layout engine cannot shape it.
    expect(drawable(regular, 'ⴰⵣⵓⵍ')).toBe(MISSING_CHARACTER.repeat(4));
  });

  it('composes accents, and keeps one value on one line', () => {
    expect(drawable(regular, 'Lo\u0301dz\u0301')).toBe('Lódź');
    expect(drawable(regular, 'rad ett\nrad två\r\n\tslut\u2028')).toBe('rad ett rad två   slut ');
  });

  it('lays out every character of both fonts without an error', () => {
    for (const font of [regular, bold]) {
      // Alone (the shaper follows the script of the text) and between Latin letters.
      const failing = font.getCharacterSet().filter((codePoint) => {
        const char = String.fromCodePoint(codePoint);
        try {
          font.encodeText(drawable(font, char));
          font.encodeText(drawable(font, `a${char}b`));
          return false;
        } catch {
          return true;
        }
      });
      expect(failing.map((codePoint) => codePoint.toString(16))).toEqual([]);
    }
  });

  it('gives the font only what it has, so drawing any text never throws (fuzz)', () => {
    const page = pdf.addPage();
    fc.assert(
      fc.property(anyText(regular), (text) => {
        for (const font of [regular, bold]) {
          const safe = drawable(font, text);
          const known = new Set(font.getCharacterSet());
          expect([...safe].every((char) => known.has(char.codePointAt(0) ?? -1))).toBe(true);
          page.drawText(safe, { x: 10, y: 10, size: 10, font });
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  });
});

describe('the embedded fonts', () => {
  it('are subsets whose glyphs are the source glyphs, outline for outline (Latin, Greek, Cyrillic)', async () => {
    // @pdf-lib/fontkit's subsetter is known to blank some glyphs of some fonts (short loca offsets,
    // composite glyphs); this holds it to DejaVu's own outlines for every letter we promise.
    const require = createRequire(import.meta.url);
    for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
      const font = fontkit.create(await readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
      const glyphs = font.characterSet
        .filter((codePoint) => codePoint >= 0x20 && codePoint <= 0x52f)
        .map((codePoint) => font.glyphForCodePoint(codePoint));
      expect(glyphs.length).toBeGreaterThan(1000);
      const subset = font.createSubset();
      const ids = glyphs.map((glyph) => subset.includeGlyph(glyph));
      const parts: Uint8Array[] = [];
      await new Promise((done) => {
        subset
          .encodeStream()
          .on('data', (part: Uint8Array) => parts.push(part))
          .on('end', done);
      });
      const embedded = fontkit.create(Buffer.concat(parts));
      const differing = glyphs.filter(
        (glyph, index) => embedded.getGlyph(ids[index] ?? 0).path.toSVG() !== glyph.path.toSVG(),
      );
      expect(differing.map((glyph) => String.fromCodePoint(...glyph.codePoints)).join('')).toBe('');
    }
  });

  it('come from production dependencies, which the image installs (Dockerfile, stage deps)', async () => {
    const manifest = z
      .object({ dependencies: z.record(z.string(), z.string()) })
      .parse(JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')));
    expect(Object.keys(manifest.dependencies)).toEqual(
      expect.arrayContaining(['dejavu-fonts-ttf', '@pdf-lib/fontkit']),
    );
  });

  it('put the text into the PDF so that a reader copies it back', async () => {
    const document = await PDFDocument.create();
    const fonts = await embedUnicodeFonts(document);
    const page = document.addPage();
    page.drawText(drawable(fonts.regular, 'Łódź Ελένη Жанна 🚲'), { x: 10, y: 700, font: fonts.regular });
    page.drawText(drawable(fonts.bold, 'Čeněk Ďurović'), { x: 10, y: 680, font: fonts.bold });
    const bytes = await document.save();
    expect(await pdfText(bytes)).toBe(`Łódź Ελένη Жанна ${MISSING_CHARACTER}\nČeněk Ďurović`);
    // Subset: a few kilobytes of glyphs, not the 1.4 MB of the two files.
    expect(bytes.length).toBeLessThan(40_000);
  });
});
