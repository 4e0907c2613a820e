import { ZSignInRequest, ZSignUpRequest } from '@ramkoll/shared/schemas/auth';
import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signIn } from '../../services/auth/sign-in.js';
import { signUp } from '../../services/auth/sign-up.js';
import { accountDeps } from './deps.js';
import { replyWithSession } from './session-reply.js';
import { routeContract } from '../route-contract.js';

/** Both ways of creating an account answer the new session, or one of the same refusals. */
const accountCreatedErrors = {
  UNDER_AGE: '{age}',
  EMAIL_TAKEN: '',
  PHONE_TAKEN: '',
  SIGNUP_DISABLED: '',
  SIGNUP_RATE_LIMITED: '',
};

/** E-mail sign-up and sign-in (e-ID is routes/auth/eid.ts). Both answer the session. */
export const signInRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/sign-up',
    routeContract({
      access: 'public',
      tags: ['auth'],
      summary: 'Create an account with e-mail and password, and sign in',
      body: ZSignUpRequest,
      ok: { 201: ZSessionResponse },
      errors: { VALIDATION_FAILED: '{field, problem}', ...accountCreatedErrors },
    }),
    async (request, reply) => {
      const opened = await signUp(accountDeps(request), request.body);
      const body = await replyWithSession(request, reply, opened);
      return reply.code(201).send(body);
    },
  );

  app.post(
    '/sign-in',
    routeContract({
      access: 'public',
      tags: ['auth'],
      summary: 'Sign in with e-mail and password',
      body: ZSignInRequest,
      ok: { 200: ZSessionResponse },
      errors: {
        VALIDATION_FAILED: '{field, problem}',
        INVALID_CREDENTIALS: '',
        LOGIN_RATE_LIMITED:
          '{retryAfterSeconds} (5 attempts a minute per e-mail and address, 20 failures in 15 min per address, 100 failures an hour per e-mail from addresses it has not signed in from; decision 091)',
        PROFILE_CREATE_FAILED: '',
        STORE_SUSPENDED: '{reason: string | null, supportEmail} (an admin suspended the store, decision 041)',
      },
    }),
    async (request, reply) => {
      const opened = await signIn(accountDeps(request), request.body);
      return replyWithSession(request, reply, opened);
    },
  );

  done();
};
