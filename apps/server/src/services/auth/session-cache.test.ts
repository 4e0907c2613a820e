import { describe, expect, it } from 'vitest';
import type { SessionUserWithSession } from './get-session-user.js';
import { SessionCache } from './session-cache.js';

const now = new Date('2026-11-25T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

function found(sessionId: string, userId: string, overrides: Partial<SessionUserWithSession> = {}) {
  return {
    sessionId,
    lastActivityAt: now,
    idleExpiresAt: later(15 * 60_000),
    absoluteExpiresAt: later(12 * 3_600_000),
    user: { id: userId, email: `${userId}@example.se`, role: 'customer' },
    ...overrides,
  } as SessionUserWithSession;
}

function cacheAt(clock: { ms: number }, options = { maxAgeMs: 30_000, maxEntries: 100 }) {
  const cache = new SessionCache(options, () => clock.ms);
  cache.setEnabled(true);
  return cache;
}

describe('the session cache', () => {
  it('answers a stored session for its own user only, and nothing while it is off', () => {
    const clock = { ms: 0 };
    const cache = cacheAt(clock);
    cache.store(cache.begin(), 'u1', found('s1', 'u1'));
    expect(cache.get('s1', 'u1', now)?.user.id).toBe('u1');
    expect(cache.get('s1', 'u2', now)).toBeNull();
    cache.store(cache.begin(), 'u1', found('s1', 'u1'));
    cache.setEnabled(false);
    expect(cache.get('s1', 'u1', now)).toBeNull();
    cache.store(cache.begin(), 'u1', found('s1', 'u1'));
    expect(cache.size).toBe(0);
  });

  it('ends a session at its idle or absolute deadline, and trusts an entry for maxAgeMs at most', () => {
    const clock = { ms: 0 };
    const cache = cacheAt(clock);
    cache.store(cache.begin(), 'u1', found('idle', 'u1', { idleExpiresAt: later(1_000) }));
    cache.store(cache.begin(), 'u1', found('absolute', 'u1', { absoluteExpiresAt: later(2_000) }));
    cache.store(cache.begin(), 'u2', found('old', 'u2'));
    expect(cache.get('idle', 'u1', later(999))).not.toBeNull();
    expect(cache.get('idle', 'u1', later(1_000))).toBeNull();
    expect(cache.get('absolute', 'u1', later(2_000))).toBeNull();
    clock.ms = 29_999;
    expect(cache.get('old', 'u2', now)).not.toBeNull();
    clock.ms = 30_000;
    expect(cache.get('old', 'u2', now)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets every session of a changed user, and no other', () => {
    const cache = cacheAt({ ms: 0 });
    cache.store(cache.begin(), 'u1', found('a', 'u1'));
    cache.store(cache.begin(), 'u1', found('b', 'u1'));
    cache.store(cache.begin(), 'u2', found('c', 'u2'));
    cache.dropUser('u1');
    expect(cache.get('a', 'u1', now)).toBeNull();
    expect(cache.get('b', 'u1', now)).toBeNull();
    expect(cache.get('c', 'u2', now)).not.toBeNull();
  });

  it('does not keep a read that was under way when its user changed or everything was dropped', () => {
    const cache = cacheAt({ ms: 0 });
    const before = cache.begin();
    cache.dropUser('u1');
    cache.store(before, 'u1', found('a', 'u1'));
    expect(cache.get('a', 'u1', now)).toBeNull();
    // Another user's read is not affected; a read begun after the change is kept.
    cache.store(before, 'u2', found('b', 'u2'));
    expect(cache.get('b', 'u2', now)).not.toBeNull();
    cache.store(cache.begin(), 'u1', found('a', 'u1'));
    expect(cache.get('a', 'u1', now)).not.toBeNull();

    const beforeClear = cache.begin();
    cache.setEnabled(true);
    cache.store(beforeClear, 'u3', found('c', 'u3'));
    expect(cache.get('c', 'u3', now)).toBeNull();
  });

  it('still refuses an old read after the record of changes is pruned', () => {
    const cache = cacheAt({ ms: 0 }, { maxAgeMs: 30_000, maxEntries: 3 });
    const before = cache.begin();
    for (const userId of ['u1', 'u2', 'u3', 'u4']) cache.dropUser(userId);
    cache.store(before, 'u1', found('a', 'u1'));
    expect(cache.get('a', 'u1', now)).toBeNull();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = cacheAt({ ms: 0 }, { maxAgeMs: 30_000, maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) cache.store(cache.begin(), id, found(id, id));
    expect(cache.size).toBe(2);
    expect(cache.get('a', 'a', now)).toBeNull();
    expect(cache.get('c', 'c', now)).not.toBeNull();
  });

  it('moves the idle deadline of a session whose activity was written', () => {
    const cache = cacheAt({ ms: 0 });
    cache.store(cache.begin(), 'u1', found('a', 'u1', { idleExpiresAt: later(1_000) }));
    cache.touch('a', later(500), later(60_000));
    expect(cache.get('a', 'u1', later(5_000))?.lastActivityAt).toEqual(later(500));
  });
});
