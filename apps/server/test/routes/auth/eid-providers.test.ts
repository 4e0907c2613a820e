import { ZEidOrderResponse } from '@ramkoll/shared/schemas/eid';
import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../../src/db/schema/accounts.js';
import { eidOrders } from '../../../src/db/schema/auth.js';
import { parseBankIdConfig } from '../../../src/providers/eid/bankid-config.js';
import { parseOidcConfig } from '../../../src/providers/eid/oidc-config.js';
import {
  cookiesFrom,
  errorOf,
  personalNumberBornIn,
  randomIp,
  uniqueEmail,
  type Cookies,
} from '../../auth-helpers.js';
import { createTestContext, type TestContext } from '../../helper.js';
import { startBankIdStandIn, type BankIdStandIn } from '../../stand-ins/bankid-stand-in.js';
import {
  NATURAL_PERSON_NUMBER_SCOPE,
  startOidcStandIn,
  type OidcStandIn,
} from '../../stand-ins/oidc-stand-in.js';

/**
 * e-ID sign-in and registration through the app's routes with the real providers against their
 * local partners (decision 087): BankID's RP API over mutual TLS (the stand-in of decision 088,
 * whose control API plays the person's phone) and an OpenID Provider (decision 089).
 */

function registrationForm(orderId: string) {
  const email = uniqueEmail('eid');
  return {
    orderId,
    email,
    emailConfirmation: email,
    countryCode: '+46',
    phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  };
}

describe('EID_PROVIDER=bankid', () => {
  let bankId: BankIdStandIn;
  let context: TestContext;

  beforeAll(async () => {
    bankId = await startBankIdStandIn();
    const parsed = parseBankIdConfig(bankId.env);
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    context = await createTestContext({ config: { eidProvider: 'bankid', bankId: parsed.config } });
  });

  afterAll(async () => {
    await context?.close();
    await bankId?.close();
  });

  async function startOrder(sameDevice: boolean, extra: Record<string, unknown> = {}) {
    const remoteAddress = randomIp();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/eid/orders',
      remoteAddress,
      payload: { purpose: 'register', sameDevice, ...extra },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { order: ZEidOrderResponse.parse(response.json()), cookies: cookiesFrom(response), remoteAddress };
  }

  async function phone(path: string, body: Record<string, unknown>) {
    const response = await fetch(`${bankId.controlUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  async function followUntilSettled(orderId: string, cookies: Cookies) {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/auth/eid/orders/${orderId}`,
        cookies,
      });
      const order = ZEidOrderResponse.parse(response.json());
      if (order.status !== 'pending') return order;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the order did not settle');
  }

  it('registers the person BankID identified from the scanned QR code, with their name, ignoring a typed number', async () => {
    const number = personalNumberBornIn(1979);
    const { order, cookies, remoteAddress } = await startOrder(false, {
      personalNumber: personalNumberBornIn(1990),
    });
    expect(order.qrData).toMatch(/^bankid\.[\w-]+\.0\.[0-9a-f]{64}$/);
    expect(order.autoStartUrl).toBeNull();
    await phone('/scan', {
      qrData: order.qrData,
      personalNumber: number,
      name: 'Karin Qr',
      givenName: 'Karin',
      surname: 'Qr',
      action: 'approve',
    });
    expect(await followUntilSettled(order.id, cookies)).toMatchObject({ status: 'complete', qrData: null });

    const registered = await context.app.inject({
      method: 'POST',
      url: '/api/auth/eid/register',
      cookies,
      remoteAddress,
      payload: { ...registrationForm(order.id), fullName: 'Typed Name' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const user = ZSessionResponse.parse(registered.json()).user;
    expect(user?.fullName).toBe('Karin Qr');
    const [profile] = await context.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user?.id ?? ''));
    expect(profile?.personalNumberBoundAt).not.toBeNull();
    expect(context.app.auth.cipher.decrypt(profile?.personalNumberEncrypted ?? '')).toBe(number);
  });

  it('signs in on the same device with the autostart token, and tells BankID the address and our text', async () => {
    const number = personalNumberBornIn(1978);
    const first = await startOrder(true);
    const token = new URL(first.order.autoStartUrl ?? '').searchParams.get('autostarttoken');
    const [row] = await context.db.select().from(eidOrders).where(eq(eidOrders.id, first.order.id));
    const sent = (await (await fetch(`${bankId.controlUrl}/orders/${row?.providerRef ?? ''}`)).json()) as {
      endUserIp: string;
      userVisibleData: string | null;
    };
    expect(sent.endUserIp).toBe(first.remoteAddress);
    expect(sent.userVisibleData).toContain('Identifiering hos Ramkoll');
    await phone('/scan', {
      autoStartToken: token,
      personalNumber: number,
      name: 'Sam Same',
      givenName: 'Sam',
      surname: 'Same',
      action: 'approve',
    });
    await followUntilSettled(first.order.id, first.cookies);
    const registered = await context.app.inject({
      method: 'POST',
      url: '/api/auth/eid/register',
      cookies: first.cookies,
      remoteAddress: first.remoteAddress,
      payload: registrationForm(first.order.id),
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const again = await startOrder(true);
    const againToken = new URL(again.order.autoStartUrl ?? '').searchParams.get('autostarttoken');
    await phone('/scan', {
      autoStartToken: againToken,
      personalNumber: number,
      name: 'Sam Same',
      givenName: 'Sam',
      surname: 'Same',
      action: 'approve',
    });
    await followUntilSettled(again.order.id, again.cookies);
    const signedIn = await context.app.inject({
      method: 'POST',
      url: '/api/auth/eid/sign-in',
      cookies: again.cookies,
      remoteAddress: again.remoteAddress,
      payload: { orderId: again.order.id },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { fullName: 'Sam Same' } });
  });

  it('fails the order with userCancel when the person cancels in the app, and nothing can be done with it', async () => {
    const { order, cookies } = await startOrder(false);
    await phone('/scan', {
      qrData: order.qrData,
      personalNumber: personalNumberBornIn(1977),
      name: 'Nej Tack',
      givenName: 'Nej',
      surname: 'Tack',
      action: 'cancel',
    });
    expect(await followUntilSettled(order.id, cookies)).toMatchObject({
      status: 'failed',
      hintCode: 'userCancel',
    });
    const register = await context.app.inject({
      method: 'POST',
      url: '/api/auth/eid/register',
      cookies,
      payload: registrationForm(order.id),
    });
    expect(errorOf(register).code).toBe('EID_NOT_COMPLETE');
  });
});

describe('EID_PROVIDER=oidc', () => {
  let broker: OidcStandIn;
  let context: TestContext;
  const publicUrl = 'http://localhost:3000';
  const number = personalNumberBornIn(1976);

  beforeAll(async () => {
    broker = await startOidcStandIn({
      clients: [
        {
          client_id: 'ramkoll',
          client_secret: 'a-long-enough-client-secret-for-tests',
          redirect_uris: [`${publicUrl}/api/auth/eid/callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      accounts: {
        olle: {
          claims: {
            sub: 'olle',
            name: 'Olle Oidc',
            given_name: 'Olle',
            family_name: 'Oidc',
            'https://id.oidc.se/claim/personalIdentityNumber': number,
          },
        },
      },
    });
    const parsed = parseOidcConfig({
      OIDC_ISSUER: broker.issuer,
      OIDC_CLIENT_ID: 'ramkoll',
      OIDC_CLIENT_SECRET: 'a-long-enough-client-secret-for-tests',
      OIDC_SCOPE: `openid profile ${NATURAL_PERSON_NUMBER_SCOPE}`,
    });
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    context = await createTestContext({ config: { eidProvider: 'oidc', oidc: parsed.config, publicUrl } });
  });

  afterAll(async () => {
    await context?.close();
    await broker?.close();
  });

  async function startOrder(purpose: 'sign_in' | 'register') {
    const remoteAddress = randomIp();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/eid/orders',
      remoteAddress,
      payload: { purpose },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = ZEidOrderResponse.parse(response.json());
    expect(order).toMatchObject({ status: 'pending', qrData: null, autoStartUrl: null });
    return { order, cookies: cookiesFrom(response), remoteAddress };
  }

  function callback(url: URL, cookies: Cookies) {
    return context.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, cookies });
  }

  it('registers the person the broker identified, after the broker sends the browser back', async () => {
    const { order, cookies, remoteAddress } = await startOrder('register');
    const back = await broker.identify(order.redirectUrl ?? '', { account: 'olle' });
    expect(back.pathname).toBe('/api/auth/eid/callback');
    const returned = await callback(back, cookies);
    expect(returned.statusCode).toBe(302);
    expect(returned.headers.location).toBe(`/register?eid=${order.id}`);
    const followed = await context.app.inject({
      method: 'GET',
      url: `/api/auth/eid/orders/${order.id}`,
      cookies,
    });
    expect(followed.json()).toMatchObject({ status: 'complete' });
    const registered = await context.app.inject({
      method: 'POST',
      url: '/api/auth/eid/register',
      cookies,
      remoteAddress,
      payload: registrationForm(order.id),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({ user: { fullName: 'Olle Oidc' } });

    const signIn = await startOrder('sign_in');
    const signInBack = await broker.identify(signIn.order.redirectUrl ?? '', { account: 'olle' });
    expect((await callback(signInBack, signIn.cookies)).headers.location).toBe(
      `/auth?eid=${signIn.order.id}`,
    );
    const session = await context.app.inject({
      method: 'POST',
      url: '/api/auth/eid/sign-in',
      cookies: signIn.cookies,
      remoteAddress: signIn.remoteAddress,
      payload: { orderId: signIn.order.id },
    });
    expect(session.statusCode, session.body).toBe(200);
  });

  it('does not complete an order whose callback comes back to another browser, or after a cancel at the broker', async () => {
    const { order, cookies } = await startOrder('sign_in');
    const back = await broker.identify(order.redirectUrl ?? '', { account: 'olle' });
    const stranger = await callback(back, {});
    expect(stranger.headers.location).toBe('/auth?eid_error=EID_ORDER_NOT_FOUND');
    const followed = await context.app.inject({
      method: 'GET',
      url: `/api/auth/eid/orders/${order.id}`,
      cookies,
    });
    expect(followed.json()).toMatchObject({ status: 'pending' });

    const cancelled = await startOrder('sign_in');
    const cancelBack = await broker.identify(cancelled.order.redirectUrl ?? '', 'cancel');
    await callback(cancelBack, cancelled.cookies);
    const state = await context.app.inject({
      method: 'GET',
      url: `/api/auth/eid/orders/${cancelled.order.id}`,
      cookies: cancelled.cookies,
    });
    expect(state.json()).toMatchObject({ status: 'failed', hintCode: 'userCancel' });
  });
});
