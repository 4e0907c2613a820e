import { createPrivateKey } from 'node:crypto';
import { isLoopbackHost } from '../../lib/loopback.js';

/**
 * The Swedish OIDC profile's personnummer claim (OpenID Connect for Swedish eID,
 * `https://id.oidc.se/scope/naturalPersonNumber`); brokers of their own name it otherwise
 * (decision 089: Criipto/Idura `ssn`, Signicat and Freja through Signicat `nin`).
 */
export const DEFAULT_PERSONAL_NUMBER_CLAIM = 'https://id.oidc.se/claim/personalIdentityNumber';
export const DEFAULT_OIDC_SCOPE = 'openid profile';

/** How we authenticate to the broker's token endpoint. */
export type OidcClientAuth =
  | { method: 'client_secret_basic'; clientSecret: string }
  | {
      method: 'private_key_jwt';
      /** PKCS#8 PEM, RSA (signs RS256) or EC P-256 (signs ES256). */
      privateKeyPem: string;
      alg: 'RS256' | 'ES256';
      /** The `kid` the broker knows the public key by, when it wants one. */
      keyId: string | null;
    };

/** An OpenID Connect e-ID broker (decision 089). */
export interface OidcEidConfig {
  /** The broker's issuer identifier; discovery is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientAuth: OidcClientAuth;
  /** The claim, in the ID token or at userinfo, that holds the personnummer. */
  personalNumberClaim: string;
  /** Space-separated; must include `openid` and whatever scope the broker gives the personnummer under. */
  scope: string;
  /** `acr_values` for the authorization request (the broker's name for BankID, a level of assurance), or none. */
  acrValues: string | null;
  /** Seconds each request to the broker may take (discovery, token, userinfo). */
  timeoutSeconds: number;
}

export type OidcConfigResult = { ok: true; config: OidcEidConfig } | { ok: false; problems: string[] };

/**
 * The `oidc` e-ID provider's settings from the environment. Every problem is a sentence that
 * names its variable; no value of OIDC_CLIENT_SECRET or OIDC_CLIENT_PRIVATE_KEY is ever repeated.
 *
 * - OIDC_ISSUER (required): https URL; http only on a loopback host.
 * - OIDC_CLIENT_ID (required).
 * - OIDC_CLIENT_SECRET: for `client_secret_basic`; or OIDC_CLIENT_PRIVATE_KEY (PKCS#8 PEM, `\n`
 *   may be written for the line breaks) for `private_key_jwt`, with OIDC_CLIENT_KEY_ID optional.
 *   Exactly one of the two.
 * - OIDC_PERSONAL_NUMBER_CLAIM (default https://id.oidc.se/claim/personalIdentityNumber).
 * - OIDC_SCOPE (default `openid profile`), OIDC_ACR_VALUES (optional).
 */
export function parseOidcConfig(env: NodeJS.ProcessEnv): OidcConfigResult {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };

  const issuer = value('OIDC_ISSUER');
  if (issuer === undefined) {
    problems.push(
      "OIDC_ISSUER: is required for the oidc e-ID provider (the broker's issuer URL, such as https://idp.example.se).",
    );
  } else {
    const problem = issuerProblem(issuer);
    if (problem !== null) problems.push(`OIDC_ISSUER: ${problem} (got "${issuer}").`);
  }

  const clientId = value('OIDC_CLIENT_ID');
  if (clientId === undefined) {
    problems.push(
      'OIDC_CLIENT_ID: is required for the oidc e-ID provider (the client id the broker gave us).',
    );
  }

  const clientAuth = parseClientAuth(value, problems);

  const personalNumberClaim = value('OIDC_PERSONAL_NUMBER_CLAIM') ?? DEFAULT_PERSONAL_NUMBER_CLAIM;
  if (/\s/.test(personalNumberClaim)) {
    problems.push(
      `OIDC_PERSONAL_NUMBER_CLAIM: must be one claim name, without spaces (got "${personalNumberClaim}").`,
    );
  }

  const scope = (value('OIDC_SCOPE') ?? DEFAULT_OIDC_SCOPE).split(/\s+/).join(' ');
  if (!scope.split(' ').includes('openid')) {
    problems.push(`OIDC_SCOPE: must include openid, space-separated (got "${scope}").`);
  }

  const acrValues = value('OIDC_ACR_VALUES')?.split(/\s+/).join(' ') ?? null;

  if (problems.length > 0 || issuer === undefined || clientId === undefined || clientAuth === null) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    config: { issuer, clientId, clientAuth, personalNumberClaim, scope, acrValues, timeoutSeconds: 10 },
  };
}

/** Why an issuer URL cannot be ours, or null when it can. */
export function issuerProblem(issuer: string): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return 'must be a URL such as https://idp.example.se';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    return 'must be an https URL (plain http only on a loopback host such as 127.0.0.1, for tests)';
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    return 'must be an issuer identifier, without a query, fragment or credentials';
  }
  return null;
}

function parseClientAuth(
  value: (name: string) => string | undefined,
  problems: string[],
): OidcClientAuth | null {
  const clientSecret = value('OIDC_CLIENT_SECRET');
  const privateKey = value('OIDC_CLIENT_PRIVATE_KEY');
  const keyId = value('OIDC_CLIENT_KEY_ID') ?? null;

  if (clientSecret !== undefined && privateKey !== undefined) {
    problems.push(
      'OIDC_CLIENT_SECRET, OIDC_CLIENT_PRIVATE_KEY: set one of them, not both (a client secret for client_secret_basic, a private key for private_key_jwt).',
    );
    return null;
  }
  if (clientSecret !== undefined) {
    if (keyId !== null)
      problems.push(
        'OIDC_CLIENT_KEY_ID: only goes with OIDC_CLIENT_PRIVATE_KEY, not with OIDC_CLIENT_SECRET.',
      );
    return { method: 'client_secret_basic', clientSecret };
  }
  if (privateKey === undefined) {
    problems.push(
      'OIDC_CLIENT_SECRET: is required for the oidc e-ID provider (or OIDC_CLIENT_PRIVATE_KEY, to authenticate with private_key_jwt).',
    );
    return null;
  }

  const privateKeyPem = privateKey.replace(/\\n/g, '\n');
  let alg: 'RS256' | 'ES256' | null = null;
  try {
    const key = createPrivateKey(privateKeyPem);
    if (key.asymmetricKeyType === 'rsa') alg = 'RS256';
    else if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1')
      alg = 'ES256';
  } catch {
    problems.push(
      'OIDC_CLIENT_PRIVATE_KEY: must be a private key in PEM (PKCS#8: -----BEGIN PRIVATE KEY-----).',
    );
    return null;
  }
  if (alg === null) {
    problems.push('OIDC_CLIENT_PRIVATE_KEY: must be an RSA or an EC P-256 private key.');
    return null;
  }
  if (!privateKeyPem.includes('-----BEGIN PRIVATE KEY-----')) {
    problems.push('OIDC_CLIENT_PRIVATE_KEY: must be in PKCS#8 PEM (-----BEGIN PRIVATE KEY-----).');
    return null;
  }
  return { method: 'private_key_jwt', privateKeyPem, alg, keyId };
}
