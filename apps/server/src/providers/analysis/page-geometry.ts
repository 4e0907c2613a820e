/** Ink pixels of a small copy of a page: the coordinates of every pixel darker than its paper. */
export interface InkMap {
  width: number;
  height: number;
  xs: Int32Array;
  ys: Int32Array;
}

/** Phone photos of receipts are rarely turned more than this; beyond it, OCR's own layout copes. */
const MAX_SKEW = 8;
const COARSE_STEP = 0.5;
const FINE_STEP = 0.1;
/** Enough ink to measure anything by; fewer pixels are a blank page or a speck. */
const MIN_INK = 200;

/**
 * The skew of the text lines in degrees (positive: lines rise to the right, so the page must be
 * turned back by this much). Projection profiles: sheared by the right angle, each text line's ink
 * falls into few rows and the rows between into none, so the sum of squared row counts peaks.
 * Coarse then fine; `pause` runs between angles so the event loop keeps serving requests.
 */
export async function findSkewAngle(ink: InkMap, pause: () => Promise<unknown>): Promise<number> {
  if (ink.xs.length < MIN_INK) return 0;
  let best = { angle: 0, score: rowSharpness(ink, 0) };
  const consider = async (angle: number) => {
    await pause();
    const score = rowSharpness(ink, angle);
    if (score > best.score) best = { angle, score };
  };
  for (let angle = -MAX_SKEW; angle <= MAX_SKEW; angle += COARSE_STEP) await consider(angle);
  const coarse = best.angle;
  for (let angle = coarse - COARSE_STEP; angle <= coarse + COARSE_STEP; angle += FINE_STEP) {
    await consider(Math.round(angle * 100) / 100);
  }
  return best.angle;
}

function rowSharpness(ink: InkMap, degrees: number): number {
  const slope = Math.tan((degrees * Math.PI) / 180);
  const margin = Math.ceil(Math.abs(slope) * ink.width) + 1;
  const rows = new Float64Array(ink.height + 2 * margin);
  const centre = ink.width / 2;
  for (let i = 0; i < ink.xs.length; i++) {
    const x = ink.xs[i] ?? 0;
    const y = ink.ys[i] ?? 0;
    const row = Math.round(y - (x - centre) * slope) + margin;
    rows[row] = (rows[row] ?? 0) + 1;
  }
  let score = 0;
  for (let i = 1; i < rows.length; i++) {
    const step = (rows[i] ?? 0) - (rows[i - 1] ?? 0);
    score += step * step;
  }
  return score;
}

/**
 * The median height in pixels of the page's text lines (runs of rows with ink between rows
 * without), on an upright page; null when no line stands out. Runs of one or two rows are
 * specks or rules, not text, and tall runs are pictures or a dark table edge.
 */
export function findTextLineHeight(ink: InkMap): number | null {
  if (ink.xs.length < MIN_INK) return null;
  const rows = new Int32Array(ink.height);
  for (const y of ink.ys) rows[y] = (rows[y] ?? 0) + 1;
  // A row counts as text when its ink stands out from the quiet rows' (which may carry a dark
  // table edge or the paper's border all the way down) by a fair share of the busiest rows'.
  const sorted = [...rows].sort((a, b) => a - b);
  const quiet = sorted[Math.floor(sorted.length * 0.2)] ?? 0;
  const busy = sorted[Math.floor(sorted.length * 0.9)] ?? 0;
  const threshold = quiet + Math.max(2, (busy - quiet) * 0.25);

  const heights: number[] = [];
  let run = 0;
  for (let y = 0; y <= ink.height; y++) {
    if (y < ink.height && (rows[y] ?? 0) >= threshold) {
      run++;
      continue;
    }
    if (run >= 3 && run <= ink.height / 8) heights.push(run);
    run = 0;
  }
  if (heights.length < 2) return null;
  heights.sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? null;
}

/** A rectangle of a page, in its pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Ink beyond these shares at each side is a speck, a crease's shadow or a desk's grain, not the
 * print: the box of the print lies between them.
 */
const STRAY_INK_SHARE = 0.005;
/** The box is grown by this many text lines, so a faint first or last letter stays inside it. */
const PRINT_MARGIN_LINES = 2;
/** When the print fills this much of the page already, cutting saves nothing worth a risk. */
const MAX_USEFUL_CROP = 0.85;

/**
 * Where the print lies on the page: the box holding all but the stray ink at its edges, grown by
 * two text lines (or 3 % of the page). A receipt photographed on a light desk fills a third of the
 * photo; reading only the print saves OCR the desk's texture and half its time. Null when there is
 * too little ink to tell, or when the print fills the page.
 */
export function findPrintBox(ink: InkMap, lineHeight: number | null): Box | null {
  if (ink.xs.length < MIN_INK) return null;
  const [left, right] = innerRange(ink.xs);
  const [top, bottom] = innerRange(ink.ys);
  const marginX = Math.max((lineHeight ?? 0) * PRINT_MARGIN_LINES, ink.width * 0.03);
  const marginY = Math.max((lineHeight ?? 0) * PRINT_MARGIN_LINES, ink.height * 0.03);
  const box = {
    left: Math.max(0, Math.floor(left - marginX)),
    top: Math.max(0, Math.floor(top - marginY)),
    right: Math.min(ink.width, Math.ceil(right + 1 + marginX)),
    bottom: Math.min(ink.height, Math.ceil(bottom + 1 + marginY)),
  };
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  if (width <= 0 || height <= 0 || width * height > ink.width * ink.height * MAX_USEFUL_CROP) return null;
  return { left: box.left, top: box.top, width, height };
}

function innerRange(values: Int32Array): [number, number] {
  const sorted = Int32Array.from(values).sort();
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return [at(STRAY_INK_SHARE), at(1 - STRAY_INK_SHARE)];
}
