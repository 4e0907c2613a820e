import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { encode } from 'uqr';
import { STICKERS_PER_SHEET } from '@ramkoll/shared/schemas/qr-print';

/** Points per millimetre. */
const MM = 72 / 25.4;
const A4 = { width: 210 * MM, height: 297 * MM };
/** The common 24-up sheet: 3 columns × 8 rows of 70 × 37 mm, 0.5 mm above and below. */
export const sheetLayout = { columns: 3, rows: 8, width: 70 * MM, height: 37 * MM, top: 0.5 * MM } as const;
const QR_SIZE = 29 * MM;
const PADDING = 4 * MM;
const ink = rgb(0.05, 0.3, 0.39);
const black = rgb(0, 0, 0);

/** What a sticker's QR holds: `<PUBLIC_URL>/q/<CODE>` (decision 032). */
export function stickerUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/q/${code}`;
}

/** The QR modules (true = dark), error correction M, no quiet zone (the label's padding is it). */
export function stickerMatrix(url: string): boolean[][] {
  return encode(url, { ecc: 'M', border: 0 }).data;
}

/** The Ramkoll mark (public/favicon.svg) drawn as vectors, `size` points square, top-left at x, y. */
function drawLogo(page: PDFPage, x: number, y: number, size: number) {
  const scale = size / 64;
  const white = rgb(1, 1, 1);
  page.drawSvgPath(
    'M14 0 H50 A14 14 0 0 1 64 14 V50 A14 14 0 0 1 50 64 H14 A14 14 0 0 1 0 50 V14 A14 14 0 0 1 14 0 Z',
    {
      x,
      y,
      scale,
      color: ink,
    },
  );
  const stroke = { x, y, scale, borderColor: white, borderWidth: 3.5 * scale };
  page.drawSvgPath('M8 40 A10 10 0 1 0 28 40 A10 10 0 1 0 8 40 Z', stroke);
  page.drawSvgPath('M36 40 A10 10 0 1 0 56 40 A10 10 0 1 0 36 40 Z', stroke);
  page.drawSvgPath(
    'M18 40 L29 40 L24 25 M29 40 L40 26 L24 26 M40 26 L46 40 M21 22 H28 M38 21 L41 21 L40 26',
    stroke,
  );
  page.drawSvgPath('M25.8 40 A3.2 3.2 0 1 0 32.2 40 A3.2 3.2 0 1 0 25.8 40 Z', {
    x,
    y,
    scale,
    color: rgb(0.96, 0.73, 0.26),
  });
}

/** Dark modules as one rectangle per horizontal run, so the sheet stays small and sharp at any size. */
function drawQr(page: PDFPage, matrix: boolean[][], x: number, y: number, size: number) {
  const module = size / matrix.length;
  matrix.forEach((row, r) => {
    let start = -1;
    for (let c = 0; c <= row.length; c++) {
      const dark = c < row.length && row[c] === true;
      if (dark && start < 0) start = c;
      if (!dark && start >= 0) {
        page.drawRectangle({
          x: x + start * module,
          y: y + size - (r + 1) * module,
          width: (c - start) * module,
          height: module,
          color: black,
        });
        start = -1;
      }
    }
  });
}

function drawSticker(
  page: PDFPage,
  fonts: { bold: PDFFont; mono: PDFFont; regular: PDFFont },
  code: string,
  url: string,
  index: number,
) {
  const column = index % sheetLayout.columns;
  const row = Math.floor(index / sheetLayout.columns);
  const left = column * sheetLayout.width;
  const bottom = A4.height - sheetLayout.top - (row + 1) * sheetLayout.height;
  const qrY = bottom + (sheetLayout.height - QR_SIZE) / 2;
  drawQr(page, stickerMatrix(url), left + PADDING, qrY, QR_SIZE);

  const textX = left + PADDING + QR_SIZE + 3 * MM;
  const top = bottom + sheetLayout.height - PADDING;
  const logo = 7 * MM;
  drawLogo(page, textX, top, logo);
  page.drawText('Ramkoll', {
    x: textX + logo + 1.5 * MM,
    y: top - logo + 2 * MM,
    size: 11,
    font: fonts.bold,
    color: ink,
  });
  page.drawText(code, { x: textX, y: top - logo - 6.5 * MM, size: 9, font: fonts.mono, color: black });
  page.drawText('Skanna om du hittar cykeln', {
    x: textX,
    y: top - logo - 11 * MM,
    size: 5.5,
    font: fonts.regular,
    color: ink,
  });
  page.drawText('Scan if you find this bike', {
    x: textX,
    y: top - logo - 13.5 * MM,
    size: 5.5,
    font: fonts.regular,
    color: ink,
  });
}

/**
 * An A4 PDF of sticker labels for the codes in order, 24 a page on the common 3 × 8 sheet of
 * 70 × 37 mm labels: the QR of `<PUBLIC_URL>/q/<CODE>`, the Ramkoll mark and name, the code as text
 * and a line in both languages. Vectors only, so it prints sharp at any printer resolution.
 */
export async function renderStickerSheet(
  codes: string[],
  publicUrl: string,
  title: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor('Ramkoll');
  const fonts = {
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    mono: await pdf.embedFont(StandardFonts.CourierBold),
  };
  let page: PDFPage | null = null;
  codes.forEach((code, index) => {
    const slot = index % STICKERS_PER_SHEET;
    if (slot === 0 || !page) page = pdf.addPage([A4.width, A4.height]);
    drawSticker(page, fonts, code, stickerUrl(publicUrl, code), slot);
  });
  return pdf.save();
}
