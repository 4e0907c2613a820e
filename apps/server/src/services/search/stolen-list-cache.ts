import type { BikeListResponse, SearchBike } from '@ramkoll/shared/schemas/search';
import type { JsonAnswer } from '../../lib/json-answer.js';

/** The channel migration 0024's triggers NOTIFY on when a stolen bike changes (no payload). */
export const STOLEN_LIST_CHANNEL = 'ramkoll_stolen_list';

export interface StolenListCacheOptions {
  /** The longest a page is trusted without being read again (a safety net; changes are pushed). */
  maxAgeMs: number;
  /** Pages kept at most (page × page size); the oldest go first. */
  maxEntries: number;
}

export const defaultStolenListCacheOptions: StolenListCacheOptions = { maxAgeMs: 30_000, maxEntries: 200 };

/** One page of the stolen list as anyone sees it: isMine false, and who owns each bike. */
export interface StolenPage {
  /** The bikes of the page, isMine false for everyone. */
  bikes: SearchBike[];
  /** The owner of each bike, in the same order; never sent, only compared with the viewer. */
  owners: (string | null)[];
  total: number;
  /** The answer for a viewer who owns none of the page's bikes, written once. */
  json: JsonAnswer<BikeListResponse>;
}

interface Entry {
  page: StolenPage;
  cachedAt: number;
}

/**
 * The pages of the stolen list, answered from memory (decision 062). The list is the same for
 * every signed-in viewer but for isMine, it is read far more often than stolen bikes change, and
 * its every field comes from the `bikes` table, whose stolen rows migration 0024's triggers watch:
 * any change to a bike that is or was stolen is announced on STOLEN_LIST_CHANNEL, and every
 * instance forgets every page. This instance also forgets them when it answers a request that may
 * have changed something (any method but GET and HEAD), before that answer leaves, so its caller
 * never meets the old list whenever the announcement arrives; and after `maxAgeMs` at the latest.
 *
 * A read under way while the pages were forgotten is not kept: `begin()` takes a tick and
 * `store()` refuses a read begun before the last `clear()`. Until the instance listens (and while
 * it has lost that connection) the cache is off and every request reads the database.
 */
export class StolenListCache {
  private readonly entries = new Map<string, Entry>();
  private tick = 0;
  private enabled = false;

  constructor(
    private readonly options: StolenListCacheOptions = defaultStolenListCacheOptions,
    private readonly monotonicMs: () => number = () => performance.now(),
  ) {}

  /** Turns the cache on (listening) or off (not listening: everything is forgotten). */
  setEnabled(enabled: boolean): void {
    this.clear();
    this.enabled = enabled;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A page as read at most `maxAgeMs` ago and unchanged since, or null (read the database). */
  get(page: number, pageSize: number): StolenPage | null {
    if (!this.enabled) return null;
    const key = `${page}/${pageSize}`;
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.monotonicMs() - entry.cachedAt >= this.options.maxAgeMs) {
      this.entries.delete(key);
      return null;
    }
    return entry.page;
  }

  /** Call before reading the database; pass the result to `store`. */
  begin(): number {
    return this.tick;
  }

  /** Keeps what a read begun at `startedAt` found, unless the list changed since. */
  store(startedAt: number, page: number, pageSize: number, found: StolenPage): void {
    if (!this.enabled || startedAt !== this.tick) return;
    const key = `${page}/${pageSize}`;
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { page: found, cachedAt: this.monotonicMs() });
  }

  /** A stolen bike changed (or may have): forget every page, and refuse reads under way. */
  clear(): void {
    this.tick += 1;
    this.entries.clear();
  }
}
