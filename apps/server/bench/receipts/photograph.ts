import sharp, { type OverlayOptions } from 'sharp';
import type { Random } from './random.js';
import type { Camera } from './corpus-entry.js';
import type { Paper, Rgb } from './render-paper.js';

const tables: Record<Camera['table'], { base: Rgb; stripe: Rgb }> = {
  wood: { base: [150, 108, 70], stripe: [120, 82, 50] },
  'grey desk': { base: [120, 122, 126], stripe: [110, 112, 116] },
  'white desk': { base: [222, 222, 218], stripe: [212, 212, 208] },
  'dark desk': { base: [48, 46, 50], stripe: [38, 36, 40] },
  fabric: { base: [70, 92, 120], stripe: [60, 80, 108] },
};

/** The photo: the sheet turned and skewed on a table, lit unevenly, blurred, grainy, JPEG. */
export async function photograph(paper: Paper, camera: Camera, random: Random): Promise<Buffer> {
  const sheet = await skew(paper, camera);
  const frame = await composeOnTable(sheet, camera, random);
  const lit = await light(frame, camera);
  const blurred =
    camera.blurSigma >= 0.3
      ? await sharp(lit, { raw: { width: camera.width, height: camera.height, channels: 3 } })
          .blur(camera.blurSigma)
          .raw()
          .toBuffer()
      : lit;
  addNoise(blurred, camera.noiseSigma, random);
  return sharp(blurred, { raw: { width: camera.width, height: camera.height, channels: 3 } })
    .jpeg({ quality: camera.jpegQuality })
    .toBuffer();
}

interface Sheet {
  image: Buffer;
  width: number;
  height: number;
}

async function skew(paper: Paper, camera: Camera): Promise<Sheet> {
  const angle = (camera.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  // Rotation after an anisotropic scale with shear.
  const a = camera.scaleX;
  const b = camera.shear * camera.scaleY;
  const d = camera.scaleY;
  const matrix: [[number, number], [number, number]] = [
    [cos * a, cos * b - sin * d],
    [sin * a, sin * b + cos * d],
  ];
  const { data, info } = await sharp(paper.data, {
    raw: { width: paper.width, height: paper.height, channels: 3 },
  })
    .ensureAlpha()
    .affine(matrix, { background: { r: 0, g: 0, b: 0, alpha: 0 }, interpolator: 'bicubic' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { image: data, width: info.width, height: info.height };
}

async function composeOnTable(sheet: Sheet, camera: Camera, random: Random): Promise<Buffer> {
  const { width, height } = camera;
  const table = tables[camera.table];
  const stripes: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    const y = random.int(0, height);
    const h = random.int(2, Math.max(3, Math.round(height / 60)));
    const opacity = random.float(0.15, 0.6).toFixed(2);
    stripes.push(
      `<rect x="0" y="${y}" width="${width}" height="${h}" fill="${rgb(table.stripe)}" opacity="${opacity}"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="${rgb(table.base)}"/>${stripes.join('')}</svg>`;

  const left = Math.round(camera.centreX * width - sheet.width / 2);
  const top = Math.round(camera.centreY * height - sheet.height / 2);
  const layers: OverlayOptions[] = [];
  if (camera.shadow > 0) {
    const alpha = await sharp(sheet.image).extractChannel(3).linear(camera.shadow, 0).toBuffer();
    const shadow = await sharp({
      create: { width: sheet.width, height: sheet.height, channels: 3, background: '#000' },
    })
      .joinChannel(alpha)
      .blur(Math.max(1, width / 250))
      .png()
      .toBuffer();
    const offset = Math.round(width / 150);
    layers.push(...(await clipped(shadow, sheet, left + offset, top + offset, camera)));
  }
  layers.push(...(await clipped(sheet.image, sheet, left, top, camera)));
  return sharp(Buffer.from(svg)).composite(layers).removeAlpha().raw().toBuffer();
}

/** sharp refuses overlays that stick out of the frame: cut the part that shows. */
async function clipped(
  image: Buffer,
  sheet: Sheet,
  left: number,
  top: number,
  camera: Camera,
): Promise<OverlayOptions[]> {
  const x0 = Math.max(0, -left);
  const y0 = Math.max(0, -top);
  const x1 = Math.min(sheet.width, camera.width - left);
  const y1 = Math.min(sheet.height, camera.height - top);
  if (x1 <= x0 || y1 <= y0) return [];
  if (x0 === 0 && y0 === 0 && x1 === sheet.width && y1 === sheet.height) return [{ input: image, left, top }];
  return [
    {
      input: await sharp(image)
        .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
        .png()
        .toBuffer(),
      left: left + x0,
      top: top + y0,
    },
  ];
}

/** Uneven light as a multiplied overlay: a gradient across, a vignette, or a lamp's pool of light. */
async function light(frame: Buffer, camera: Camera): Promise<Buffer> {
  const { width, height } = camera;
  const dark = Math.round(255 * (1 - camera.lightStrength));
  const grey = `rgb(${dark},${dark},${dark})`;
  const tint = rgb(camera.tint);
  const x2 = (50 + 50 * Math.cos((camera.lightAngle * Math.PI) / 180)).toFixed(1);
  const y2 = (50 + 50 * Math.sin((camera.lightAngle * Math.PI) / 180)).toFixed(1);
  const gradient =
    camera.light === 'gradient'
      ? `<linearGradient id="g" x1="${(100 - Number(x2)).toFixed(1)}%" y1="${(100 - Number(y2)).toFixed(1)}%" x2="${x2}%" y2="${y2}%"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="${grey}"/></linearGradient>`
      : camera.light === 'vignette'
        ? `<radialGradient id="g" cx="50%" cy="50%" r="75%"><stop offset="0.3" stop-color="${tint}"/><stop offset="1" stop-color="${grey}"/></radialGradient>`
        : camera.light === 'lamp spot'
          ? `<radialGradient id="g" cx="${x2}%" cy="${y2}%" r="90%"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="${grey}"/></radialGradient>`
          : `<linearGradient id="g"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="${tint}"/></linearGradient>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${gradient}</defs><rect width="${width}" height="${height}" fill="url(#g)"/></svg>`;
  return sharp(frame, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(svg), blend: 'multiply' }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Sensor noise: mostly in brightness, a little in colour. */
function addNoise(pixels: Buffer, sigma: number, random: Random): void {
  if (sigma <= 0) return;
  for (let i = 0; i < pixels.length; i += 3) {
    const luma = random.gaussian() * sigma;
    for (let c = 0; c < 3; c += 1) {
      const value = (pixels[i + c] ?? 0) + luma + (random.next() - 0.5) * sigma * 0.6;
      pixels[i + c] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
}

function rgb([r, g, b]: Rgb): string {
  return `rgb(${r},${g},${b})`;
}
