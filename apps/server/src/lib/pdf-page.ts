import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const ink = rgb(0.05, 0.18, 0.24);
const muted = rgb(0.35, 0.4, 0.45);
const LEFT = 56;

/**
 * Text the standard fonts can draw. They encode WinAnsi (Latin-1 plus a few), which covers
 * Swedish and most Western names; a letter outside it loses its accent if it has one (ł stays ?,
 * ō becomes o) instead of the whole PDF failing. Decision 090 on why we keep standard fonts.
 */
export function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      if (known.has(char.codePointAt(0) ?? 0)) return char;
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      return [...bare].every((part) => known.has(part.codePointAt(0) ?? 0)) && bare !== '' ? bare : '?';
    })
    .join('');
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
  const page: PDFPage = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
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
      for (const [label, value] of rows) {
        text(label, LEFT, 10, regular, muted);
        text(value, LEFT + labelWidth, 11, bold);
        y -= 22;
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
