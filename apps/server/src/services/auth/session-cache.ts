import type { SessionUserWithSession } from './get-session-user.js';

/** The channel migration 0012's triggers NOTIFY on, with the changed user's id as payload. */
export const SESSION_CHANGES_CHANNEL = 'ramkoll_sessions';

export interface SessionCacheOptions {
  /** The longest an entry is trusted without being read again (a safety net; changes are pushed). */
  maxAgeMs: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries: number;
}

export const defaultSessionCacheOptions: SessionCacheOptions = { maxAgeMs: 30_000, maxEntries: 20_000 };

interface Entry {
  found: SessionUserWithSession;
  userId: string;
  cachedAt: number;
}

/**
 * The session check of signed-in requests, answered from memory (docs/decisions/036). An entry is
 * what `getSessionUser` read for one session. It is dropped when the database announces a change
 * to that user (a session row, the account, the profile or the store: migration 0012), when this
 * instance itself changes something for the user, and after `maxAgeMs` at the latest. The expiry
 * times are checked on every use, so an idle or absolute deadline ends the session on time.
 *
 * A read that was under way while a change was announced is not stored: `begin()` takes a tick,
 * and `store()` refuses it when the user (or everyone) was dropped after that tick. Until the
 * instance listens for changes (and while it has lost that connection) the cache is off and every
 * request reads the database, as before.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  /** The tick at which each user was last dropped; pruned by raising `floor`. */
  private readonly droppedAt = new Map<string, number>();
  private tick = 0;
  /** Reads begun before this tick are never stored. */
  private floor = 0;
  private enabled = false;

  constructor(
    private readonly options: SessionCacheOptions = defaultSessionCacheOptions,
    private readonly monotonicMs: () => number = () => performance.now(),
  ) {}

  /** Turns the cache on (listening) or off (not listening: everything is dropped). */
  setEnabled(enabled: boolean): void {
    this.clear();
    this.enabled = enabled;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A cached session still valid at `now`, or null (read the database). */
  get(sessionId: string, userId: string, now: Date): SessionUserWithSession | null {
    if (!this.enabled) return null;
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    const expired =
      entry.userId !== userId ||
      this.monotonicMs() - entry.cachedAt >= this.options.maxAgeMs ||
      entry.found.idleExpiresAt.getTime() <= now.getTime() ||
      entry.found.absoluteExpiresAt.getTime() <= now.getTime();
    if (expired) {
      this.remove(sessionId);
      return null;
    }
    return entry.found;
  }

  /** Call before reading the database; pass the result to `store`. */
  begin(): number {
    return this.tick;
  }

  /** Keeps what a read begun at `startedAt` found, unless the user changed since. */
  store(startedAt: number, userId: string, found: SessionUserWithSession): void {
    if (!this.enabled || startedAt < this.floor) return;
    if ((this.droppedAt.get(userId) ?? -1) > startedAt) return;
    this.remove(found.sessionId);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.remove(oldest.value);
    }
    this.entries.set(found.sessionId, { found, userId, cachedAt: this.monotonicMs() });
    let sessions = this.sessionsOfUser.get(userId);
    if (!sessions) {
      sessions = new Set();
      this.sessionsOfUser.set(userId, sessions);
    }
    sessions.add(found.sessionId);
  }

  /** A session's activity was written: its new idle deadline, without another read. */
  touch(sessionId: string, lastActivityAt: Date, idleExpiresAt: Date): void {
    const entry = this.entries.get(sessionId);
    if (entry) entry.found = { ...entry.found, lastActivityAt, idleExpiresAt };
  }

  /** Something about this user changed: forget their sessions, and refuse reads under way. */
  dropUser(userId: string): void {
    this.tick += 1;
    this.droppedAt.set(userId, this.tick);
    const sessions = this.sessionsOfUser.get(userId);
    if (sessions) for (const sessionId of [...sessions]) this.remove(sessionId);
    // Reads take milliseconds; a tick this old can be forgotten by refusing anything older.
    if (this.droppedAt.size > this.options.maxEntries) {
      this.droppedAt.clear();
      this.floor = this.tick;
    }
  }

  clear(): void {
    this.tick += 1;
    this.floor = this.tick;
    this.entries.clear();
    this.sessionsOfUser.clear();
    this.droppedAt.clear();
  }

  private remove(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const sessions = this.sessionsOfUser.get(entry.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.sessionsOfUser.delete(entry.userId);
  }
}
