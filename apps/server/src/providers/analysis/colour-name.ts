import type { ColourKey } from '@ramkoll/shared/rules/colour-words';

/** Black, white, grey and silver: paint without a hue, and the usual colours of a backdrop. */
export const achromaticColours: readonly ColourKey[] = ['black', 'white', 'grey', 'silver'];

/**
 * The colour word a person would use for one pixel (sRGB, 0–255 per channel). Thresholds are in
 * HSV: value says how light, saturation how colourful, hue which colour.
 */
export function colourNameOf(red: number, green: number, blue: number): ColourKey {
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const value = max / 255;
  const saturation = max === 0 ? 0 : (max - min) / max;

  if (value < 0.2) return 'black';
  if (saturation < 0.15 || (value < 0.3 && saturation < 0.35)) {
    if (value > 0.85) return 'white';
    if (value > 0.6) return 'silver';
    return 'grey';
  }
  return chromaticName(hueOf(red, green, blue, max, min), saturation, value);
}

function chromaticName(hue: number, saturation: number, value: number): ColourKey {
  const pale = saturation < 0.4 && value > 0.7;
  if (hue < 15 || hue >= 345) {
    if (pale) return 'pink';
    // Dark orange-reds are the browns of leather saddles and rust; wine reds stay red.
    return hue >= 8 && hue < 15 && value < 0.6 ? 'brown' : 'red';
  }
  if (hue < 45) {
    if (pale) return 'beige';
    return value < 0.6 ? 'brown' : 'orange';
  }
  if (hue < 70) {
    if (pale) return 'beige';
    return value < 0.5 ? 'brown' : 'yellow';
  }
  if (hue < 165) return 'green';
  if (hue < 255) return 'blue';
  if (hue < 290) return 'purple';
  return value < 0.45 ? 'purple' : 'pink';
}

function hueOf(red: number, green: number, blue: number, max: number, min: number): number {
  const delta = max - min;
  if (delta === 0) return 0;
  let hue: number;
  if (max === red) hue = ((green - blue) / delta) % 6;
  else if (max === green) hue = (blue - red) / delta + 2;
  else hue = (red - green) / delta + 4;
  return (hue * 60 + 360) % 360;
}
