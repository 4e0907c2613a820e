import {
  ZAdminCampaignResponse,
  ZAdminCampaigns,
  type CampaignInput,
} from '@ramkoll/shared/schemas/campaigns';
import { count, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { campaigns } from '../../../src/db/schema/points.js';
import { accessOnly, errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { newCustomer } from '../../bike-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { storeSignedIn } from '../../store-area-helpers.js';

let context: TestContext;
let admin: Cookies;
let customer: Cookies;
let store: Cookies;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  admin = await signedIn(context.app, 'admin@ramkoll.se');
  customer = await signedIn(context.app, 'anna@ramkoll.se');
  store = await storeSignedIn(context);
});

afterAll(() => context.close());

const day = 24 * 3600 * 1000;

function call(cookies: Cookies | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return context.app.inject({
    method,
    url: `/api/admin/campaigns${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

function input(overrides: Partial<CampaignInput> = {}): CampaignInput {
  const now = Date.now();
  return {
    code: `VAR${randomBytes(3).toString('hex').toUpperCase()}`,
    name: 'Vårkampanj',
    startsAt: new Date(now - day).toISOString(),
    endsAt: new Date(now + 30 * day).toISOString(),
    maxRedemptions: 2,
    benefit: 'bonus',
    amount: 50,
    ...overrides,
  };
}

async function created(overrides: Partial<CampaignInput> = {}) {
  const response = await call(admin, 'POST', '', input(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return ZAdminCampaignResponse.parse(response.json()).campaign;
}

async function redeem(code: string) {
  const person = await newCustomer(context);
  return context.app.inject({
    method: 'POST',
    url: '/api/me/promo-codes/redeem',
    payload: { code },
    cookies: accessOnly(person.cookies),
  });
}

async function listed(id: string) {
  const response = await call(admin, 'GET', '');
  expect(response.statusCode).toBe(200);
  return ZAdminCampaigns.parse(response.json()).campaigns.find((campaign) => campaign.id === id);
}

describe('who may manage campaigns', () => {
  it('refuses anonymous callers (401), customers and stores (403) on every route, changing nothing', async () => {
    const campaign = await created();
    const [before] = await context.db.select({ n: count() }).from(campaigns);
    for (const [cookies, status] of [
      [null, 401],
      [customer, 403],
      [store, 403],
    ] as const) {
      const expected = status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      for (const response of [
        await call(cookies, 'GET', ''),
        await call(cookies, 'POST', '', input()),
        await call(cookies, 'PUT', `/${campaign.id}`, input({ name: 'Ändrad' })),
        await call(cookies, 'POST', `/${campaign.id}/pause`),
        await call(cookies, 'POST', `/${campaign.id}/resume`),
        await call(cookies, 'POST', `/${campaign.id}/end`),
      ]) {
        expect(response.statusCode, response.body).toBe(status);
        expect(errorOf(response).code).toBe(expected);
      }
    }
    const [after] = await context.db.select({ n: count() }).from(campaigns);
    expect(after?.n).toBe(before?.n);
    expect(await listed(campaign.id)).toMatchObject({ name: 'Vårkampanj', state: 'running', active: true });
  });
});

describe('creating and editing', () => {
  it('creates a running campaign a customer can redeem, counting redemptions against the cap', async () => {
    const campaign = await created({ code: ` var${randomBytes(2).toString('hex')} ` });
    expect(campaign.code).toMatch(/^VAR[0-9A-F]{4}$/);
    expect(campaign).toMatchObject({ bonusPoints: 50, percentOff: null, maxRedemptions: 2, redemptions: 0 });
    expect((await redeem(campaign.code)).statusCode).toBe(200);
    expect((await redeem(campaign.code)).statusCode).toBe(200);
    const third = await redeem(campaign.code);
    expect(errorOf(third).code).toBe('PROMO_CODE_EXHAUSTED');
    expect(await listed(campaign.id)).toMatchObject({ redemptions: 2, state: 'exhausted' });
    const audit = await context.db.select().from(auditLog).where(eq(auditLog.targetId, campaign.id));
    expect(audit.map((row) => row.action)).toEqual(['campaign.created']);
  });

  it('refuses a taken code with CAMPAIGN_CODE_TAKEN', async () => {
    const campaign = await created();
    const again = await call(admin, 'POST', '', input({ code: campaign.code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('CAMPAIGN_CODE_TAKEN');
  });

  it('reports every bad field at once with VALIDATION_FAILED and creates nothing', async () => {
    const [before] = await context.db.select({ n: count() }).from(campaigns);
    const response = await call(admin, 'POST', '', {
      code: 'ab',
      name: ' ',
      startsAt: '2026-05-01T00:00:00Z',
      endsAt: '2026-04-01T00:00:00Z',
      maxRedemptions: 0,
      benefit: 'percent',
      amount: 120,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        field: 'code',
        problem: 'code_format',
        problems: {
          code: 'code_format',
          name: 'required',
          endsAt: 'ends_before_start',
          maxRedemptions: 'too_small',
          amount: 'too_large',
        },
      },
    });
    const bonus = await call(admin, 'POST', '', input({ amount: 2.5 }));
    expect(errorOf(bonus)).toMatchObject({ details: { field: 'amount', problem: 'not_whole_number' } });
    const dates = await call(admin, 'POST', '', input({ startsAt: 'igår' }));
    expect(errorOf(dates)).toMatchObject({ details: { field: 'startsAt', problem: 'invalid' } });
    const [after] = await context.db.select({ n: count() }).from(campaigns);
    expect(after?.n).toBe(before?.n);
  });

  it('edits name, window, cap and benefit but not the code, and not the cap below redemptions', async () => {
    const campaign = await created({ maxRedemptions: null });
    expect((await redeem(campaign.code)).statusCode).toBe(200);
    const edited = await call(admin, 'PUT', `/${campaign.id}`, {
      ...input({ code: 'ANNAN123', name: 'Sommar', benefit: 'percent', amount: 20, maxRedemptions: 10 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ZAdminCampaignResponse.parse(edited.json()).campaign).toMatchObject({
      code: campaign.code,
      name: 'Sommar',
      bonusPoints: null,
      percentOff: 20,
      maxRedemptions: 10,
      redemptions: 1,
    });
    // A discount campaign is redeemed at checkout, not here.
    await call(admin, 'PUT', `/${campaign.id}`, input({ name: 'Sommar', maxRedemptions: 10 }));
    expect((await redeem(campaign.code)).statusCode).toBe(200);
    const below = await call(admin, 'PUT', `/${campaign.id}`, input({ maxRedemptions: 1 }));
    expect(below.statusCode).toBe(400);
    expect(errorOf(below)).toMatchObject({
      details: { field: 'maxRedemptions', problem: 'below_redemptions' },
    });
    const [row] = await context.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.name).toBe('Sommar');
    const unknown = await call(admin, 'PUT', '/6a0b3c1e-0000-4000-8000-000000000000', input());
    expect(errorOf(unknown).code).toBe('CAMPAIGN_NOT_FOUND');
  });
});

describe('pausing and ending', () => {
  it('a paused code is refused until resumed; an ended one for good, and it is no longer changed', async () => {
    const campaign = await created({ maxRedemptions: null });
    const paused = await call(admin, 'POST', `/${campaign.id}/pause`);
    expect(ZAdminCampaignResponse.parse(paused.json()).campaign).toMatchObject({
      state: 'paused',
      active: false,
    });
    expect(errorOf(await redeem(campaign.code)).code).toBe('PROMO_CODE_INVALID');
    const resumed = await call(admin, 'POST', `/${campaign.id}/resume`);
    expect(ZAdminCampaignResponse.parse(resumed.json()).campaign.state).toBe('running');
    expect((await redeem(campaign.code)).statusCode).toBe(200);
    const ended = await call(admin, 'POST', `/${campaign.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ZAdminCampaignResponse.parse(ended.json()).campaign).toMatchObject({
      state: 'ended',
      redemptions: 1,
    });
    expect(errorOf(await redeem(campaign.code)).code).toBe('PROMO_CODE_INVALID');
    for (const response of [
      await call(admin, 'POST', `/${campaign.id}/resume`),
      await call(admin, 'POST', `/${campaign.id}/end`),
      await call(admin, 'PUT', `/${campaign.id}`, input()),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('CAMPAIGN_ENDED');
    }
    const actions = await context.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, campaign.id));
    expect(actions.map((row) => row.action).sort()).toEqual(
      ['campaign.created', 'campaign.ended', 'campaign.paused', 'campaign.resumed'].sort(),
    );
  });

  it('ending a campaign that has not started closes it too', async () => {
    const now = Date.now();
    const campaign = await created({
      startsAt: new Date(now + 5 * day).toISOString(),
      endsAt: new Date(now + 9 * day).toISOString(),
    });
    expect(campaign.state).toBe('scheduled');
    const ended = await call(admin, 'POST', `/${campaign.id}/end`);
    expect(ZAdminCampaignResponse.parse(ended.json()).campaign.state).toBe('ended');
  });
});
