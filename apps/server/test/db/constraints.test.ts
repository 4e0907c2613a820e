import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorCodes, pgErrorInfo } from '../../src/db/errors.js';
import { profiles, userConsent } from '../../src/db/schema/accounts.js';
import { businessPackageRequests } from '../../src/db/schema/stores.js';
import { createTestContext, type TestContext } from '../helper.js';
import { createUser } from '../factories.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(() => context.close());

async function failure(promise: Promise<unknown>) {
  return pgErrorInfo(
    await promise.then(
      () => null,
      (caught: unknown) => caught,
    ),
  );
}

describe('constraints', () => {
  it('store one consent per user and type, updatable by upsert', async () => {
    const { db } = context;
    const user = await createUser(db);
    await db.insert(userConsent).values({ userId: user.id, consentType: 'analytics', consentGiven: true });

    expect(
      await failure(
        db.insert(userConsent).values({ userId: user.id, consentType: 'analytics', consentGiven: false }),
      ),
    ).toMatchObject({
      code: pgErrorCodes.uniqueViolation,
      constraint: 'user_consent_user_id_consent_type_unique',
    });

    await db
      .insert(userConsent)
      .values({ userId: user.id, consentType: 'analytics', consentGiven: false })
      .onConflictDoUpdate({
        target: [userConsent.userId, userConsent.consentType],
        set: { consentGiven: false, updatedAt: new Date() },
      });
    await db.insert(userConsent).values({ userId: user.id, consentType: 'marketing', consentGiven: false });
    const rows = await db.select().from(userConsent);
    expect(rows.map((row) => [row.consentType, row.consentGiven]).sort()).toEqual([
      ['analytics', false],
      ['marketing', false],
    ]);
  });

  it('reject values outside an enum check', async () => {
    const { db } = context;
    const user = await createUser(db);
    expect(
      await failure(
        db.execute(
          sql`insert into user_consent (user_id, consent_type, consent_given) values (${user.id}, 'tracking', true)`,
        ),
      ),
    ).toMatchObject({ code: pgErrorCodes.checkViolation, constraint: 'user_consent_consent_type_check' });
    expect(
      await failure(db.execute(sql`update profiles set role = 'superuser' where user_id = ${user.id}`)),
    ).toMatchObject({ code: pgErrorCodes.checkViolation, constraint: 'profiles_role_check' });
  });

  it('default a new profile to role customer and Swedish', async () => {
    const { db } = context;
    const user = await createUser(db);
    const [profile] = await db
      .select()
      .from(profiles)
      .where(sql`${profiles.userId} = ${user.id}`);
    expect(profile).toMatchObject({ role: 'customer', language: 'sv', messageNotifications: true });
  });

  it('require at least one bike in a partnership request and default to ten', async () => {
    const { db } = context;
    const request = {
      companyName: 'Cykel AB',
      organizationNumber: '5591234567',
      storeAddress: 'Storgatan 1',
      contactPhone: '0701234567',
      contactEmail: 'info@cykel.se',
      contactPerson: 'Kim',
    };
    const [row] = await db.insert(businessPackageRequests).values(request).returning();
    expect(row).toMatchObject({ bikeCount: 10, status: 'pending', requestType: 'store_partnership' });
    expect(
      await failure(db.insert(businessPackageRequests).values({ ...request, bikeCount: 0 })),
    ).toMatchObject({
      code: pgErrorCodes.checkViolation,
      constraint: 'business_package_requests_bike_count_check',
    });
  });
});
