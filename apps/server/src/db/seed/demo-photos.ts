import { createHash, randomUUID } from 'node:crypto';
import { colourKeyOf, type ColourKey } from '@ramkoll/shared/rules/colour-words';
import type { BikeType } from '@ramkoll/shared/schemas/bike';
import sharp from 'sharp';
import type { Storage } from '../../providers/storage/storage.js';

/**
 * Photos for the demo bikes: a side view drawn as SVG in the bike's colour and shape (step-through
 * frame, cargo box, battery, small wheels, knobbly tyres, drop bars), on a backdrop that varies
 * from bike to bike, rendered to WebP with sharp. Nothing is downloaded; the demo looks as the
 * product will with owners' photos, and the photos go through the same files table and access
 * rules as uploaded ones.
 */

const paint: Record<ColourKey, string> = {
  black: '#1f2326',
  white: '#eef1f3',
  grey: '#7c858c',
  silver: '#b8c0c6',
  red: '#c62f2f',
  blue: '#2457b3',
  green: '#2f8a4c',
  yellow: '#e9c531',
  orange: '#e57a25',
  pink: '#e27aa5',
  purple: '#7a4bb0',
  brown: '#7a4f2d',
  beige: '#d8c3a0',
  darkBlue: '#1d2f5e',
  lightBlue: '#7fb4e3',
  darkGreen: '#1f5135',
  turquoise: '#25a7a5',
  gold: '#c9a23a',
};

const backdrops = [
  ['#e8eef2', '#c9d6de'],
  ['#f1ece4', '#d9cfc0'],
  ['#e6efe6', '#c6d8c7'],
  ['#eceaf2', '#cfcadf'],
  ['#f3efe9', '#ddd3c5'],
  ['#e4ecf1', '#bccbd6'],
] as const;

export interface DemoPhotoInput {
  colour: string;
  bikeType: BikeType;
  /** Varies the backdrop and the angle a little from bike to bike. */
  variant: number;
}

/** The SVG of one demo photo (960 × 720). */
export function demoPhotoSvg({ colour, bikeType, variant }: DemoPhotoInput): string {
  const frame = paint[colourKeyOf(colour) ?? 'silver'];
  const [light, dark] = backdrops[variant % backdrops.length] ?? backdrops[0];
  const small = bikeType === 'barn' || bikeType === 'bmx';
  const wheel = small ? 105 : 135;
  const tyre = bikeType === 'mtb' || bikeType === 'bmx' ? 20 : bikeType === 'landsväg' ? 9 : 14;
  const cargo = bikeType === 'lådcykel';
  const stepThrough = bikeType === 'dam' || bikeType === 'elcykel' || cargo;
  const groundY = 560;
  const hubY = groundY - wheel;
  const rearX = 250;
  const frontX = cargo ? 760 : small ? 610 : 680;
  const bracket = { x: small ? 410 : 450, y: hubY + 15 };
  const seat = { x: small ? 390 : 420, y: hubY - (small ? 150 : 190) };
  const head = { x: frontX - (small ? 55 : 70), y: hubY - (small ? 150 : 180) };
  const tilt = ((variant % 5) - 2) * 0.6;
  const stroke = `stroke="${frame}" stroke-width="${bikeType === 'mtb' ? 20 : 16}" stroke-linecap="round" stroke-linejoin="round" fill="none"`;
  const outline = frame === paint.white || frame === paint.beige ? ' filter="url(#edge)"' : '';

  const spokes = (cx: number) =>
    Array.from({ length: 12 }, (_, index) => {
      const angle = (index * Math.PI) / 6;
      const x = cx + Math.cos(angle) * (wheel - tyre);
      const y = hubY + Math.sin(angle) * (wheel - tyre);
      return `<line x1="${cx}" y1="${hubY}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#9aa3a9" stroke-width="2"/>`;
    }).join('');
  const wheelAt = (cx: number) =>
    `<circle cx="${cx}" cy="${hubY}" r="${wheel - tyre / 2}" stroke="#202427" stroke-width="${tyre}" fill="none"/>` +
    `<circle cx="${cx}" cy="${hubY}" r="${wheel - tyre - 3}" stroke="#c3cace" stroke-width="4" fill="none"/>` +
    spokes(cx) +
    `<circle cx="${cx}" cy="${hubY}" r="11" fill="#5b646a"/>`;

  const topTube = stepThrough
    ? `<path d="M ${seat.x + 8} ${seat.y + 60} Q ${bracket.x + 40} ${bracket.y - 40} ${head.x + 8} ${head.y + 70}" ${stroke}/>`
    : `<line x1="${seat.x}" y1="${seat.y + 10}" x2="${head.x}" y2="${head.y + 8}" ${stroke}/>`;
  const battery =
    bikeType === 'elcykel'
      ? `<rect x="${bracket.x + 35}" y="${bracket.y - 95}" width="120" height="34" rx="12" transform="rotate(-38 ${bracket.x + 95} ${bracket.y - 78})" fill="#2b3034"/>`
      : '';
  const box = cargo
    ? `<path d="M ${frontX - 250} ${hubY - 120} h 200 l -20 150 h -165 z" fill="${frame}" stroke="#3a3f43" stroke-width="6"${outline}/>`
    : '';
  const bars =
    bikeType === 'landsväg'
      ? `<path d="M ${head.x - 10} ${head.y - 40} h 45 q 30 0 30 30 q 0 25 -25 28" stroke="#2b3034" stroke-width="10" fill="none" stroke-linecap="round"/>`
      : `<line x1="${head.x - 30}" y1="${head.y - 42}" x2="${head.x + 45}" y2="${head.y - 50}" stroke="#2b3034" stroke-width="11" stroke-linecap="round"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    <filter id="edge"><feMorphology operator="dilate" radius="2" in="SourceAlpha" result="grown"/><feFlood flood-color="#5d666c"/><feComposite in2="grown" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  </defs>
  <rect width="960" height="720" fill="url(#bg)"/>
  <rect y="${groundY + 6}" width="960" height="${720 - groundY}" fill="${dark}" opacity="0.55"/>
  <ellipse cx="${(rearX + frontX) / 2}" cy="${groundY + 8}" rx="${(frontX - rearX) / 2 + wheel}" ry="22" fill="url(#shadow)"/>
  <g transform="rotate(${tilt} 480 ${hubY})">
    ${wheelAt(rearX)}
    ${wheelAt(frontX)}
    ${box}
    <g${outline}>
      <line x1="${rearX}" y1="${hubY}" x2="${bracket.x}" y2="${bracket.y}" ${stroke}/>
      <line x1="${rearX}" y1="${hubY}" x2="${seat.x + 8}" y2="${seat.y + 40}" ${stroke}/>
      <line x1="${bracket.x}" y1="${bracket.y}" x2="${seat.x}" y2="${seat.y}" ${stroke}/>
      <line x1="${bracket.x}" y1="${bracket.y}" x2="${head.x + 10}" y2="${head.y + 60}" ${stroke}/>
      ${topTube}
      <line x1="${head.x}" y1="${head.y}" x2="${head.x + 14}" y2="${head.y + 70}" ${stroke}/>
      <line x1="${head.x + 12}" y1="${head.y + 60}" x2="${frontX}" y2="${hubY}" ${stroke}/>
    </g>
    ${battery}
    <line x1="${seat.x}" y1="${seat.y}" x2="${seat.x - 8}" y2="${seat.y - 40}" stroke="#6d767c" stroke-width="9"/>
    <path d="M ${seat.x - 52} ${seat.y - 48} q 40 -16 88 -2 q 6 10 -6 14 q -40 4 -82 -2 z" fill="#2b3034"/>
    <line x1="${head.x}" y1="${head.y}" x2="${head.x - 4}" y2="${head.y - 46}" stroke="#6d767c" stroke-width="9"/>
    ${bars}
    <circle cx="${bracket.x}" cy="${bracket.y}" r="28" stroke="#3a3f43" stroke-width="6" fill="none"/>
    <line x1="${bracket.x}" y1="${bracket.y}" x2="${bracket.x + 26}" y2="${bracket.y + 44}" stroke="#3a3f43" stroke-width="9" stroke-linecap="round"/>
  </g>
</svg>`;
}

/** One demo photo as WebP, the format uploads are stored in. */
export async function renderDemoPhoto(input: DemoPhotoInput): Promise<Buffer> {
  return sharp(Buffer.from(demoPhotoSvg(input)))
    .webp({ quality: 78 })
    .toBuffer();
}

export interface StoredDemoPhoto {
  id: string;
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
}

/**
 * Renders and stores a photo under the owner's folder, as an upload would be
 * (`bike-photos/<user id>/<uuid>.webp`); the caller inserts the files row in its transaction.
 */
export async function storeDemoPhoto(
  storage: Storage,
  ownerId: string,
  bytes: Buffer,
): Promise<StoredDemoPhoto> {
  const id = randomUUID();
  const storageKey = `bike-photos/${ownerId}/${id}.webp`;
  await storage.put(storageKey, bytes, 'image/webp');
  return {
    id,
    storageKey,
    mimeType: 'image/webp',
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
