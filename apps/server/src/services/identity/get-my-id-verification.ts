import type { MyIdVerificationStatus } from '@ramkoll/shared/schemas/id-verification';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { idVerifications } from '../../db/schema/identity.js';
import type { Actor } from '../actor.js';
import { assertCustomer } from '../bikes/bike-access.js';
import { idVerificationColumns, toIdVerification } from './id-verification-view.js';

/**
 * GET /api/me/id-verification: whether my identity is verified (BankID or an approved ID
 * document) and my newest submission, whatever its state.
 */
export async function getMyIdVerification({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<MyIdVerificationStatus> {
  assertCustomer(actor);
  const [[profile], [latest]] = await Promise.all([
    db
      .select({
        verifiedAt: profiles.identityVerifiedAt,
        method: profiles.identityVerificationMethod,
      })
      .from(profiles)
      .where(eq(profiles.userId, actor.userId))
      .limit(1),
    db
      .select(idVerificationColumns)
      .from(idVerifications)
      .where(eq(idVerifications.userId, actor.userId))
      .orderBy(desc(idVerifications.createdAt), desc(idVerifications.id))
      .limit(1),
  ]);
  const verifiedAt = profile?.verifiedAt ?? null;
  return {
    identityVerified: verifiedAt !== null,
    verifiedAt: verifiedAt?.toISOString() ?? null,
    method: verifiedAt !== null ? (profile?.method ?? null) : null,
    latest: latest ? toIdVerification(latest) : null,
  };
}
