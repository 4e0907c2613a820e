import {
  ZBankIdRegisterRequest,
  ZBankIdSignInRequest,
  ZSignInRequest,
  ZSignUpRequest,
} from '@ramkoll/shared/schemas/auth';
import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import { ZSessionResponse } from '@ramkoll/shared/schemas/session';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { registerWithBankId, signInWithBankId } from '../../services/auth/bankid.js';
import { signIn } from '../../services/auth/sign-in.js';
import { signUp } from '../../services/auth/sign-up.js';
import { accountDeps } from './deps.js';
import { replyWithSession } from './session-reply.js';

/** Both ways of creating an account answer the new session, or one of the same refusals. */
const accountCreatedResponses = {
  201: ZSessionResponse,
  400: ZApiError,
  403: ZApiError,
  409: ZApiError,
  422: ZApiError,
  429: ZApiError,
};

/** Every way in: e-mail sign-up and sign-in, BankID registration and sign-in. All answer the session. */
export const signInRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/sign-up',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account with e-mail and password, and sign in',
        description:
          'Errors: 400 VALIDATION_FAILED {field, problem}, 422 UNDER_AGE {age}, 409 EMAIL_TAKEN | PERSONAL_NUMBER_TAKEN | PHONE_TAKEN, 403 SIGNUP_DISABLED, 429 SIGNUP_RATE_LIMITED.',
        body: ZSignUpRequest,
        response: accountCreatedResponses,
      },
    },
    async (request, reply) => {
      const opened = await signUp(accountDeps(request), request.body);
      const body = await replyWithSession(request, reply, opened);
      return reply.code(201).send(body);
    },
  );

  app.post(
    '/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'Errors: 400 VALIDATION_FAILED {field, problem}, 401 INVALID_CREDENTIALS, 429 LOGIN_RATE_LIMITED (5 attempts per 60 s per e-mail), 500 PROFILE_CREATE_FAILED.',
        body: ZSignInRequest,
        response: { 200: ZSessionResponse, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const opened = await signIn(accountDeps(request), request.body);
      return replyWithSession(request, reply, opened);
    },
  );

  app.post(
    '/bankid/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register with (simulated) BankID; a temporary password is e-mailed; signs in',
        description:
          'Errors: 400 VALIDATION_FAILED {field, problem} (emails_do_not_match, invalid_phone, personal_number_*), 422 UNDER_AGE {age}, 409 EMAIL_TAKEN | PERSONAL_NUMBER_TAKEN | PHONE_TAKEN, 403 SIGNUP_DISABLED, 429 SIGNUP_RATE_LIMITED.',
        body: ZBankIdRegisterRequest,
        response: accountCreatedResponses,
      },
    },
    async (request, reply) => {
      const opened = await registerWithBankId(accountDeps(request), request.body);
      const body = await replyWithSession(request, reply, opened);
      return reply.code(201).send(body);
    },
  );

  app.post(
    '/bankid/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with (simulated) BankID by personnummer',
        description: 'Errors: 400 VALIDATION_FAILED {field, problem}, 404 BANKID_NO_ACCOUNT.',
        body: ZBankIdSignInRequest,
        response: { 200: ZSessionResponse, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const opened = await signInWithBankId(accountDeps(request), request.body);
      return replyWithSession(request, reply, opened);
    },
  );
  done();
};
