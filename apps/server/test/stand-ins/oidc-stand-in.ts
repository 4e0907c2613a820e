import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A stand-in e-ID broker for tests: the certified `oidc-provider` on 127.0.0.1, with the accounts
 * it is given as the people who can identify (decision 089). Its login page is ours and minimal: a
 * test's "browser" (`identify`) picks an account or cancels, as a person would at the broker.
 * No consent step (e-ID brokers ask none): the requested scopes are granted on login.
 */

/** The Swedish OIDC profile's scope for the personnummer and its claim. */
export const NATURAL_PERSON_NUMBER_SCOPE = 'https://id.oidc.se/scope/naturalPersonNumber';
export const PERSONAL_IDENTITY_NUMBER_CLAIM = 'https://id.oidc.se/claim/personalIdentityNumber';

/** The acr the stand-in knows (Swedish level of assurance 3, what BankID and Freja eID+ give). */
export const LOA3 = 'http://id.elegnamnden.se/loa/1.0/loa3';

export interface OidcStandInAccount {
  /** The claims the broker knows for this person (`sub` is the account's key). */
  claims: Record<string, unknown>;
  /** Claims given at userinfo only, left out of the ID token (as Signicat does by default). */
  userinfoOnly?: readonly string[];
}

export interface OidcStandInOptions {
  /** Default: one the OS picks. */
  port?: number;
  clients: ClientMetadata[];
  /** Account id (the `sub`) → the person. */
  accounts: Record<string, OidcStandInAccount>;
  /** Scope → the claims it gives. Default: openid, profile (names) and the Swedish profile's personnummer. */
  claims?: Record<string, string[]>;
}

/** How a person answers the broker's login page. */
export type OidcStandInAnswer = { account: string } | 'cancel';

export interface OidcStandInBrowser {
  /**
   * Goes to `redirectUrl` as a browser would, answers the login page (when there is one) and
   * follows the redirects until one leaves the broker: that URL (our callback, `code`/`error` and
   * `state` in its query) is returned, not fetched.
   */
  identify(redirectUrl: string, answer: OidcStandInAnswer): Promise<URL>;
  /** Login pages this browser has answered. */
  readonly loginPages: number;
}

export interface OidcStandIn {
  /** `http://127.0.0.1:<port>` */
  issuer: string;
  port: number;
  /** A browser with its own cookies (the broker's session lives in them). */
  browser(): OidcStandInBrowser;
  /** `browser().identify(…)` in a fresh browser. */
  identify(redirectUrl: string, answer: OidcStandInAnswer): Promise<URL>;
  close(): Promise<void>;
}

export async function startOidcStandIn(options: OidcStandInOptions): Promise<OidcStandIn> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('The OIDC stand-in is for tests only and does not start with NODE_ENV=production');
  }

  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const configuration: Configuration = {
    clients: options.clients,
    jwks: { keys: [{ ...signingKey, kid: 'stand-in', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: options.claims ?? {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name'],
      [NATURAL_PERSON_NUMBER_SCOPE]: [PERSONAL_IDENTITY_NUMBER_CLAIM],
    },
    // Scope claims in the ID token too, as e-ID brokers give them (the spec's default is userinfo only).
    conformIdTokenClaims: false,
    acrValues: [LOA3],
    pkce: { required: () => true },
    // Seconds; set, so oidc-provider does not note its defaults in every test's output.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = options.accounts[sub];
      if (account === undefined) return undefined;
      return {
        accountId: sub,
        claims: (use) => {
          const claims: Record<string, unknown> = { ...account.claims };
          if (use === 'id_token') for (const name of account.userinfoOnly ?? []) delete claims[name];
          return { ...claims, sub };
        },
      };
    },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, params } = ctx.oidc;
      if (client === undefined || session?.accountId === undefined) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(typeof params?.scope === 'string' ? params.scope : 'openid');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const oidc = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    if (!path.startsWith('/interaction/')) {
      void oidc(req, res);
      return;
    }
    interaction(req, res, path).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(error instanceof Error ? error.message : 'interaction failed');
    });
  });

  async function interaction(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const [, , uid, action] = path.split('/');
    if (uid !== details.uid) throw new Error('not this interaction');
    if (req.method === 'GET' && action === undefined) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        `<!doctype html><title>Stand-in e-ID</title><form method="post" action="/interaction/${uid}/login">` +
          `<input name="account"><button>Identify</button></form>` +
          `<form method="post" action="/interaction/${uid}/cancel"><button>Cancel</button></form>`,
      );
      return;
    }
    if (req.method === 'POST' && action === 'cancel') {
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The person cancelled the identification',
      });
      return;
    }
    if (req.method === 'POST' && action === 'login') {
      const account = new URLSearchParams(await bodyOf(req)).get('account') ?? '';
      if (options.accounts[account] === undefined) {
        res.statusCode = 400;
        res.end('no such account');
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account, acr: LOA3, amr: ['bankid'] } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    res.statusCode = 404;
    res.end();
  }

  function browser(): OidcStandInBrowser {
    const jar = new CookieJar();
    let loginPages = 0;
    return {
      get loginPages() {
        return loginPages;
      },
      async identify(redirectUrl, answer) {
        let url = new URL(redirectUrl);
        let method: 'GET' | 'POST' = 'GET';
        let body: string | undefined;
        for (let hop = 0; hop < 20; hop++) {
          if (url.origin !== issuer) return url;
          const response = await fetch(url, {
            method,
            body,
            redirect: 'manual',
            headers: {
              cookie: jar.header(url),
              ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
            },
          });
          jar.store(url, response.headers.getSetCookie());
          const location = response.headers.get('location');
          if (response.status >= 300 && response.status < 400 && location !== null) {
            await response.body?.cancel();
            url = new URL(location, url);
            method = 'GET';
            body = undefined;
            continue;
          }
          const text = await response.text();
          if (response.status === 200 && url.pathname.startsWith('/interaction/')) {
            loginPages += 1;
            const uid = url.pathname.split('/')[2] ?? '';
            url = new URL(`/interaction/${uid}/${answer === 'cancel' ? 'cancel' : 'login'}`, issuer);
            method = 'POST';
            body = answer === 'cancel' ? '' : new URLSearchParams({ account: answer.account }).toString();
            continue;
          }
          throw new Error(
            `The stand-in broker answered ${response.status} at ${url.pathname}: ${text.slice(0, 500)}`,
          );
        }
        throw new Error('Too many redirects at the stand-in broker');
      },
    };
  }

  return {
    issuer,
    port,
    browser,
    identify: (redirectUrl, answer) => browser().identify(redirectUrl, answer),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Just enough of a browser's cookies for one origin: name, path, deletion. */
class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(url: URL, setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      if (equals < 1) continue;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      let path = url.pathname.replace(/\/[^/]*$/, '') || '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attributeValue;
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
      }
      const key = `${path} ${name}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  header(url: URL): string {
    return [...this.cookies.entries()]
      .filter(
        ([, cookie]) =>
          url.pathname === cookie.path || url.pathname.startsWith(cookie.path.replace(/\/?$/, '/')),
      )
      .map(([key, cookie]) => `${key.slice(key.indexOf(' ') + 1)}=${cookie.value}`)
      .join('; ');
  }
}
