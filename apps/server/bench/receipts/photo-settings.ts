import type { ReceiptDocument } from './document.js';
import type { Camera } from './corpus-entry.js';
import type { Random } from './random.js';
import type { PaperLook, Rgb } from './render-paper.js';

/** The size the paper is first printed at; the photo then scales it down to the camera's view. */
export const PRINT_BODY_PX = 46;
/** Smallest and largest body text on the photo: readable by a person, never poster-sized. */
const MIN_BODY_PX = 15;
const MAX_BODY_PX = 46;

export function samplePaperLook(random: Random, document: ReceiptDocument): PaperLook {
  const thermal = document.paper === 'thermal';
  const paper: Rgb = random.pick<Rgb>(
    thermal
      ? [
          [250, 250, 247],
          [243, 245, 246],
          [247, 243, 232],
        ]
      : [
          [255, 255, 255],
          [250, 250, 250],
          [246, 244, 238],
        ],
  );
  const ink: Rgb = random.pick<Rgb>(
    thermal
      ? [
          [38, 38, 42],
          [58, 52, 70],
        ]
      : [
          [22, 22, 26],
          [34, 38, 50],
        ],
  );
  const fading = thermal && random.chance(0.45);
  const faintToner = !thermal && random.chance(0.15);
  const streaks = fading
    ? Array.from({ length: random.int(1, 5) }, () => {
        const from = random.float(0.05, 0.9);
        return { from, to: from + random.float(0.005, 0.04), factor: random.float(0.35, 0.8) };
      })
    : [];
  return {
    paper,
    ink,
    inkStrength: fading
      ? random.float(0.45, 0.8)
      : faintToner
        ? random.float(0.6, 0.8)
        : random.float(0.88, 1),
    streaks,
    fadeAlong: fading ? random.float(0.05, 0.45) : random.float(0, 0.08),
    creaseAt: random.chance(0.3) ? random.float(0.2, 0.8) : null,
    grain: random.float(0, 5),
    lineSpacing: random.float(1.15, 1.5),
  };
}

/**
 * A phone photo's framing: the photo's width is drawn from 1000–3000 px (phone photos as
 * uploaded, often downscaled) and the sheet's share of the frame from 55–92 %. The body text
 * size follows; it is kept between MIN_BODY_PX (a long slip in a small photo: the photo gets
 * wider, as a person steps closer) and MAX_BODY_PX (a small receipt in a big photo: it fills less
 * of the frame, as a person steps back).
 */
export function sampleCamera(
  random: Random,
  paper: { width: number; height: number },
): { camera: Camera; scale: number } {
  const rotation = random.float(-5, 5);
  const scaleX = random.float(0.97, 1.03);
  const scaleY = random.float(0.97, 1.03);
  const shear = random.float(-0.035, 0.035);
  const aspect = random.chance(0.85) ? 4 / 3 : 16 / 9;
  const angle = (Math.abs(rotation) * Math.PI) / 180;
  // The turned sheet's bounding box, per pixel of paper.
  const boxWidth = (Math.cos(angle) * paper.width + Math.sin(angle) * paper.height) * scaleX;
  const boxHeight = (Math.sin(angle) * paper.width + Math.cos(angle) * paper.height) * scaleY;
  const fit = (width: number, share: number) =>
    Math.min((share * width) / boxWidth, (share * width * aspect) / boxHeight);

  let width = random.int(1000, 3000);
  const share = random.float(0.55, 0.92);
  let scale = fit(width, share);
  const [min, max] = [MIN_BODY_PX / PRINT_BODY_PX, MAX_BODY_PX / PRINT_BODY_PX];
  if (scale < min) {
    width = Math.min(3000, Math.ceil((width * min) / scale));
    scale = Math.min(min, fit(width, 0.95));
  } else if (scale > max) {
    scale = max;
  }
  const height = Math.round(width * aspect);
  const room = (size: number, box: number) => Math.max(0, (size - box * scale) / 2 / size);
  const roomX = room(width, boxWidth);
  const roomY = room(height, boxHeight);
  const light = random.weighted<Camera['light']>([
    ['even', 1],
    ['gradient', 3],
    ['vignette', 2],
    ['lamp spot', 2],
  ]);
  const camera: Camera = {
    width,
    height,
    rotation,
    scaleX,
    scaleY,
    shear,
    centreX: 0.5 + random.float(-0.8, 0.8) * roomX,
    centreY: 0.5 + random.float(-0.8, 0.8) * roomY,
    table: random.pick(['wood', 'grey desk', 'white desk', 'dark desk', 'fabric'] as const),
    shadow: random.chance(0.6) ? random.float(0.15, 0.5) : 0,
    light,
    lightStrength: light === 'even' ? 0 : random.float(0.15, 0.55),
    lightAngle: random.float(0, 360),
    tint: random.pick<[number, number, number]>([
      [255, 255, 255],
      [255, 244, 226],
      [236, 242, 255],
      [250, 250, 238],
    ]),
    blurSigma: random.float(0, 1.2),
    noiseSigma: random.float(0, 9),
    jpegQuality: random.int(35, 75),
  };
  return { camera, scale };
}
