import { z } from 'zod';
import { COUNTRY_CODES } from '../rules/account.js';
import { ZLanguage } from './language.js';

/**
 * e-ID contracts (decision 087). The person identifies in their e-ID app (BankID) or at an e-ID
 * broker (OpenID Connect); the server learns the personnummer from the identification. Only the
 * simulator, for development and the demo, is told which number to identify.
 */

export const ZEidProviderName = z.enum(['simulated', 'bankid', 'oidc']);
export type EidProviderName = z.infer<typeof ZEidProviderName>;

/** GET /api/auth/eid — which e-ID this installation uses, so the pages show its screens. */
export const ZEidInfoResponse = z.object({
  provider: ZEidProviderName,
  /** `app`: QR code or "open BankID on this device", then wait. `redirect`: the broker's own page. */
  kind: z.enum(['app', 'redirect']),
});
export type EidInfoResponse = z.infer<typeof ZEidInfoResponse>;

export const ZEidPurpose = z.enum(['sign_in', 'register']);
export type EidPurpose = z.infer<typeof ZEidPurpose>;

/** POST /api/auth/eid/orders */
export const ZEidStartRequest = z.object({
  purpose: ZEidPurpose,
  /** true: the e-ID app is on this device ("Öppna BankID på den här enheten"). */
  sameDevice: z.boolean().default(false),
  /** The simulator only: the personnummer it identifies. Real e-ID ignores it. */
  personalNumber: z.string().max(20).optional(),
  language: ZLanguage.optional(),
});
export type EidStartRequest = z.input<typeof ZEidStartRequest>;

export const ZEidOrderStatus = z.enum(['pending', 'complete', 'failed']);
export type EidOrderStatus = z.infer<typeof ZEidOrderStatus>;

/** An order as its browser follows it: POST /api/auth/eid/orders, GET /api/auth/eid/orders/{id}. */
export const ZEidOrderResponse = z.object({
  id: z.uuid(),
  purpose: ZEidPurpose,
  status: ZEidOrderStatus,
  /** BankID's hint code (outstandingTransaction, started, userSign, userCancel, expiredTransaction …). */
  hintCode: z.string().nullable(),
  sameDevice: z.boolean(),
  /** The animated QR code's content now (changes every second); only while pending on another device. */
  qrData: z.string().nullable(),
  /** `bankid:///?autostarttoken=…`; only while pending on this device. */
  autoStartUrl: z.string().nullable(),
  /** Redirect providers: where to send the browser. */
  redirectUrl: z.string().nullable(),
});
export type EidOrderResponse = z.infer<typeof ZEidOrderResponse>;

/** POST /api/auth/eid/sign-in — "Logga in med BankID" with a completed order. */
export const ZEidSignInRequest = z.object({ orderId: z.uuid() });
export type EidSignInRequest = z.infer<typeof ZEidSignInRequest>;

/**
 * POST /api/auth/eid/register — the registration form (spec section 5) with a completed order.
 * The personnummer and, with real e-ID, the name come from the identification.
 */
export const ZEidRegisterRequest = z.object({
  orderId: z.uuid(),
  /** Used when the e-ID gives no name (the simulator). */
  fullName: z.string().max(200).optional(),
  email: z.string().max(320),
  emailConfirmation: z.string().max(320),
  countryCode: z.enum(COUNTRY_CODES),
  phone: z.string().max(30),
  language: ZLanguage.optional(),
});
export type EidRegisterRequest = z.infer<typeof ZEidRegisterRequest>;
