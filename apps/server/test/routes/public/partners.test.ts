import { luhnCheckDigit } from '@ramkoll/shared/rules/luhn';
import { ZPartnersResponse } from '@ramkoll/shared/schemas/public-pages';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../../src/db/schema/stores.js';
import { demoStore } from '../../../src/db/seed/demo-accounts.js';
import { createUser } from '../../factories.js';
import { createTestContext, type TestContext } from '../../helper.js';

let context: TestContext;

function orgNumber(): string {
  const nine = `55${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  return `${nine}${luhnCheckDigit(nine)}`;
}

async function addStore(values: { name: string; city: string | null; withAccount?: boolean }) {
  const account = values.withAccount === false ? null : await createUser(context.db);
  await context.db.insert(stores).values({
    name: values.name,
    chain: null,
    address: 'Storgatan 1',
    postalCode: '111 11',
    city: values.city,
    phone: '010-123 45 67',
    organizationNumber: orgNumber(),
    contactInfo: 'Kontaktperson Karin, karin@example.se, 070-111 22 33',
    accountUserId: account?.id ?? null,
  });
}

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  await addStore({ name: 'Östra Cykel', city: 'Örebro' });
  await addStore({ name: 'Fjällcykel', city: 'Åre' });
  await addStore({ name: 'ängens cykel', city: 'Ängelholm' });
  await addStore({ name: 'Borta Cykel', city: null });
  await addStore({ name: 'Bergs Cykel', city: 'Stockholm' });
  await addStore({ name: 'Nedlagd Cykel', city: 'Stockholm', withAccount: false });
});

afterAll(() => context.close());

describe('GET /api/partners', () => {
  it('lists the partner stores for visitors, by city then name in Swedish order', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/partners' });
    expect(response.statusCode).toBe(200);
    const { stores: partners } = ZPartnersResponse.parse(response.json());
    expect(partners.map((store) => [store.city, store.name])).toEqual([
      ['Stockholm', 'Bergs Cykel'],
      ['Stockholm', demoStore.name],
      ['Åre', 'Fjällcykel'],
      ['Ängelholm', 'ängens cykel'],
      ['Örebro', 'Östra Cykel'],
      [null, 'Borta Cykel'],
    ]);
    expect(partners.find((store) => store.name === demoStore.name)).toMatchObject({
      chain: demoStore.chain,
      address: demoStore.address,
      postalCode: demoStore.postalCode,
      city: demoStore.city,
      phone: demoStore.phone,
    });
  });

  it('answers only public business details: no organisation number, contact person or account', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/partners' });
    const body = response.json<{ stores: Record<string, unknown>[] }>();
    for (const store of body.stores) {
      expect(Object.keys(store).sort()).toEqual(
        ['address', 'chain', 'city', 'id', 'name', 'phone', 'postalCode'].sort(),
      );
    }
    expect(response.body).not.toContain(demoStore.organizationNumber);
    expect(response.body).not.toContain('karin@example.se');
    expect(response.body).not.toContain(demoStore.contactInfo);
    expect(response.body).not.toContain('Nedlagd Cykel');
  });

  it('may be cached briefly by anyone and is described in the API documentation', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/partners' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const docs = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = docs.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(paths['/api/partners']?.get).toBeDefined();
    expect(paths['/api/contact']?.post).toBeDefined();
  });
});

describe('GET /api/partners without stores', () => {
  it('answers an empty list', async () => {
    const empty = await createTestContext();
    try {
      const response = await empty.app.inject({ method: 'GET', url: '/api/partners' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ stores: [] });
    } finally {
      await empty.close();
    }
  });
});
