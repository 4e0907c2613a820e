import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawable, embedUnicodeFonts, graphemesOf } from './pdf-fonts.js';

const ink = rgb(0.05, 0.18, 0.24);
const muted = rgb(0.35, 0.4, 0.45);
const LEFT = 56;
const PAGE_WIDTH = 595.28;
/**
 * A value a person typed (a bike's name, a buyer's name and e-mail) wraps onto at most this many
 * lines and is cut with '…' after them: the rows below, the verification code among them, stay
 * on the page whatever was typed.
 */
const VALUE_LINES = 3;

/** More than any three lines hold: a longer value is not measured to the end. */
const MEASURED_GRAPHEMES = 500;
const ELLIPSIS = '\u2026';

/**
 * Drawable text in at most `maxLines` lines no wider than `width` (as `widthOf` measures), broken
 * after a space where one fits and between two characters where none does (an e-mail address, a
 * long word); the last line ends in '…' when text is left over.
 */
export function wrapText(
  text: string,
  maxLines: number,
  width: number,
  widthOf: (text: string) => number,
): string[] {
  const all = graphemesOf(text);
  const parts = all.slice(0, MEASURED_GRAPHEMES);
  const widths = new Map<string, number>();
  const measure = (part: string) => {
    const known = widths.get(part) ?? widthOf(part);
    widths.set(part, known);
    return known;
  };
  const lines: string[][] = [];
  let start = 0;
  while (start < parts.length && lines.length < maxLines) {
    let end = start;
    let used = 0;
    let afterSpace = -1;
    for (; end < parts.length && used + measure(parts[end] ?? '') <= width; end++) {
      used += measure(parts[end] ?? '');
      if (parts[end] === ' ') afterSpace = end + 1;
    }
    if (end < parts.length && afterSpace > start) end = afterSpace;
    end = Math.max(end, start + 1);
    lines.push(parts.slice(start, end));
    start = end;
  }
  const last = lines.at(-1);
  if (last && start < all.length) {
    while (last.length > 0 && last.reduce((sum, part) => sum + measure(part), measure(ELLIPSIS)) > width) {
      last.pop();
    }
    last.push(ELLIPSIS);
  }
  return lines.map((line) => line.join('').trimEnd());
}

/** One A4 page in Ramkoll's plain layout: the name, a title, label and value rows, small print. */
export interface PdfPage {
  /** The title under 'Ramkoll', and one muted line under it. */
  heading(title: string, subline: string): void;
  /** Label on the left, value in bold beside it. */
  rows(rows: readonly (readonly [string, string])[], options?: { labelWidth?: number }): void;
  /** Small muted lines. */
  notes(lines: readonly string[]): void;
  /** Moves the pen down. */
  gap(points: number): void;
  /** A framed box with a label and a large value (the bill of sale's verification code). */
  framed(label: string, value: string): void;
  save(): Promise<Uint8Array>;
}

export async function createPdfPage(meta: { title: string; createdAt: Date }): Promise<PdfPage> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setAuthor('Ramkoll');
  pdf.setCreationDate(meta.createdAt);
  const page: PDFPage = pdf.addPage([PAGE_WIDTH, 841.89]);
  // DejaVu Sans, not the standard fonts: a name or a bike in any European script prints as
  // written, and nothing a person typed can make the PDF fail (decision 094).
  const { regular, bold } = await embedUnicodeFonts(pdf);
  let y = 780;
  const text = (value: string, x: number, size: number, font: PDFFont, color = ink) =>
    page.drawText(drawable(font, value), { x, y, size, font, color });

  return {
    heading(title, subline) {
      text('Ramkoll', LEFT, 22, bold);
      y -= 30;
      text(title, LEFT, 16, bold);
      y -= 18;
      text(subline, LEFT, 10, regular, muted);
      y -= 30;
    },
    rows(rows, { labelWidth = 210 } = {}) {
      const width = PAGE_WIDTH - 2 * LEFT - labelWidth;
      for (const [label, value] of rows) {
        text(label, LEFT, 10, regular, muted);
        const lines = wrapText(drawable(bold, value), VALUE_LINES, width, (part) =>
          bold.widthOfTextAtSize(part, 11),
        );
        for (const [index, line] of lines.entries()) {
          page.drawText(line, { x: LEFT + labelWidth, y: y - index * 14, size: 11, font: bold, color: ink });
        }
        y -= 22 + Math.max(0, lines.length - 1) * 14;
      }
    },
    notes(lines) {
      for (const line of lines) {
        text(line, LEFT, 9, regular, muted);
        y -= 14;
      }
    },
    gap(points) {
      y -= points;
    },
    framed(label, value) {
      page.drawRectangle({
        x: LEFT - 8,
        y: y - 44,
        width: 495,
        height: 62,
        borderColor: ink,
        borderWidth: 1,
      });
      text(label, LEFT, 10, regular, muted);
      y -= 26;
      text(value, LEFT, 20, bold);
      y -= 46;
    },
    save: () => pdf.save(),
  };
}
