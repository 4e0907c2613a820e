import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/accounts.js';
import { auditLog } from '../../../src/db/schema/audit.js';
import { outbox } from '../../../src/db/schema/messaging.js';
import { pointsLedger, userBalances } from '../../../src/db/schema/points.js';
import { businessPackageRequests, stores } from '../../../src/db/schema/stores.js';
import { errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { createTestContext, testDatabaseKind, type TestContext } from '../../helper.js';
import { decide, pendingApplication } from '../../store-request-helpers.js';

/*
 * Two admins deciding one application at once (decision 038): the request row is locked with
 * SELECT … FOR UPDATE, so exactly one decision wins. PGlite runs one transaction at a time, so
 * the race is truly exercised on PostgreSQL (decision 002); the file runs on both.
 */
let context: TestContext;
let admin: Cookies;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  admin = await signedIn(context.app, 'admin@ramkoll.se');
});

afterAll(() => context.close());

async function outcome(organizationNumber: string, email: string) {
  const [storeCount] = await context.db
    .select({ n: count() })
    .from(stores)
    .where(eq(stores.organizationNumber, organizationNumber));
  const accounts = await context.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const credits = await context.db
    .select({ amount: pointsLedger.amount, balanceAfter: pointsLedger.balanceAfter })
    .from(pointsLedger)
    .innerJoin(users, eq(users.id, pointsLedger.userId))
    .where(and(eq(pointsLedger.reason, 'store_package'), eq(users.email, email)));
  const [mails] = await context.db.select({ n: count() }).from(outbox).where(eq(outbox.to, email));
  return {
    stores: storeCount?.n ?? 0,
    accounts: accounts.length,
    credits,
    mails: mails?.n ?? 0,
    accountId: accounts[0]?.id,
  };
}

describe(`parallel decisions on one application (${testDatabaseKind()})`, () => {
  it('eight approvals at once: one store, one account, one credit, seven 409s', async () => {
    const { id, body, organizationNumber } = await pendingApplication(context.app, context.db, {
      bikeCount: 4,
    });
    const email = String(body.contactEmail);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        decide(context.app, admin, id, 'approve', { name: `Samtidig Cykel ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(7).fill(409)]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(errorOf(refused)).toEqual({ code: 'STORE_REQUEST_NOT_PENDING' });
    }
    const result = await outcome(organizationNumber, email);
    expect(result).toMatchObject({ stores: 1, accounts: 1 });
    expect(result.credits).toEqual([expect.objectContaining({ amount: 400, balanceAfter: 400 })]);
    // The applicant's confirmation and one approval mail.
    expect(result.mails).toBe(2);
    const [balance] = await context.db
      .select()
      .from(userBalances)
      .where(eq(userBalances.userId, result.accountId ?? ''));
    expect(balance?.pointsBalance).toBe(400);
    const [audits] = await context.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store.request_approved'), eq(auditLog.targetId, id)));
    expect(audits?.n).toBe(1);
  });

  it('an approval and a rejection at once: exactly one decision stands', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, body, organizationNumber } = await pendingApplication(context.app, context.db);
      const responses = await Promise.all([
        decide(context.app, admin, id, 'reject', { reason: 'Ingen verkstad i butiken.' }),
        decide(context.app, admin, id, 'approve', { name: 'Kapplöpning Cykel' }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const [row] = await context.db
        .select()
        .from(businessPackageRequests)
        .where(eq(businessPackageRequests.id, id));
      const result = await outcome(organizationNumber, String(body.contactEmail));
      if (row?.status === 'approved') {
        expect(result).toMatchObject({ stores: 1, accounts: 1 });
        expect(result.credits).toHaveLength(1);
        expect(row.rejectionReason).toBeNull();
      } else {
        expect(row?.status).toBe('rejected');
        expect(result).toMatchObject({ stores: 0, accounts: 0, credits: [] });
      }
    }
  });
});
