import { randomUUID } from 'node:crypto';
import { activityIntervalMs } from '@ramkoll/shared/rules/session-activity';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/auth.js';
import { AppError } from '../../lib/app-error.js';
import { createOpaqueToken, hashOpaqueToken } from './opaque-token.js';
import { noteRevokedSessions } from './session-revocations.js';

/** Session lifetimes from the configuration. */
export interface SessionSettings {
  absoluteHours: number;
  idleMinutes: number;
}

export interface RequestMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

/** A session row just written, with the refresh token that only the cookie will hold. */
export interface OpenedSession {
  userId: string;
  sessionId: string;
  /** The new refresh token to set; null when the browser already holds the right one (a refresh race). */
  refreshToken: string | null;
  /** The idle deadline: the refresh token dies if not used before it. */
  expiresAt: Date;
  absoluteExpiresAt: Date;
}

type Executor = Pick<Db, 'insert' | 'update' | 'select'>;

/** Idle deadline from `now`, never beyond the absolute one. */
export function idleDeadline(now: Date, absoluteExpiresAt: Date, settings: SessionSettings): Date {
  const idle = new Date(now.getTime() + settings.idleMinutes * 60_000);
  return idle < absoluteExpiresAt ? idle : absoluteExpiresAt;
}

/**
 * Records that the session was used now (any authenticated request is activity, decision 021) and
 * moves its idle deadline to `now + idle`, at most once per activity interval (one minute): the
 * caller passes when activity was last written, read with the session in the same query, so most
 * requests cost no extra query. The update is conditional on that too, so concurrent requests write
 * once. Answers the idle deadline now in force.
 */
export async function recordActivity({
  db,
  sessionId,
  lastActivityAt,
  idleExpiresAt,
  now,
  settings,
}: {
  db: Executor;
  sessionId: string;
  lastActivityAt: Date;
  idleExpiresAt: Date;
  now: Date;
  settings: SessionSettings;
}): Promise<Date> {
  const interval = activityIntervalMs(settings.idleMinutes * 60);
  if (now.getTime() - lastActivityAt.getTime() < interval) return idleExpiresAt;
  const idle = new Date(now.getTime() + settings.idleMinutes * 60_000);
  const [row] = await db
    .update(sessions)
    .set({
      lastUsedAt: now,
      expiresAt: sql`least(${idle.toISOString()}::timestamptz, ${sessions.absoluteExpiresAt})`,
    })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt}) <= ${new Date(now.getTime() - interval).toISOString()}::timestamptz`,
      ),
    )
    .returning({ expiresAt: sessions.expiresAt });
  // No row: a concurrent request wrote it a moment ago; its deadline is as good as ours.
  return row?.expiresAt ?? idleExpiresAt;
}

/** Starts a new session family (a sign-in). */
export async function openSession({
  db,
  userId,
  now,
  settings,
  meta,
}: {
  db: Executor;
  userId: string;
  now: Date;
  settings: SessionSettings;
  meta: RequestMeta;
}): Promise<OpenedSession> {
  const absoluteExpiresAt = new Date(now.getTime() + settings.absoluteHours * 3_600_000);
  return insertSession(db, {
    userId,
    familyId: randomUUID(),
    staffCodeId: null,
    now,
    expiresAt: idleDeadline(now, absoluteExpiresAt, settings),
    absoluteExpiresAt,
    meta,
  });
}

async function insertSession(
  db: Executor,
  values: {
    userId: string;
    familyId: string;
    staffCodeId: string | null;
    now: Date;
    expiresAt: Date;
    absoluteExpiresAt: Date;
    meta: RequestMeta;
  },
): Promise<OpenedSession> {
  const { token, hash } = createOpaqueToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId: values.userId,
      refreshTokenHash: hash,
      familyId: values.familyId,
      staffCodeId: values.staffCodeId,
      createdAt: values.now,
      lastUsedAt: values.now,
      expiresAt: values.expiresAt,
      absoluteExpiresAt: values.absoluteExpiresAt,
      ipAddress: values.meta.ipAddress,
      userAgent: values.meta.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return {
    userId: values.userId,
    sessionId: row.id,
    refreshToken: token,
    expiresAt: values.expiresAt,
    absoluteExpiresAt: values.absoluteExpiresAt,
  };
}

/**
 * Two tabs of one browser may refresh with the same cookie at the same moment. The loser presents
 * a token rotated a moment ago whose successor is still fresh: that is a race, not theft. Within
 * this window it gets an access token for the successor session and keeps the cookie the winner set.
 */
export const REFRESH_RACE_GRACE_MS = 10_000;

type RotateOutcome =
  | { kind: 'rotated'; session: OpenedSession }
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | { kind: 'revoked' }
  | { kind: 'reused' };

/**
 * Exchanges a refresh token for a new one in the same family. A token that was already rotated
 * has been copied (stolen, or replayed): the whole family is revoked, so both the thief and the
 * victim must sign in again. The revocation is committed before the error is thrown.
 */
export async function rotateSession({
  db,
  refreshToken,
  now,
  settings,
  meta,
}: {
  db: Db;
  refreshToken: string;
  now: Date;
  settings: SessionSettings;
  meta: RequestMeta;
}): Promise<OpenedSession> {
  const hash = hashOpaqueToken(refreshToken);
  const outcome = await db.transaction(async (tx): Promise<RotateOutcome> => {
    const [row] = await tx.select().from(sessions).where(eq(sessions.refreshTokenHash, hash)).for('update');
    if (!row) return { kind: 'unknown' };
    if (row.revokedAt) return { kind: 'revoked' };
    if (row.rotatedAt) {
      if (now.getTime() - row.rotatedAt.getTime() <= REFRESH_RACE_GRACE_MS) {
        const [successor] = row.replacedById
          ? await tx
              .select()
              .from(sessions)
              .where(
                and(
                  eq(sessions.id, row.replacedById),
                  isNull(sessions.rotatedAt),
                  isNull(sessions.revokedAt),
                ),
              )
          : [];
        if (successor && now < successor.expiresAt) {
          return {
            kind: 'rotated',
            session: {
              userId: successor.userId,
              sessionId: successor.id,
              refreshToken: null,
              expiresAt: successor.expiresAt,
              absoluteExpiresAt: successor.absoluteExpiresAt,
            },
          };
        }
      }
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.familyId, row.familyId), isNull(sessions.revokedAt)));
      return { kind: 'reused' };
    }
    if (now >= row.expiresAt || now >= row.absoluteExpiresAt) {
      await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.id));
      return { kind: 'expired' };
    }
    const session = await insertSession(tx, {
      userId: row.userId,
      familyId: row.familyId,
      staffCodeId: row.staffCodeId,
      now,
      expiresAt: idleDeadline(now, row.absoluteExpiresAt, settings),
      absoluteExpiresAt: row.absoluteExpiresAt,
      meta,
    });
    await tx
      .update(sessions)
      .set({ rotatedAt: now, lastUsedAt: now, replacedById: session.sessionId })
      .where(eq(sessions.id, row.id));
    return { kind: 'rotated', session };
  });

  switch (outcome.kind) {
    case 'rotated':
      return outcome.session;
    case 'unknown':
      throw new AppError('UNAUTHENTICATED');
    case 'expired':
      throw new AppError('SESSION_EXPIRED');
    case 'revoked':
    case 'reused':
      throw new AppError('SESSION_REVOKED');
  }
}

/**
 * Global sign-out: every session of the user, on every device, ends now. The request under way
 * notes the user, so this instance forgets them before it answers (decision 036).
 */
export async function revokeAllSessions({ db, userId, now }: { db: Executor; userId: string; now: Date }) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  noteRevokedSessions(userId);
}

/** The user behind a refresh token, if it is still a live (unrevoked) session. */
export async function findSessionByRefreshToken(db: Db, refreshToken: string) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.refreshTokenHash, hashOpaqueToken(refreshToken)))
    .limit(1);
  return row ?? null;
}
