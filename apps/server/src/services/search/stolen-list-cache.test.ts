import type { SearchBike } from '@ramkoll/shared/schemas/search';
import { describe, expect, it } from 'vitest';
import { jsonAnswer } from '../../lib/json-answer.js';
import { StolenListCache, type StolenPage } from './stolen-list-cache.js';

function page(total: number): StolenPage {
  const bikes: SearchBike[] = [];
  return { bikes, owners: [], total, json: jsonAnswer({ bikes, total, page: 1, pageSize: 20 }) };
}

function cacheAt(clock: { ms: number }, options = { maxAgeMs: 30_000, maxEntries: 3 }) {
  const cache = new StolenListCache(options, () => clock.ms);
  cache.setEnabled(true);
  return cache;
}

describe('the stolen list cache', () => {
  it('answers a stored page by page and page size, and nothing while it is off', () => {
    const cache = cacheAt({ ms: 0 });
    cache.store(cache.begin(), 1, 20, page(7));
    expect(cache.get(1, 20)?.total).toBe(7);
    expect(cache.get(1, 50)).toBeNull();
    expect(cache.get(2, 20)).toBeNull();
    cache.setEnabled(false);
    expect(cache.get(1, 20)).toBeNull();
    cache.store(cache.begin(), 1, 20, page(7));
    expect(cache.size).toBe(0);
  });

  it('forgets every page on a change, and never keeps a read begun before it', () => {
    const cache = cacheAt({ ms: 0 });
    cache.store(cache.begin(), 1, 20, page(7));
    cache.store(cache.begin(), 2, 20, page(7));
    const underWay = cache.begin();
    cache.clear();
    expect(cache.size).toBe(0);
    cache.store(underWay, 1, 20, page(6));
    expect(cache.get(1, 20)).toBeNull();
    cache.store(cache.begin(), 1, 20, page(8));
    expect(cache.get(1, 20)?.total).toBe(8);
  });

  it('trusts a page for maxAgeMs at most and keeps maxEntries pages, the oldest going first', () => {
    const clock = { ms: 0 };
    const cache = cacheAt(clock);
    for (const number of [1, 2, 3, 4]) cache.store(cache.begin(), number, 20, page(number));
    expect(cache.size).toBe(3);
    expect(cache.get(1, 20)).toBeNull();
    expect(cache.get(4, 20)?.total).toBe(4);
    clock.ms = 29_999;
    expect(cache.get(2, 20)).not.toBeNull();
    clock.ms = 30_000;
    expect(cache.get(2, 20)).toBeNull();
  });
});
