import {
  notificationsPageSize,
  ZMarkNotificationsReadResponse,
  ZNotificationsPage,
} from '@ramkoll/shared/schemas/notifications';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/db/schema/messaging.js';
import { errorOf, signedIn } from '../../auth-helpers.js';
import { callApi, newCustomer, registeredBike, type TestCustomer } from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
});

afterAll(() => context.close());

async function page(customer: TestCustomer, before?: string) {
  const response = await callApi(
    context,
    customer.cookies,
    'GET',
    `/api/me/notifications${before ? `?before=${before}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return ZNotificationsPage.parse(response.json());
}

/** `n` notifications one second apart, oldest first, so their order is certain. */
async function seedNotifications(userId: string, n: number): Promise<string[]> {
  const start = Date.now() - n * 1000;
  const rows = await context.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, index) => ({
        userId,
        type: 'recovery_reward' as const,
        payload: { points: index },
        createdAt: new Date(start + index * 1000),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

async function unreadIds(userId: string): Promise<string[]> {
  const rows = await context.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return rows.map((row) => row.id);
}

describe('GET /api/me/notifications', () => {
  it('lists my notifications newest first with the bike, pages with before, and counts unread', async () => {
    const customer = await newCustomer(context, 100);
    const bikeId = await registeredBike(context, customer);
    const ids = await seedNotifications(customer.userId, notificationsPageSize + 2);

    const first = await page(customer);
    expect(first.unreadCount).toBe(notificationsPageSize + 3);
    // The registration is the newest; then the seeded rows from the newest down.
    expect(first.items[0]).toMatchObject({ type: 'bike_registered', readAt: null, receiptId: null });
    expect(first.items[0]?.bike).toMatchObject({ id: bikeId, label: 'Crescent Alvar' });
    expect(first.items.slice(1).map((item) => item.id)).toEqual(
      [...ids].reverse().slice(0, notificationsPageSize - 1),
    );
    expect(first.items[1]?.points).toBe(notificationsPageSize + 1);
    expect(first.nextBefore).toBe(first.items.at(-1)?.id);

    const second = await page(customer, first.nextBefore ?? '');
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(0, 3).reverse());
    expect(second.nextBefore).toBeNull();
  });

  it("never shows another user's notifications, even when paging from one of theirs", async () => {
    const owner = await newCustomer(context);
    const stranger = await newCustomer(context);
    const [ownersId] = await seedNotifications(owner.userId, 1);
    expect((await page(stranger)).items).toEqual([]);
    expect((await page(stranger, ownersId)).items).toEqual([]);
  });

  it('refuses visitors (401) and a cursor that is not an id (400)', async () => {
    const anonymous = await callApi(context, null, 'GET', '/api/me/notifications');
    expect(anonymous.statusCode).toBe(401);
    const customer = await newCustomer(context);
    const bad = await callApi(context, customer.cookies, 'GET', '/api/me/notifications?before=1;drop');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION_FAILED');
  });

  it('serves stores and admins their own (empty) list', async () => {
    for (const email of ['butik@ramkoll.se', 'admin@ramkoll.se']) {
      const cookies = await signedIn(context.app, email);
      const response = await callApi(context, cookies, 'GET', '/api/me/notifications');
      expect(response.statusCode, response.body).toBe(200);
      expect(ZNotificationsPage.parse(response.json()).unreadCount).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('POST /api/me/notifications/read', () => {
  it('marks the given ids read, ignores ids that are not mine, then marks all', async () => {
    const customer = await newCustomer(context);
    const stranger = await newCustomer(context);
    const mine = await seedNotifications(customer.userId, 3);
    const theirs = await seedNotifications(stranger.userId, 1);

    const some = await callApi(context, customer.cookies, 'POST', '/api/me/notifications/read', {
      ids: [mine[0] ?? '', ...theirs],
    });
    expect(some.statusCode, some.body).toBe(200);
    expect(ZMarkNotificationsReadResponse.parse(some.json())).toEqual({ unreadCount: 2 });
    expect(await unreadIds(stranger.userId)).toEqual(theirs);

    const all = await callApi(context, customer.cookies, 'POST', '/api/me/notifications/read', {});
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect(await unreadIds(customer.userId)).toEqual([]);
    expect(await unreadIds(stranger.userId)).toEqual(theirs);
  });

  it('refuses visitors (401) and bad ids (400) without changing anything', async () => {
    const customer = await newCustomer(context);
    const ids = await seedNotifications(customer.userId, 1);
    const anonymous = await callApi(context, null, 'POST', '/api/me/notifications/read', {});
    expect(anonymous.statusCode).toBe(401);
    for (const payload of [{ ids: ['nope'] }, { ids: [] }, { ids: 'all' }]) {
      const bad = await callApi(context, customer.cookies, 'POST', '/api/me/notifications/read', payload);
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).code).toBe('VALIDATION_FAILED');
    }
    expect(await unreadIds(customer.userId)).toEqual(ids);
  });
});
