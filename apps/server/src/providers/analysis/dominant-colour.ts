import type { ColourKey } from '@ramkoll/shared/rules/colour-words';
import type { Sharp } from 'sharp';
import { achromaticColours, colourNameOf } from './colour-name.js';

export interface DominantColour {
  colour: ColourKey | null;
  /** How clearly this colour leads among the bike's pixels of its kind (colourful or not), 0–1. */
  share: number;
}

/** Enough pixels to tell a frame from its backdrop, few enough to count in a millisecond. */
const SAMPLE_SIDE = 96;
/** The outer tenth of the picture is taken to be backdrop. */
const BORDER_FRACTION = 0.1;
/** Colourful pixels this common among the bike's are its paint, even if black tyres cover more. */
const MIN_PAINT_SHARE = 0.04;

/**
 * The bike's colour from the pixels. Photos show a bike in front of something, so the colour
 * most common along the picture's border is taken as background and left out. Of the rest, the
 * most common colourful name wins (tyres, saddle and grips are black on most bikes); a bike
 * without a hue gets its most common black, white, grey or silver.
 */
export async function dominantColour(image: Sharp): Promise<DominantColour> {
  const { data, info } = await image
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });

  const border = new Map<ColourKey, number>();
  const all = new Map<ColourKey, number>();
  const borderX = Math.max(1, Math.round(info.width * BORDER_FRACTION));
  const borderY = Math.max(1, Math.round(info.height * BORDER_FRACTION));
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const offset = (y * info.width + x) * info.channels;
      const name = colourNameOf(data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0);
      increment(all, name);
      const onBorder = x < borderX || y < borderY || x >= info.width - borderX || y >= info.height - borderY;
      if (onBorder) increment(border, name);
    }
  }

  const background = mostCommon(border);
  const subject = new Map([...all].filter(([name]) => name !== background));
  const total = sum(subject);
  if (total === 0) return { colour: null, share: 0 };

  const painted = new Map([...subject].filter(([name]) => !achromaticColours.includes(name)));
  const paintedTotal = sum(painted);
  const paint = mostCommon(painted);
  if (paint && paintedTotal / total >= MIN_PAINT_SHARE) {
    return { colour: paint, share: (painted.get(paint) ?? 0) / paintedTotal };
  }
  const plain = mostCommon(subject);
  return { colour: plain, share: plain ? (subject.get(plain) ?? 0) / total : 0 };
}

function sum(counts: Map<ColourKey, number>): number {
  return [...counts.values()].reduce((total, count) => total + count, 0);
}

function increment(counts: Map<ColourKey, number>, name: ColourKey): void {
  counts.set(name, (counts.get(name) ?? 0) + 1);
}

function mostCommon(counts: Map<ColourKey, number>): ColourKey | null {
  let best: ColourKey | null = null;
  let bestCount = 0;
  for (const [name, count] of counts) {
    if (count > bestCount) {
      best = name;
      bestCount = count;
    }
  }
  return best;
}
