/**
 * An e-ID identification (decision 087). The person identifies in their e-ID app or at an e-ID
 * broker, and the service learns who they are from the identification: a number typed into our
 * own form is never proof. One order per attempt:
 *
 *   start → (app: animated QR code or "open the app on this device", collected until done)
 *         → (redirect: the browser goes to the broker and comes back to our callback)
 *   → complete (personnummer and name) | failed (a hint code saying why)
 *
 * Implementations: `simulated` (the spec's 3-second simulator, development and the demo only),
 * `bankid` (BankID's Relying Party API v6 over mutual TLS) and `oidc` (an OpenID Connect e-ID broker).
 */

/** The languages a provider's user messages come in. */
export type EidLanguage = 'sv' | 'en';

export interface EidStartInput {
  /** Our eid_orders id, unguessable; a redirect provider may carry it through `state`. */
  orderId: string;
  /** The person's IP address as we see it (BankID requires it in `auth`). */
  endUserIp: string;
  /** true: the e-ID app is on the device the person uses ("open the app on this device"). */
  sameDevice: boolean;
  /**
   * The simulated provider only: the personnummer the simulator identifies, its stand-in for the
   * person's app. Every real provider ignores it.
   */
  claimedPersonalNumber?: string;
  /** Redirect providers: where the broker sends the browser back (`<PUBLIC_URL>/api/auth/eid/callback`). */
  callbackUrl: string;
  language: EidLanguage;
}

/** What a started order needs to be carried on; stored in eid_orders, secrets encrypted. */
export type EidStarted =
  | {
      kind: 'app';
      /** BankID's orderRef (or the simulator's own). */
      providerRef: string;
      /** For `bankid:///?autostarttoken=…` on the same device. */
      autoStartToken: string;
      /** The animated QR code's public part and secret (bankid-qr.ts). */
      qrStartToken: string;
      qrStartSecret: string;
    }
  | {
      kind: 'redirect';
      /** The OAuth `state` sent to the broker; its callback is matched to the order by it. */
      providerRef: string;
      /** Where to send the browser. */
      redirectUrl: string;
      /** Kept until the callback (PKCE code verifier, nonce). */
      secrets: Record<string, string>;
    };

/** Who identified, as the e-ID says. */
export interface EidIdentity {
  /** 12 digits, YYYYMMDDNNNN. */
  personalNumber: string;
  /** The full name as the e-ID gives it. */
  name: string;
  givenName: string | null;
  surname: string | null;
}

/**
 * The state of an order. Hint codes are BankID's (outstandingTransaction, noClient, started,
 * userSign, userMrtd, userCallConfirm, expiredTransaction, certificateErr, userCancel, cancelled,
 * startFailed, userDeclinedCall, notSupportedByUserApp, transactionRiskBlocked), or `unknown`;
 * the web shows each with the official user message (RFA code) in the reader's language.
 */
export type EidCollected =
  | { status: 'pending'; hintCode: string }
  | { status: 'failed'; hintCode: string }
  | { status: 'complete'; identity: EidIdentity };

/** A started order as our database holds it. */
export interface EidOrderRef {
  providerRef: string;
  startedAt: Date;
  /** The simulated provider only: the number it was asked to identify. */
  claimedPersonalNumber?: string | null;
}

export interface EidProvider {
  readonly name: 'simulated' | 'bankid' | 'oidc';
  /** `app`: QR code / same device, then collect. `redirect`: a broker's page, then our callback. */
  readonly kind: 'app' | 'redirect';
  /** App providers: the shortest time between two collects of one order (none when absent). */
  readonly collectIntervalMs?: number;
  start(input: EidStartInput): Promise<EidStarted>;
  /** App providers: the order's state now (BankID: call at most every other second). */
  collect?(order: EidOrderRef, now: Date): Promise<EidCollected>;
  /** App providers: the person gave up in our page; ends the order at the provider. */
  cancel?(order: EidOrderRef): Promise<void>;
  /**
   * Redirect providers: the broker's callback (its query parameters) for this order → the identity,
   * or failed (`userCancel` when the person cancelled at the broker, else `unknown`).
   */
  finish?(input: {
    providerRef: string;
    secrets: Record<string, string>;
    callbackUrl: string;
    /** The full URL the browser came back to, query included. */
    currentUrl: URL;
  }): Promise<EidCollected>;
}
