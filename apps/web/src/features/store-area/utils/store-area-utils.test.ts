import { describe, expect, it, vi } from 'vitest';
import { barPercent, isoWeek, lastDays, readRange, shiftDate } from './analytics-range';
import { createIdBatcher } from './batch-ids';
import { apiBikesSearch, hasFilters, pageCount, readBikesQuery, writeBikesQuery } from './bikes-query';

describe('store bikes query in the address bar', () => {
  it('reads known values only and round-trips', () => {
    const query = readBikesQuery(
      new URLSearchParams('q=%20Crescent%20&status=stolen&type=lådcykel&from=2026-01-01&to=bad&page=3'),
    );
    expect(query).toEqual({
      q: 'Crescent',
      status: 'stolen',
      bikeType: 'lådcykel',
      from: '2026-01-01',
      page: 3,
    });
    expect(readBikesQuery(writeBikesQuery(query))).toEqual(query);
    expect(readBikesQuery(new URLSearchParams('status=lost&type=tandem&page=-2'))).toEqual({ page: 1 });
  });

  it('builds the API query (bikeType, page only for the list) and knows when filters are set', () => {
    const query = { q: 'x', bikeType: 'mtb' as const, page: 2 };
    expect(apiBikesSearch(query, { withPage: true })).toBe('?q=x&bikeType=mtb&page=2');
    expect(apiBikesSearch(query, { withPage: false })).toBe('?q=x&bikeType=mtb');
    expect(apiBikesSearch({ page: 1 }, { withPage: false })).toBe('');
    expect(hasFilters({ page: 4 })).toBe(false);
    expect(hasFilters(query)).toBe(true);
    expect([pageCount(0, 25), pageCount(25, 25), pageCount(26, 25)]).toEqual([1, 1, 2]);
  });
});

describe('analytics range', () => {
  it('defaults to the last 90 days ending today in Swedish time', () => {
    // 23:30 UTC on 31 Dec is already 1 January in Stockholm.
    expect(lastDays(90, new Date('2026-12-31T23:30:00Z'))).toEqual({ from: '2026-10-04', to: '2027-01-01' });
    expect(
      readRange(new URLSearchParams('from=2026-05-02&to=2026-05-01'), new Date('2026-11-20T12:00:00Z')),
    ).toEqual({
      from: '2026-08-23',
      to: '2026-11-20',
    });
    expect(readRange(new URLSearchParams('from=2026-05-01&to=2026-05-02'))).toEqual({
      from: '2026-05-01',
      to: '2026-05-02',
    });
    expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('scales bars and names ISO weeks', () => {
    expect([barPercent(0, 10), barPercent(10, 10), barPercent(1, 1000), barPercent(3, 0)]).toEqual([
      0, 100, 2, 0,
    ]);
    expect(isoWeek('2026-10-26')).toBe(44);
    expect(isoWeek('2026-12-28')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
  });
});

describe('createIdBatcher', () => {
  it('asks once per tick for every id, in batches of the maximum, and answers each caller', async () => {
    const load = vi.fn((ids: string[]) =>
      Promise.resolve(new Map(ids.filter((id) => id !== 'b').map((id) => [id, id.toUpperCase()]))),
    );
    const get = createIdBatcher(load, 2);
    const answers = await Promise.all(['a', 'b', 'c', 'a'].map(get));
    expect(answers).toEqual(['A', null, 'C', 'A']);
    expect(load.mock.calls).toEqual([[['a', 'b']], [['c', 'a']]]);
    await get('d');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('fails every caller of a failed batch', async () => {
    const get = createIdBatcher(() => Promise.reject(new Error('down')), 50);
    await expect(Promise.all([get('a'), get('b')])).rejects.toThrow('down');
  });
});
