/**
 * The requests of each kind the benchmark drives: many different URLs per kind, built from frame
 * numbers sampled from the seeded registry, so no cache (the database's or any future one) can
 * answer the same question twice in a row.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { frameKey, normalizeFrameNumber } from '../../src/lib/frame-number.js';

/** A row passes when its req/s is at least `minRatio` of /api/health's and (if given) p99 ≤ maxP99Ms. */
export interface Target {
  minRatio: number;
  maxP99Ms?: number;
}

export interface Kind {
  name: string;
  description: string;
  paths: string[];
  target?: Target;
  /** The health rows: the baseline the others are compared with. */
  baseline?: boolean;
  /** A shorter health window between two measured kinds (withHealthBetween). */
  between?: boolean;
}

export const kindNames = [
  'health-first',
  'exact',
  'lookalike',
  'close',
  'text',
  'text-filters',
  'filters',
  'stolen',
  'stolen-pages',
  'for-sale',
  'health-last',
] as const;
export type KindName = (typeof kindNames)[number];

/** The targets of the load issue, as shares of /api/health in the same run. */
const frameTarget: Target = { minRatio: 0.5, maxP99Ms: 50 };
const closeTarget: Target = { minRatio: 0.3, maxP99Ms: 100 };
const textTarget: Target = { minRatio: 0.1, maxP99Ms: 300 };
const listTarget: Target = { minRatio: 0.4 };

export interface Sample {
  /** Frame numbers as stored. */
  frames: string[];
  /** One typo away from a sampled frame number and matching no bike exactly, with the bike meant. */
  close: { query: string; frame: string }[];
}

/** Random live bikes, and typo variants of their frame numbers checked against the whole registry. */
export async function sampleRegistry(db: Db, size: number): Promise<Sample> {
  const rows = (
    await db.execute<{ frame_number: string }>(
      sql`select frame_number from bikes where deleted_at is null order by random() limit ${size}`,
    )
  ).rows;
  const frames = rows.map((row) => row.frame_number);
  const candidates = frames.map((frame, index) => ({ query: typo(frame, index), frame }));
  const keys = candidates.map(({ query }) => frameKey(query));
  const normalized = candidates.map(({ query }) => normalizeFrameNumber(query));
  // A typo that happens to be another bike's frame number is an exact match, not a close one.
  const taken = (
    await db.execute<{ frame_key: string; frame_normalized: string }>(
      sql`select frame_key, frame_normalized from bikes
          where frame_key = any(${sql.param(keys)}::text[]) or frame_normalized = any(${sql.param(normalized)}::text[])`,
    )
  ).rows;
  const takenForms = new Set(taken.flatMap((row) => [row.frame_key, row.frame_normalized]));
  const close = candidates.filter(
    ({ query }) =>
      !takenForms.has(frameKey(query)) &&
      !takenForms.has(normalizeFrameNumber(query)) &&
      normalizeFrameNumber(query).length >= 4,
  );
  return { frames, close };
}

/**
 * The frame number as a person types it off the frame: O for 0, I or l for 1, lower case,
 * separators, in a few different mixes.
 */
export function lookAlike(frame: string, index: number): string {
  switch (index % 4) {
    case 0:
      return frame.replace(/0/g, 'O').toLowerCase();
    case 1:
      return `${frame.slice(0, 3)}-${frame.slice(3)}`.replace(/1/g, 'l');
    case 2:
      return (
        frame
          .replace(/0/g, 'O')
          .replace(/1/g, 'I')
          .match(/.{1,4}/g) ?? [frame]
      ).join(' ');
    default:
      return ` ${frame.toLowerCase().replace(/0/g, 'o')}-`;
  }
}

/** One digit changed, one inserted or one character left out, after the first two characters. */
export function typo(frame: string, index: number): string {
  const span = Math.max(1, frame.length - 2);
  const position = 2 + ((index * 7) % span);
  const char = frame.charAt(position);
  const digit = String((Number(/\d/.test(char) ? char : '0') + 1 + (index % 8)) % 10);
  switch (index % 3) {
    case 0:
      return frame.slice(0, position) + digit + frame.slice(position + 1);
    case 1:
      return frame.slice(0, position) + digit + frame.slice(position);
    default:
      return frame.slice(0, position) + frame.slice(position + 1);
  }
}

const textWords = [
  'trek',
  'crescent',
  'monark',
  'specialized',
  'svart',
  'röd',
  'allez',
  'karin',
  'Trek',
  'giant',
  'blå',
  'skeppshult',
];
const filterCities = ['Stockholm', 'Göteborg', 'Malmö', 'Lund', 'Uppsala', 'Umeå'];
const filterTypes = ['dam', 'herr', 'hybrid', 'elcykel', 'barn'];
const filterBrands = ['Crescent', 'Monark', 'Trek', 'Cube', 'Kona'];
const filterColours = ['svart', 'röd', 'blå', 'vit'];

function search(params: Record<string, string>): string {
  return `/api/bikes/search?${new URLSearchParams(params).toString()}`;
}

/** Every combination of the lists, in a fixed order. */
function combinations<T extends unknown[]>(...lists: { [K in keyof T]: T[K][] }): T[] {
  return lists.reduce<unknown[][]>(
    (done, list) => done.flatMap((prefix) => list.map((item) => [...prefix, item])),
    [[]],
  ) as T[];
}

/** The baseline every kind is compared with (and what warms a started server up). */
export const healthPath = '/api/health';

const health: Omit<Kind, 'name'> = {
  description: 'GET /api/health (the baseline)',
  paths: [healthPath],
  baseline: true,
};

/**
 * A health window between every two measured kinds, so each kind is compared with the health
 * check measured just before and just after it (report.ts, baselineAround) rather than with the
 * run's first and last: this machine's speed drifts within a run.
 */
export function withHealthBetween(kinds: Kind[]): Kind[] {
  return kinds.flatMap((kind, index) => {
    const previous = kinds[index - 1];
    return previous && !previous.baseline && !kind.baseline
      ? [{ name: 'health', ...health, between: true }, kind]
      : [kind];
  });
}

export function buildKinds(sample: Sample): Kind[] {
  return [
    { name: 'health-first', ...health },
    {
      name: 'exact',
      description: 'frame number as stored',
      paths: sample.frames.map((q) => search({ q })),
      target: frameTarget,
    },
    {
      name: 'lookalike',
      description: 'frame number with O/0, I/l/1, case, spaces, dashes',
      paths: sample.frames.map((frame, index) => search({ q: lookAlike(frame, index) })),
      target: frameTarget,
    },
    {
      name: 'close',
      description: 'frame number one typo away (no exact match)',
      paths: sample.close.map(({ query }) => search({ q: query })),
      target: closeTarget,
    },
    {
      name: 'text',
      description: `text page 1 (${textWords.slice(0, 6).join(', ')} …)`,
      paths: textWords.map((q) => search({ q })),
      target: textTarget,
    },
    {
      name: 'text-filters',
      description: 'text + city + type, page 1',
      paths: combinations<[string, string, string]>(
        ['trek', 'crescent', 'monark', 'svart'],
        filterCities,
        filterTypes,
      ).map(([q, city, bikeType]) => search({ q, city, bikeType })),
      target: textTarget,
    },
    {
      name: 'filters',
      description: 'brand + colour filters only',
      paths: combinations<[string, string]>(filterBrands, filterColours).map(([brand, color]) =>
        search({ brand, color }),
      ),
    },
    {
      name: 'stolen',
      description: 'stolen list, page 1',
      paths: ['/api/bikes/stolen'],
      target: listTarget,
    },
    {
      name: 'stolen-pages',
      description: 'stolen list, pages 2–10',
      paths: Array.from({ length: 9 }, (_, index) => `/api/bikes/stolen?page=${index + 2}`),
      target: listTarget,
    },
    {
      name: 'for-sale',
      description: 'for-sale list (newest 10)',
      paths: ['/api/bikes/for-sale'],
      target: listTarget,
    },
    { name: 'health-last', ...health },
  ];
}
