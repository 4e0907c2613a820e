/**
 * A receipt as a layout lays it out: rows of text cells placed on a grid of character columns.
 * The renderer turns it into pixels; the layouts never deal with pixels or fonts.
 */

export type FontRole = 'sans' | 'serif' | 'mono' | 'condensed';

export interface TextCell {
  kind: 'text';
  text: string;
  /** Anchor in character columns from the left edge of the printable area. */
  column: number;
  align: 'left' | 'right' | 'centre';
  bold?: boolean;
  /** Relative to the body size; 1 by default. */
  scale?: number;
}

export interface Row {
  cells: TextCell[];
  /** Extra space before the row, in body lines. */
  gapBefore?: number;
}

export interface RuleRow {
  rule: 'solid' | 'dashed' | 'double';
  gapBefore?: number;
}

export interface BarcodeRow {
  barcode: string;
  gapBefore?: number;
}

export type DocumentRow = Row | RuleRow | BarcodeRow;

export interface ReceiptDocument {
  layout: LayoutName;
  /** Printable width in character columns of the body font. */
  columns: number;
  /** Paper height in columns' widths; null: as long as the rows (a till slip). */
  pageAspect: number | null;
  font: FontRole;
  /** What the paper is: thermal paper fades, laser print does not. */
  paper: 'thermal' | 'office';
  rows: DocumentRow[];
}

export const layoutNames = ['shop-receipt-sv', 'shop-receipt-en', 'till-slip', 'invoice'] as const;
export type LayoutName = (typeof layoutNames)[number];

export function left(text: string, column = 0, extra: Partial<TextCell> = {}): TextCell {
  return { kind: 'text', text, column, align: 'left', ...extra };
}

export function right(text: string, column: number, extra: Partial<TextCell> = {}): TextCell {
  return { kind: 'text', text, column, align: 'right', ...extra };
}

export function centre(text: string, column: number, extra: Partial<TextCell> = {}): TextCell {
  return { kind: 'text', text, column, align: 'centre', ...extra };
}

export function row(...cells: TextCell[]): Row {
  return { cells };
}

export function gap(lines: number, content: Row): Row {
  return { ...content, gapBefore: lines };
}

export function isRule(item: DocumentRow): item is RuleRow {
  return 'rule' in item;
}

export function isBarcode(item: DocumentRow): item is BarcodeRow {
  return 'barcode' in item;
}

/** Words over lines of at most `width` characters, as a till wraps a long shop name. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}
