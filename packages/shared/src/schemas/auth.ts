import { z } from 'zod';
import { COUNTRY_CODES } from '../rules/account.js';
import { ZLanguage } from './language.js';

/**
 * Auth API contracts (spec sections 4, 5, 7 "Auth", 8). Requests carry raw user input: the server
 * re-checks every rule with the shared rules/account and rules/personal-number functions and answers
 * VALIDATION_FAILED with details { field, problem } using those rules' problem codes.
 */

/** POST /api/auth/sign-up — e-mail sign-up (spec "Sign-up"); signs the new user in. */
export const ZSignUpRequest = z.object({
  email: z.string().max(320),
  password: z.string().max(200),
  fullName: z.string().max(200),
  personalNumber: z.string().max(20).optional(),
  phone: z.string().max(30).optional(),
  language: ZLanguage.optional(),
});

/** POST /api/auth/sign-in */
export const ZSignInRequest = z.object({
  email: z.string().max(320),
  password: z.string().max(200),
});

/** POST /api/auth/password-reset — always 202, whether or not the address has an account. */
export const ZPasswordResetRequest = z.object({
  email: z.string().max(320),
  language: ZLanguage.optional(),
});

/** POST /api/auth/password-reset/confirm — the single-use token from the e-mailed link. */
export const ZPasswordResetConfirmRequest = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(200),
});

/** POST /api/auth/bankid/register — the simulated BankID registration (spec section 5). */
export const ZBankIdRegisterRequest = z.object({
  fullName: z.string().max(200),
  email: z.string().max(320),
  emailConfirmation: z.string().max(320),
  countryCode: z.enum(COUNTRY_CODES),
  phone: z.string().max(30),
  personalNumber: z.string().max(20),
  language: ZLanguage.optional(),
});

/** POST /api/auth/bankid/sign-in — "Logga in med BankID" for an existing account. */
export const ZBankIdSignInRequest = z.object({
  personalNumber: z.string().max(20),
});

/** POST /api/auth/staff-code — a store account confirms which staff member is working. */
export const ZStaffCodeRequest = z.object({
  code: z.string().max(40),
});

export type SignUpRequest = z.infer<typeof ZSignUpRequest>;
export type SignInRequest = z.infer<typeof ZSignInRequest>;
export type PasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;
export type PasswordResetConfirmRequest = z.infer<typeof ZPasswordResetConfirmRequest>;
export type BankIdRegisterRequest = z.infer<typeof ZBankIdRegisterRequest>;
export type BankIdSignInRequest = z.infer<typeof ZBankIdSignInRequest>;
export type StaffCodeRequest = z.infer<typeof ZStaffCodeRequest>;
