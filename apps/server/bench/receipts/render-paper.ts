import sharp from 'sharp';
import {
  isBarcode,
  isRule,
  type DocumentRow,
  type ReceiptDocument,
  type Row,
  type TextCell,
} from './document.js';
import type { Font } from './fonts.js';
import type { Random } from './random.js';

export type Rgb = readonly [number, number, number];

/** How the printed sheet looks before it is photographed. */
export interface PaperLook {
  paper: Rgb;
  ink: Rgb;
  /** 1: full black ink; thermal fading lowers it. */
  inkStrength: number;
  /** Thermal print head wear: vertical bands printed fainter, factor 0–1 of the ink. */
  streaks: { from: number; to: number; factor: number }[];
  /** Fading along the slip (one end kept in a wallet): 0 none, up to about 0.5. */
  fadeAlong: number;
  /** A fold across the sheet, as a fraction of the height; null: flat. */
  creaseAt: number | null;
  /** Paper grain amplitude in grey levels. */
  grain: number;
  lineSpacing: number;
}

export interface Paper {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel. */
  data: Buffer;
}

interface Mask {
  width: number;
  height: number;
  data: Buffer;
}

/** Lays the document out in the given font at `bodyPx` and prints it on paper. */
export async function renderPaper(
  document: ReceiptDocument,
  options: { font: Font; bodyPx: number; look: PaperLook; random: Random },
): Promise<Paper> {
  const { font, bodyPx, look, random } = options;
  const columnWidth = await measureColumn(font, bodyPx);
  const marginX = Math.round(columnWidth * random.float(2, 4));
  const marginY = Math.round(bodyPx * random.float(2, 3.5));
  const width = Math.round(document.columns * columnWidth + 2 * marginX);
  const lineHeight = bodyPx * look.lineSpacing;

  const footerStart = document.rows.findIndex((item) => (item.gapBefore ?? 0) >= 999);
  const body = footerStart === -1 ? document.rows : document.rows.slice(0, footerStart);
  const footer = footerStart === -1 ? [] : document.rows.slice(footerStart);
  const bodyHeight = rowsHeight(body, lineHeight);
  const footerHeight = rowsHeight(
    footer.map((item, i) => (i === 0 ? { ...item, gapBefore: 0 } : item)),
    lineHeight,
  );
  const natural = bodyHeight + footerHeight + lineHeight * 2;
  const height = Math.round(
    Math.max(natural, document.pageAspect ? width * document.pageAspect - 2 * marginY : 0) + 2 * marginY,
  );

  const coverage: Mask = { width, height, data: Buffer.alloc(width * height) };
  const place = {
    coverage,
    columnWidth,
    marginX,
    lineHeight,
    font,
    bodyPx,
    contentWidth: document.columns * columnWidth,
  };
  await drawRows(body, marginY, place);
  await drawRows(
    footer.map((item, i) => (i === 0 ? { ...item, gapBefore: 0 } : item)),
    height - marginY - footerHeight,
    place,
  );
  return { width, height, data: print(coverage, look, random) };
}

interface Placement {
  coverage: Mask;
  columnWidth: number;
  marginX: number;
  lineHeight: number;
  font: Font;
  bodyPx: number;
  contentWidth: number;
}

function rowHeight(item: DocumentRow, lineHeight: number): number {
  if (isRule(item)) return lineHeight * 0.6;
  if (isBarcode(item)) return lineHeight * 2.6;
  const scale = Math.max(1, ...item.cells.map((cell) => cell.scale ?? 1));
  return lineHeight * scale;
}

function rowsHeight(rows: DocumentRow[], lineHeight: number): number {
  return rows.reduce(
    (sum, item) => sum + (item.gapBefore ?? 0) * lineHeight + rowHeight(item, lineHeight),
    0,
  );
}

async function drawRows(rows: DocumentRow[], top: number, place: Placement): Promise<void> {
  let y = top;
  for (const item of rows) {
    y += (item.gapBefore ?? 0) * place.lineHeight;
    const height = rowHeight(item, place.lineHeight);
    if (isRule(item)) drawRule(place, item.rule, Math.round(y + height / 2));
    else if (isBarcode(item)) drawBarcode(place, item.barcode, Math.round(y), Math.round(height * 0.85));
    else await drawTextRow(place, item, y, height);
    y += height;
  }
}

async function drawTextRow(place: Placement, item: Row, top: number, height: number): Promise<void> {
  for (const cell of item.cells) {
    if (!cell.text.trim()) continue;
    let mask = await renderCell(place, cell);
    // A line wider than the paper is printed smaller, as a till shrinks a long shop name.
    const room = place.coverage.width - 8;
    if (mask.width > room)
      mask = await renderCell(place, { ...cell, scale: ((cell.scale ?? 1) * room) / mask.width });
    const anchor = place.marginX + cell.column * place.columnWidth;
    let x =
      cell.align === 'left' ? anchor : cell.align === 'right' ? anchor - mask.width : anchor - mask.width / 2;
    x = Math.max(2, Math.min(x, place.coverage.width - mask.width - 2));
    blit(place.coverage, mask, Math.round(x), Math.round(top + height - mask.height));
  }
}

async function renderCell(place: Placement, cell: TextCell): Promise<Mask> {
  const px = Math.max(6, Math.round(place.bodyPx * (cell.scale ?? 1)));
  const { font } = place;
  // An invisible "|" on the side away from the anchor gives every cell the same ascent and
  // descent, so cells of one row share a baseline (Pango crops the image to the ink).
  const strut = '<span fgalpha="1">|</span>';
  const text = cell.align === 'right' ? strut + escapeMarkup(cell.text) : escapeMarkup(cell.text) + strut;
  const { data, info } = await sharp({
    text: {
      text,
      font: `${font.family}${cell.bold ? ' Bold' : ''} ${px}px`,
      fontfile: cell.bold ? font.bold : font.regular,
    },
  })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

const columnWidths = new Map<string, number>();

/** The average advance of the body font, so layouts can think in character columns. */
async function measureColumn(font: Font, bodyPx: number): Promise<number> {
  const key = `${font.family}:${bodyPx}`;
  const known = columnWidths.get(key);
  if (known) return known;
  const sample = 'Kvitto 8 995,00 kr Ramnummer WTU086B Personnummer';
  const { info } = await sharp({
    text: { text: sample, font: `${font.family} ${bodyPx}px`, fontfile: font.regular },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const width = info.width / sample.length;
  columnWidths.set(key, width);
  return width;
}

function blit(target: Mask, source: Mask, left: number, top: number): void {
  for (let y = 0; y < source.height; y += 1) {
    const ty = top + y;
    if (ty < 0 || ty >= target.height) continue;
    for (let x = 0; x < source.width; x += 1) {
      const tx = left + x;
      if (tx < 0 || tx >= target.width) continue;
      const value = source.data[y * source.width + x] ?? 0;
      const index = ty * target.width + tx;
      if (value > (target.data[index] ?? 0)) target.data[index] = value;
    }
  }
}

function fillRect(target: Mask, left: number, top: number, width: number, height: number): void {
  for (let y = Math.max(0, top); y < Math.min(target.height, top + height); y += 1) {
    target.data.fill(
      255,
      y * target.width + Math.max(0, left),
      y * target.width + Math.min(target.width, left + width),
    );
  }
}

function drawRule(place: Placement, kind: 'solid' | 'dashed' | 'double', y: number): void {
  const thickness = Math.max(1, Math.round(place.bodyPx / 14));
  const left = place.marginX;
  const width = Math.round(place.contentWidth);
  if (kind === 'dashed') {
    const dash = Math.round(place.columnWidth * 0.6);
    for (let x = 0; x < width; x += Math.round(place.columnWidth))
      fillRect(place.coverage, left + x, y, dash, thickness);
    return;
  }
  fillRect(place.coverage, left, y, width, thickness);
  if (kind === 'double') fillRect(place.coverage, left, y + thickness * 3, width, thickness);
}

/** Bars from the digits (not a decodable barcode, but the same ink pattern under the text). */
function drawBarcode(place: Placement, digits: string, top: number, height: number): void {
  const unit = Math.max(1, Math.round(place.bodyPx / 9));
  const pattern = [...digits.repeat(3)].map((d) => Number(d) || 1);
  const total = pattern.reduce((sum, d) => sum + (d % 3) + 1 + ((d * 7) % 3) + 1, 0) * unit;
  let x = Math.round(place.marginX + place.contentWidth / 2 - total / 2);
  for (const d of pattern) {
    const bar = ((d % 3) + 1) * unit;
    fillRect(place.coverage, x, top, bar, height);
    x += bar + (((d * 7) % 3) + 1) * unit;
  }
}

/** Ink on paper: faded where the look says so, on paper with grain and perhaps a fold. */
function print(coverage: Mask, look: PaperLook, random: Random): Buffer {
  const { width, height } = coverage;
  const out = Buffer.alloc(width * height * 3);
  const streakFactor = new Float32Array(width).fill(1);
  for (const streak of look.streaks) {
    const from = Math.round(streak.from * width);
    const to = Math.round(streak.to * width);
    for (let x = Math.max(0, from); x < Math.min(width, to); x += 1) {
      // Soft edges: a print head's worn dot fades its neighbours a little too.
      const edge = Math.min(x - from, to - x) / Math.max(1, (to - from) / 3);
      streakFactor[x] = Math.min(streakFactor[x] ?? 1, 1 - (1 - streak.factor) * Math.min(1, edge + 0.3));
    }
  }
  const crease = look.creaseAt === null ? -1 : Math.round(look.creaseAt * height);
  for (let y = 0; y < height; y += 1) {
    const along = 1 - look.fadeAlong * (y / height);
    const creaseShade = crease < 0 ? 0 : Math.abs(y - crease) < 2 ? -22 : Math.abs(y - crease) < 8 ? 8 : 0;
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      const ink = ((coverage.data[index] ?? 0) / 255) * look.inkStrength * along * (streakFactor[x] ?? 1);
      const grain = look.grain ? (random.next() - 0.5) * 2 * look.grain : 0;
      for (let c = 0; c < 3; c += 1) {
        const paper = (look.paper[c] ?? 255) + grain + creaseShade;
        out[index * 3 + c] = clamp(paper - ink * (paper - (look.ink[c] ?? 0)));
      }
    }
  }
  return out;
}

function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
