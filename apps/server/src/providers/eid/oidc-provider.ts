import { parsePersonalNumber } from '@ramkoll/shared/rules/personal-number';
import { importPKCS8 } from 'jose';
import * as client from 'openid-client';
import type { EidCollected, EidIdentity, EidProvider, EidStarted, EidStartInput } from './eid-provider.js';
import { issuerProblem, type OidcEidConfig } from './oidc-config.js';

/** Why an OIDC identification failed, for the log (the person sees `unknown` for every one). */
export type OidcEidFailure =
  /** The broker could not be discovered (down, wrong OIDC_ISSUER, not an OpenID Provider). */
  | 'discovery_failed'
  /** The callback's `state` is not this order's, or the order lacks its secrets. */
  | 'callback_invalid'
  /** The broker answered the authorization with an error other than `access_denied`. */
  | 'broker_error'
  /**
   * The callback, the code grant or its ID token was refused: no code, another issuer's `iss`, a used
   * or expired code, a wrong PKCE verifier, another order's nonce, a bad signature or audience…
   */
  | 'token_failed'
  /** The userinfo request failed (asked only when the ID token lacks the personnummer or the name). */
  | 'userinfo_failed'
  /** Neither the ID token nor userinfo holds the configured personnummer claim. */
  | 'personal_number_missing'
  /** The claim is not a valid 12-digit personnummer (YYYYMMDDNNNN or YYYYMMDD-NNNN). */
  | 'personal_number_invalid'
  /** Neither `name` nor `given_name` + `family_name`. */
  | 'name_missing';

/**
 * An OIDC identification that failed for a reason other than the person cancelling. `finish`
 * throws it instead of answering `{ status: 'failed', hintCode: 'unknown' }` so that the caller can
 * log the reason; the caller then fails the order with `unknown` (decision 089). Its `cause` is the
 * library's error in words only: openid-client's own errors carry the ID token's claims (the
 * personnummer among them), which must not reach a log.
 */
export class OidcEidError extends Error {
  override readonly name = 'OidcEidError';
  constructor(
    readonly reason: OidcEidFailure,
    message: string,
    libraryError?: unknown,
  ) {
    super(message, libraryError === undefined ? undefined : { cause: inWords(libraryError) });
  }
}

/** An error's message, OAuth error code and its cause's message, without the data it carries. */
function inWords(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(typeof error === 'string' ? error : 'unknown error');
  const parts = [error.message];
  for (const field of ['code', 'error', 'error_description'] as const) {
    const value: unknown = field in error ? Reflect.get(error, field) : undefined;
    if (typeof value === 'string') parts.push(value);
  }
  // openid-client's ClientError wraps oauth4webapi's, whose message names the check that failed.
  if (error.cause instanceof Error) parts.push(error.cause.message);
  const words = new Error(parts.join('; '));
  words.name = error.name;
  return words;
}

/** Keys of `EidStarted.secrets` for a redirect order. */
interface OidcSecrets {
  codeVerifier: string;
  nonce: string;
}

/**
 * The `oidc` e-ID provider: any OpenID Connect e-ID broker (BankID, Freja eID) through
 * openid-client, authorization code flow with PKCE (S256), state and nonce (decision 089).
 *
 * - The broker is discovered on first use and the result kept; a failed discovery is not kept, so
 *   the next order tries again.
 * - `start` sends the person to the broker with `prompt=login` (an identification every time, never
 *   the broker's session), `ui_locales` in their language and OIDC_ACR_VALUES if set. `providerRef`
 *   is the `state`; the PKCE verifier and the nonce are the order's secrets.
 * - `finish` answers `complete` or, for `error=access_denied`, `failed`/`userCancel`; every other
 *   failure throws an `OidcEidError` with its reason.
 */
export function createOidcEidProvider(config: OidcEidConfig): EidProvider {
  const problem = issuerProblem(config.issuer);
  if (problem !== null) throw new Error(`OIDC_ISSUER: ${problem}`);
  const issuer = new URL(config.issuer);
  const insecure = issuer.protocol === 'http:';

  let discovered: Promise<client.Configuration> | null = null;

  function configuration(): Promise<client.Configuration> {
    discovered ??= discover().catch((error: unknown) => {
      discovered = null;
      throw new OidcEidError('discovery_failed', `Discovery of ${issuer.href} failed`, error);
    });
    return discovered;
  }

  async function discover(): Promise<client.Configuration> {
    const auth = await clientAuthentication(config);
    return client.discovery(issuer, config.clientId, undefined, auth, {
      timeout: config.timeoutSeconds,
      execute: insecure ? [client.allowInsecureRequests] : [],
    });
  }

  async function start(input: EidStartInput): Promise<EidStarted> {
    const oidc = await configuration();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const parameters: Record<string, string> = {
      redirect_uri: input.callbackUrl,
      response_type: 'code',
      scope: config.scope,
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      prompt: 'login',
      ui_locales: input.language,
    };
    if (config.acrValues !== null) parameters.acr_values = config.acrValues;
    const secrets: OidcSecrets = { codeVerifier, nonce };
    return {
      kind: 'redirect',
      providerRef: state,
      redirectUrl: client.buildAuthorizationUrl(oidc, parameters).href,
      secrets: { ...secrets },
    };
  }

  async function finish(input: {
    providerRef: string;
    secrets: Record<string, string>;
    callbackUrl: string;
    currentUrl: URL;
  }): Promise<EidCollected> {
    const { codeVerifier, nonce } = input.secrets;
    if (codeVerifier === undefined || nonce === undefined) {
      throw new OidcEidError('callback_invalid', 'The order has no PKCE code verifier or nonce');
    }
    // The redirect_uri of the token request is the one the broker was given, whatever host the
    // request came in on behind our proxy; only the query is the browser's.
    const response = new URL(input.callbackUrl);
    response.search = input.currentUrl.search;
    response.hash = '';
    // openid-client checks it too; ours says which order it was not.
    if (response.searchParams.get('state') !== input.providerRef) {
      throw new OidcEidError('callback_invalid', "The callback's state is not this order's");
    }

    const oidc = await configuration();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(oidc, response, {
        pkceCodeVerifier: codeVerifier,
        expectedState: input.providerRef,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      // openid-client checks `state` (and `iss`) before it looks at an error answer, so a
      // cancellation is only believed for this order.
      if (error instanceof client.AuthorizationResponseError) {
        if (error.error === 'access_denied') return { status: 'failed', hintCode: 'userCancel' };
        throw new OidcEidError('broker_error', `The broker answered ${error.error}`, error);
      }
      throw new OidcEidError('token_failed', 'The code grant or its ID token failed', error);
    }

    const idToken = tokens.claims();
    if (idToken === undefined) throw new OidcEidError('token_failed', 'The token answer has no ID token');
    let claims: Record<string, unknown> = idToken;
    if (claims[config.personalNumberClaim] === undefined || nameOf(claims) === null) {
      try {
        const userinfo = await client.fetchUserInfo(oidc, tokens.access_token, idToken.sub);
        // The ID token's claims win over userinfo's: they are signed.
        claims = { ...userinfo, ...idToken };
      } catch (error) {
        throw new OidcEidError('userinfo_failed', 'The userinfo request failed', error);
      }
    }
    return { status: 'complete', identity: identityOf(claims, config.personalNumberClaim) };
  }

  return { name: 'oidc', kind: 'redirect', start, finish };
}

/** The claims → who identified, or an `OidcEidError`. */
function identityOf(claims: Record<string, unknown>, personalNumberClaim: string): EidIdentity {
  const raw = claims[personalNumberClaim];
  if (raw === undefined || raw === null || raw === '') {
    throw new OidcEidError(
      'personal_number_missing',
      `Neither the ID token nor userinfo has ${personalNumberClaim}`,
    );
  }
  const personalNumber = normalisePersonalNumber(raw);
  if (personalNumber === null) {
    throw new OidcEidError(
      'personal_number_invalid',
      `${personalNumberClaim} is not a valid 12-digit personnummer`,
    );
  }
  const name = nameOf(claims);
  if (name === null) throw new OidcEidError('name_missing', 'Neither name nor given_name and family_name');
  return {
    personalNumber,
    name,
    givenName: text(claims.given_name),
    surname: text(claims.family_name),
  };
}

/** YYYYMMDDNNNN or YYYYMMDD-NNNN with a real date and check digit → YYYYMMDDNNNN, else null. */
export function normalisePersonalNumber(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{8}-?\d{4}$/.test(value.trim())) return null;
  const parsed = parsePersonalNumber(value.trim());
  return parsed.ok ? parsed.normalized : null;
}

function nameOf(claims: Record<string, unknown>): string | null {
  const name = text(claims.name);
  if (name !== null) return name;
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  return given !== null && family !== null ? `${given} ${family}` : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

async function clientAuthentication(config: OidcEidConfig): Promise<client.ClientAuth> {
  const auth = config.clientAuth;
  if (auth.method === 'client_secret_basic') return client.ClientSecretBasic(auth.clientSecret);
  const key = await importPKCS8(auth.privateKeyPem, auth.alg);
  return client.PrivateKeyJwt(auth.keyId === null ? key : { key, kid: auth.keyId });
}
