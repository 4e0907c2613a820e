import {
  ZEidInfoResponse,
  ZEidOrderResponse,
  ZEidRegisterRequest,
  ZEidSignInRequest,
  ZEidStartRequest,
} from '@ramkoll/shared/schemas/eid';
import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  cancelEidOrder,
  finishEidRedirect,
  followEidOrder,
  registerWithEid,
  signInWithEid,
  startEidOrder,
} from '../../services/auth/eid.js';
import { routeContract } from '../route-contract.js';
import { eidDeps } from './deps.js';
import { replyWithSession } from './session-reply.js';

/** The random key that ties an e-ID order to the browser that started it (only its hash is stored). */
export const EID_BROWSER_COOKIE = 'ramkoll_eid';
const EID_COOKIE_PATH = '/api/auth/eid';
const EID_COOKIE_SECONDS = 20 * 60;
const ZBrowserKey = z.string().regex(/^[\w-]{43}$/);

function browserKeyOf(request: FastifyRequest): string | undefined {
  const parsed = ZBrowserKey.safeParse(request.cookies[EID_BROWSER_COOKIE]);
  return parsed.success ? parsed.data : undefined;
}

/** The browser's key, or a new one sent as an httpOnly cookie (SameSite=Lax: it comes back with a broker's redirect). */
function ensureBrowserKey(request: FastifyRequest, reply: FastifyReply): string {
  const key = browserKeyOf(request) ?? randomBytes(32).toString('base64url');
  reply.setCookie(EID_BROWSER_COOKIE, key, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.auth.secureCookies,
    path: EID_COOKIE_PATH,
    maxAge: EID_COOKIE_SECONDS,
  });
  return key;
}

const ZOrderParams = z.object({ id: z.uuid() });

/**
 * e-ID (decision 087): an order is started, followed by the browser that started it until the
 * person has identified in their e-ID app (or at the broker, which returns to the callback), and
 * then used once to sign in or to register. The personnummer always comes from the identification.
 */
export const eidRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/eid',
    routeContract({
      access: 'public',
      tags: ['auth'],
      summary: 'Which e-ID this installation uses (simulated, bankid or oidc)',
      ok: { 200: ZEidInfoResponse },
    }),
    (request) => {
      const { provider } = request.server.accounts.eid;
      return { provider: provider.name, kind: provider.kind };
    },
  );

  app.post(
    '/eid/orders',
    routeContract({
      access: 'public',
      tags: ['auth'],
      summary: 'Start an e-ID identification for a sign-in or a registration',
      description:
        'Sets the httpOnly cookie that ties the order to this browser. With the simulator only, personalNumber names who identifies.',
      body: ZEidStartRequest,
      ok: { 201: ZEidOrderResponse },
      errors: {
        VALIDATION_FAILED: '{field, problem} (the simulator: personal_number_*)',
        SIGNUP_DISABLED: '',
        EID_RATE_LIMITED: '(20 orders per 10 min per address; the simulator: 5 per personnummer)',
        EID_UNAVAILABLE: '',
      },
    }),
    async (request, reply) => {
      const browserKey = ensureBrowserKey(request, reply);
      const order = await startEidOrder(eidDeps(request), request.body, browserKey);
      return reply.code(201).header('Cache-Control', 'no-store').send(order);
    },
  );

  app.get(
    '/eid/orders/:id',
    routeContract({
      access: 'public',
      tags: ['auth'],
      summary: "An e-ID order's state now, with the animated QR code's current content",
      description: 'Ask every second while pending; only the browser that started the order may.',
      params: ZOrderParams,
      ok: { 200: ZEidOrderResponse },
      errors: { EID_ORDER_NOT_FOUND: '(unknown, used, or another browser)' },
    }),
    async (request, reply) => {
      const order = await followEidOrder(eidDeps(request), request.params.id, browserKeyOf(request));
      return reply.header('Cache-Control', 'no-store').send(order);
    },
  );

  app.post(
    '/eid/orders/:id/cancel',
    routeContract({
      access: 'public',
      tags: ['auth'],
      summary: 'Cancel a pending e-ID order',
      params: ZOrderParams,
      ok: { 204: z.null() },
      errors: { EID_ORDER_NOT_FOUND: '' },
    }),
    async (request, reply) => {
      await cancelEidOrder(eidDeps(request), request.params.id, browserKeyOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/eid/callback',
    {
      ...routeContract({
        access: 'public',
        tags: ['auth'],
        summary: "An e-ID broker's return (OpenID Connect): finishes the order, then back to the page",
        ok: { 302: z.null() },
      }),
    },
    async (request, reply) => {
      const { publicUrl } = request.server.accounts;
      const currentUrl = new URL(request.url, `${publicUrl}/`);
      const next = await finishEidRedirect(eidDeps(request), currentUrl, browserKeyOf(request));
      return reply.header('Cache-Control', 'no-store').redirect(next, 302);
    },
  );

  app.post(
    '/eid/sign-in',
    routeContract({
      access: 'public',
      tags: ['auth'],
      summary: 'Sign in with a completed e-ID order ("Logga in med BankID")',
      body: ZEidSignInRequest,
      ok: { 200: ZSessionResponse },
      errors: {
        BANKID_NO_ACCOUNT: '(no account is bound to the identified personnummer)',
        EID_ORDER_NOT_FOUND: '',
        EID_NOT_COMPLETE: '',
        EID_RATE_LIMITED: '',
      },
    }),
    async (request, reply) => {
      const opened = await signInWithEid(eidDeps(request), request.body, browserKeyOf(request));
      return replyWithSession(request, reply, opened);
    },
  );

  app.post(
    '/eid/register',
    routeContract({
      access: 'public',
      tags: ['auth'],
      summary: 'Register with a completed e-ID order; a temporary password is e-mailed; signs in',
      description:
        'An account that only claimed the identified personnummer (typed at sign-up or by a store) is taken over (decision 087).',
      body: ZEidRegisterRequest,
      ok: { 201: ZSessionResponse },
      errors: {
        VALIDATION_FAILED: '{field, problem} (emails_do_not_match, invalid_phone, name_too_short)',
        UNDER_AGE: '{age}',
        EMAIL_TAKEN: '',
        PERSONAL_NUMBER_TAKEN: '(an account is bound to the number by e-ID)',
        PHONE_TAKEN: '',
        SIGNUP_DISABLED: '',
        SIGNUP_RATE_LIMITED: '',
        EID_ORDER_NOT_FOUND: '',
        EID_NOT_COMPLETE: '',
      },
    }),
    async (request, reply) => {
      const opened = await registerWithEid(eidDeps(request), request.body, browserKeyOf(request));
      const body = await replyWithSession(request, reply, opened);
      return reply.code(201).send(body);
    },
  );
  done();
};
