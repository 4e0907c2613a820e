import type { BikeType } from '@ramkoll/shared/schemas/bike';

/** Who owns a demo bike; resolved to user ids by the seed. */
export type DemoOwner = 'anna' | 'erik' | 'store';

export interface DemoBike {
  owner: DemoOwner;
  frameNumber: string;
  bikeName: string | null;
  brand: string;
  model: string;
  color: string;
  bikeType: BikeType;
  description: string | null;
  batterySerialNumber: string | null;
  city: string;
  registeredAt: Date;
  stolen: { date: string; location: string; policeReportNumber: string | null } | null;
  batteryStolen: boolean;
  sale: { price: number; description: string } | null;
  /** Owner chose to hide these in search results ("Dold"). */
  hidden: ('color' | 'model' | 'description')[];
}

const catalog: { brand: string; model: string; type: BikeType; price: number }[] = [
  { brand: 'Crescent', model: 'Elda', type: 'elcykel', price: 21995 },
  { brand: 'Monark', model: 'Karin', type: 'dam', price: 6995 },
  { brand: 'Specialized', model: 'Rockhopper', type: 'mtb', price: 9995 },
  { brand: 'Trek', model: 'Domane AL 2', type: 'landsväg', price: 12995 },
  { brand: 'Cube', model: 'Nuroad Pro', type: 'gravel', price: 14995 },
  { brand: 'Giant', model: 'Escape 2', type: 'hybrid', price: 7995 },
  { brand: 'Scott', model: 'Roxter 24', type: 'barn', price: 4495 },
  { brand: 'Bianchi', model: 'Via Nirone 7', type: 'landsväg', price: 15995 },
  { brand: 'Kona', model: 'Shonky', type: 'bmx', price: 5995 },
  { brand: 'Riese & Müller', model: 'Load 75', type: 'lådcykel', price: 79995 },
  { brand: 'Babboe', model: 'Curve', type: 'lådcykel', price: 32995 },
  { brand: 'Kalkhoff', model: 'Endeavour 5', type: 'elcykel', price: 34995 },
  { brand: 'Crescent', model: 'Alvar', type: 'herr', price: 5995 },
  { brand: 'Monark', model: 'Classic', type: 'herr', price: 5495 },
  { brand: 'Specialized', model: 'Diverge', type: 'gravel', price: 18995 },
  { brand: 'Trek', model: 'Marlin 5', type: 'mtb', price: 8495 },
  { brand: 'Cube', model: 'Kathmandu Hybrid', type: 'elcykel', price: 37995 },
  { brand: 'Giant', model: 'Liv Alight', type: 'dam', price: 7495 },
  { brand: 'Scott', model: 'Scale 970', type: 'mtb', price: 11995 },
  { brand: 'Bianchi', model: 'Spillo', type: 'hybrid', price: 8995 },
  { brand: 'Kona', model: 'Rove', type: 'gravel', price: 13995 },
  { brand: 'Crescent', model: 'Disa', type: 'dam', price: 6495 },
  { brand: 'Monark', model: 'Prima', type: 'barn', price: 2995 },
  { brand: 'Kalkhoff', model: 'Image 3', type: 'elcykel', price: 24995 },
  { brand: 'Giant', model: 'GFR', type: 'bmx', price: 4995 },
];

const colors = ['Svart', 'Vit', 'Blå', 'Röd', 'Grön', 'Grå', 'Silver', 'Gul', 'Orange', 'Mörkblå', 'Turkos'];
const cities = [
  'Stockholm',
  'Göteborg',
  'Malmö',
  'Uppsala',
  'Västerås',
  'Örebro',
  'Linköping',
  'Umeå',
  'Lund',
  'Jönköping',
  'Sundsvall',
  'Gävle',
];
const theftPlaces = [
  'Cykelställ vid Centralstationen',
  'Utanför Åhléns City',
  'Gården på Ringvägen 12',
  'Pendeltågsstationen, infartsparkeringen',
  'Universitetsbiblioteket, västra ingången',
  'Utanför ICA Maxi',
];

/** Fixed so demo data, screenshots and tests look the same on every machine and every day. */
const ANCHOR = Date.UTC(2025, 8, 1, 10, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

const STOLEN = new Set([3, 11, 18, 26, 34, 41]);
const FOR_SALE = new Set([5, 9, 14, 22, 30, 37, 45]);
const STORE_OWNED = new Set([44, 46, 47, 48, 49]);
/** Index of the e-bike whose battery was stolen (the bike itself is still with its owner). */
export const BATTERY_STOLEN_INDEX = 23;
/** Registered by the demo store for Anna, with purchase details. */
export const STORE_REGISTERED_INDEX = 0;
/** Registered by Anna, later sold to Erik through an ownership transfer. */
export const TRANSFERRED_INDEX = 7;
/** Erik's Crescent Disa, which Anna has asked him about (an unread message in /messages). */
export const MESSAGED_INDEX = 21;

export const DEMO_BIKE_COUNT = 50;

/**
 * Fifty bikes across brands, all ten types, colours and cities. Derived from a seeded generator
 * instead of Math.random so every install gets the same bikes.
 */
export function demoBikes(): DemoBike[] {
  const random = mulberry32(2026);
  const bikes: DemoBike[] = [];
  for (let index = 0; index < DEMO_BIKE_COUNT; index++) {
    const item = catalog[index % catalog.length];
    if (!item) throw new Error('catalog is empty');
    const owner: DemoOwner = STORE_OWNED.has(index) ? 'store' : index % 2 === 0 ? 'anna' : 'erik';
    const ageDays = Math.floor(index * 19 + 3 + random() * 15);
    const registeredAt = new Date(ANCHOR - ageDays * DAY);
    const stolen = STOLEN.has(index)
      ? {
          // Some time after registration, before the anchor date.
          date: isoDate(new Date(ANCHOR - Math.floor(random() * ageDays * 0.5) * DAY)),
          location: `${pick(theftPlaces, index)}, ${pick(cities, index * 5)}`,
          policeReportNumber: index % 3 === 0 ? null : `K${String(100000 + index * 7331).slice(0, 6)}-26`,
        }
      : null;
    const electric = item.type === 'elcykel';
    bikes.push({
      owner,
      frameNumber: frameNumberFor(item.brand, index),
      bikeName:
        index % 4 === 0
          ? `${firstWord(item.model)} ${['pendlaren', 'vardagscykeln', 'helgturen'][index % 3]}`
          : null,
      brand: item.brand,
      model: item.model,
      color: pick(colors, index * 7),
      bikeType: item.type,
      description:
        index % 3 === 0
          ? `${item.brand} ${item.model}, ${['köpt ny', 'välskött', 'servad i våras'][index % 3]}.`
          : null,
      batterySerialNumber: electric ? `BAT${String(4000000 + index * 1237)}` : null,
      city: pick(cities, index * 5),
      registeredAt,
      stolen,
      batteryStolen: index === BATTERY_STOLEN_INDEX,
      sale:
        FOR_SALE.has(index) && !stolen
          ? {
              price: roundTo(item.price * (0.45 + random() * 0.3), 100),
              description: 'Fint skick, nyservad.',
            }
          : null,
      hidden: index % 10 === 6 ? ['color', 'description'] : index % 10 === 8 ? ['model'] : [],
    });
  }
  return bikes;
}

/** Letters and digits only, 6–20 characters, unique per index. */
function frameNumberFor(brand: string, index: number): string {
  const prefix = brand
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  return `${prefix}${String(24 + (index % 3))}${String(100000 + ((index * 7919) % 900000)).padStart(6, '0')}`;
}

function pick<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) throw new Error('empty list');
  return value;
}

function firstWord(text: string): string {
  return text.split(' ')[0] ?? text;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Small seeded PRNG (public domain); returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
