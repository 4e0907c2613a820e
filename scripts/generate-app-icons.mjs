#!/usr/bin/env node
// Renders the installable app's PNG icons from apps/web/public/favicon.svg. Run it again after the
// logo changes (`node scripts/generate-app-icons.mjs`) and commit the files it writes.
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '..');
const publicDir = join(root, 'apps/web/public');
const outDir = join(publicDir, 'icons');
const logo = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

// The logo is a 64×64 rounded square; its first <rect> is the background tile.
const viewBoxSize = 64;
const tile = /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{6})"[^>]*\/>/.exec(logo);
if (!tile?.[1]) throw new Error('favicon.svg: expected a filled background <rect> first');
const artwork = logo.slice(tile.index + tile[0].length).replace(/<\/svg>\s*$/, '');

// Launchers that mask icons (Android) keep only the centre circle of 80 % of the width, and iOS
// rounds its own corners: those get a full-bleed tile with the bike scaled into the safe zone.
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewBoxSize} ${viewBoxSize}">
  <rect width="${viewBoxSize}" height="${viewBoxSize}" fill="${tile[1]}"/>
  <g transform="translate(32 32) scale(0.78) translate(-32 -32)">${artwork}</g>
</svg>`;

const icons = [
  { file: 'icon-192.png', svg: logo, size: 192 },
  { file: 'icon-512.png', svg: logo, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon-180.png', svg: fullBleed, size: 180 },
];

mkdirSync(outDir, { recursive: true });
for (const { file, svg, size } of icons) {
  // Rasterise at the target size (not by scaling a small bitmap) so the strokes stay sharp.
  const density = (72 * size) / viewBoxSize;
  await sharp(Buffer.from(svg), { density })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(outDir, file));
  console.log(`wrote apps/web/public/icons/${file}`);
}
