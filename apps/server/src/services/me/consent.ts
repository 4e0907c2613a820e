import { consentTypes, type ConsentChoices, type ConsentRecord } from '@ramkoll/shared/schemas/consent';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userConsent } from '../../db/schema/accounts.js';
import type { RequestMeta } from '../auth/session-store.js';
import type { Actor } from '../actor.js';

/** The stored cookie choices; categories never chosen count as refused (necessary is always on). */
export async function getConsent({ db, actor }: { db: Db; actor: Actor }): Promise<ConsentRecord> {
  const rows = await db
    .select({
      type: userConsent.consentType,
      given: userConsent.consentGiven,
      updatedAt: userConsent.updatedAt,
    })
    .from(userConsent)
    .where(eq(userConsent.userId, actor.userId));
  const given = (type: string) => rows.find((row) => row.type === type)?.given ?? false;
  const latest = rows.reduce<Date | null>(
    (max, row) => (!max || row.updatedAt > max ? row.updatedAt : max),
    null,
  );
  return {
    choices: {
      necessary: true,
      analytics: given('analytics'),
      marketing: given('marketing'),
      functional: given('functional'),
    },
    updatedAt: latest?.toISOString() ?? null,
  };
}

/** Spec section 7: upsert on (user, consent type), with the IP and user agent of the choice. */
export async function saveConsent({
  db,
  actor,
  choices,
  meta,
  now,
}: {
  db: Db;
  actor: Actor;
  choices: ConsentChoices;
  meta: RequestMeta;
  now: Date;
}): Promise<ConsentRecord> {
  await db
    .insert(userConsent)
    .values(
      consentTypes.map((type) => ({
        userId: actor.userId,
        consentType: type,
        consentGiven: choices[type],
        ipAddress: meta.ipAddress,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [userConsent.userId, userConsent.consentType],
      set: {
        consentGiven: sql`excluded.consent_given`,
        ipAddress: sql`excluded.ip_address`,
        userAgent: sql`excluded.user_agent`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return getConsent({ db, actor });
}
