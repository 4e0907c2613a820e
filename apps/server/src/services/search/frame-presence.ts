import { and, asc, count, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes } from '../../db/schema/bikes.js';
import { qrStickers } from '../../db/schema/stickers.js';

/**
 * A Bloom filter of strings: `mightContain` is true for every value added, and for a value never
 * added with about the chosen probability (docs/decisions/065-frame-presence-filter.md).
 */
export class BloomFilter {
  private readonly bits: Uint32Array;
  private readonly size: number;
  private readonly hashes: number;

  /** Sized for `capacity` values at `falsePositiveRate` (at least 1,024 bits). */
  constructor(capacity: number, falsePositiveRate = 0.01) {
    const values = Math.max(1, capacity);
    const bits = Math.ceil((-values * Math.log(falsePositiveRate)) / Math.LN2 ** 2);
    this.size = Math.max(1024, Math.ceil(bits / 32) * 32);
    this.hashes = Math.max(1, Math.round((this.size / values) * Math.LN2));
    this.bits = new Uint32Array(this.size / 32);
  }

  add(value: string): void {
    const [first, second] = twoHashes(value);
    for (let probe = 0; probe < this.hashes; probe++) {
      const position = this.position(first, second, probe);
      this.bits[position >>> 5] = (this.bits[position >>> 5] ?? 0) | (1 << (position & 31));
    }
  }

  mightContain(value: string): boolean {
    const [first, second] = twoHashes(value);
    for (let probe = 0; probe < this.hashes; probe++) {
      const position = this.position(first, second, probe);
      if (((this.bits[position >>> 5] ?? 0) & (1 << (position & 31))) === 0) return false;
    }
    return true;
  }

  /** The bit a value's `probe`-th hash sets (double hashing). */
  private position(first: number, second: number, probe: number): number {
    return ((first + Math.imul(probe, second)) >>> 0) % this.size;
  }
}

/** FNV-1a and a multiplicative variant of it over the UTF-16 code units (double hashing). */
function twoHashes(value: string): [number, number] {
  let first = 0x811c9dc5;
  let second = 0x01000193;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x5bd1e995) ^ (second >>> 15);
  }
  // The second hash must be odd, so the k probes cover different bits.
  return [first >>> 0, (second | 1) >>> 0];
}

/** How long a loaded filter is used before it is read again in the background. */
const REFRESH_MS = 10 * 60_000;
/** Rows read per statement while loading: bounded memory and short statements at any size. */
const BATCH = 20_000;

interface Presence {
  filter: BloomFilter | null;
  loadedAt: number;
  loading: Promise<void> | null;
}

const byDatabase = new WeakMap<Db, Presence>();

/**
 * Whether the registry may hold this frame key or normalised frame number (as a live bike's) or this
 * sticker code: false only when it certainly holds none of them, as far as the filter loaded last
 * knows. A search that is told false skips its frame-number statement and sends the one that reads
 * the frame number's hits, its close neighbours and the text's terms together, which answers a hit
 * just as well (decision 065): a bike registered after the filter was read is still found, by that
 * statement. Until the first load has finished, and on any failure, the answer is true (the search
 * goes as it did before the filter). The filter is read in the background on first use and again
 * every ten minutes.
 */
export function mayHaveFrameNumber(db: Db, key: string, normalized: string): boolean {
  const presence = presenceOf(db);
  if (!presence.loading && Date.now() - presence.loadedAt > REFRESH_MS) void startLoading(db, presence);
  const { filter } = presence;
  if (!filter) return true;
  return (key !== '' && filter.mightContain(key)) || (normalized !== '' && filter.mightContain(normalized));
}

/** Reads the filter now (or waits for the load under way) and resolves once it is in use. */
export async function refreshFramePresence(db: Db): Promise<void> {
  const presence = presenceOf(db);
  await (presence.loading ?? startLoading(db, presence));
}

function presenceOf(db: Db): Presence {
  let presence = byDatabase.get(db);
  if (!presence) {
    presence = { filter: null, loadedAt: 0, loading: null };
    byDatabase.set(db, presence);
  }
  return presence;
}

function startLoading(db: Db, presence: Presence): Promise<void> {
  presence.loading = loadFilter(db)
    .then((filter) => {
      presence.filter = filter;
      presence.loadedAt = Date.now();
    })
    .catch(() => {
      // A closed or unreachable database: searched as before the filter, tried again later.
      presence.loadedAt = Date.now();
    })
    .finally(() => {
      presence.loading = null;
    });
  return presence.loading;
}

/**
 * Every live bike's frame key and normalised frame number and every linked sticker's code, read in
 * batches by id (each an index range) into a filter sized for them, with room for the registry to
 * grow until the next load without its false positives climbing.
 */
async function loadFilter(db: Db): Promise<BloomFilter> {
  const live = isNull(bikes.deletedAt);
  const linked = isNotNull(qrStickers.bikeId);
  const [[bikeCount], [stickerCount]] = await Promise.all([
    db.select({ count: count() }).from(bikes).where(live),
    db.select({ count: count() }).from(qrStickers).where(linked),
  ]);
  const expected = 2 * (bikeCount?.count ?? 0) + (stickerCount?.count ?? 0);
  const filter = new BloomFilter(Math.ceil(expected * 1.2) + 1_000);
  let after: string | null = null;
  for (;;) {
    const rows: { id: string; key: string; normalized: string }[] = await db
      .select({ id: bikes.id, key: bikes.frameKey, normalized: bikes.frameNormalized })
      .from(bikes)
      .where(after === null ? live : and(live, gt(bikes.id, after)))
      .orderBy(asc(bikes.id))
      .limit(BATCH);
    for (const row of rows) {
      filter.add(row.key);
      filter.add(row.normalized);
    }
    if (rows.length < BATCH) break;
    after = rows.at(-1)?.id ?? null;
  }
  const stickers = await db.select({ code: qrStickers.code }).from(qrStickers).where(linked);
  for (const sticker of stickers) filter.add(sticker.code);
  return filter;
}
