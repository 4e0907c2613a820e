import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';

/** BankID's public test environment: the staging default (decision 088). */
export const BANKID_TEST_URL = 'https://appapi2.test.bankid.com/rp/v6.0';
/** BankID's production environment. */
export const BANKID_PRODUCTION_URL = 'https://appapi2.bankid.com/rp/v6.0';

/** Our relying party certificate: a PKCS#12 file and its passphrase, or a PEM certificate and key. */
export type BankIdClientIdentity = { pfx: Buffer; passphrase: string } | { cert: Buffer; key: Buffer };

export interface BankIdConfig {
  /** The RP API's base URL, without a trailing slash (`…/rp/v6.0`). */
  url: string;
  client: BankIdClientIdentity;
  /** The CA (PEM) that signs BankID's server certificate; the only one trusted for BankID. */
  ca: Buffer;
  /** Each request's time limit; 10 s when not given. */
  timeoutMs?: number;
}

export type BankIdConfigResult = { ok: true; config: BankIdConfig } | { ok: false; problems: string[] };

function setting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * BankID's settings from the environment: BANKID_URL (default: the test environment), our RP
 * certificate as BANKID_PFX + BANKID_PASSPHRASE or BANKID_CERT + BANKID_KEY (file paths), and
 * BANKID_CA (the file with the CA of BankID's server certificate). Every problem is a sentence
 * naming its variable; the passphrase is never repeated in one.
 */
export function parseBankIdConfig(env: NodeJS.ProcessEnv): BankIdConfigResult {
  const problems: string[] = [];

  const readFile = (name: string, what: string): Buffer | undefined => {
    const path = setting(env, name);
    if (!path) return undefined;
    try {
      const content = readFileSync(path);
      if (content.length === 0) {
        problems.push(`${name} (${path}) is empty; it must be ${what}.`);
        return undefined;
      }
      return content;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const reason =
        code === 'ENOENT'
          ? 'does not exist'
          : code === 'EISDIR'
            ? 'is a folder'
            : `cannot be read (${code ?? 'error'})`;
      problems.push(`${name} (${path}) ${reason}; it must be ${what}.`);
      return undefined;
    }
  };

  const url = setting(env, 'BANKID_URL') ?? BANKID_TEST_URL;
  let parsedUrl: URL | undefined;
  try {
    parsedUrl = new URL(url);
  } catch {
    problems.push(`BANKID_URL is not a URL; use ${BANKID_TEST_URL} (test) or ${BANKID_PRODUCTION_URL}.`);
  }
  if (parsedUrl && parsedUrl.protocol !== 'https:')
    problems.push('BANKID_URL must start with https:// (BankID is only reached over mutual TLS).');
  if (parsedUrl && (parsedUrl.search || parsedUrl.hash))
    problems.push('BANKID_URL must not have a query or fragment; it is the base ending in /rp/v6.0.');

  const pfxPath = setting(env, 'BANKID_PFX');
  const certPath = setting(env, 'BANKID_CERT');
  const keyPath = setting(env, 'BANKID_KEY');
  const passphrase = env.BANKID_PASSPHRASE ?? '';

  let client: BankIdClientIdentity | undefined;
  if (pfxPath && (certPath || keyPath)) {
    problems.push('Set either BANKID_PFX (with BANKID_PASSPHRASE) or BANKID_CERT and BANKID_KEY, not both.');
  } else if (pfxPath) {
    const pfx = readFile('BANKID_PFX', 'our BankID RP certificate as a PKCS#12 (.p12/.pfx) file');
    if (env.BANKID_PASSPHRASE === undefined)
      problems.push('BANKID_PASSPHRASE is not set; it is the passphrase of the BANKID_PFX file.');
    else if (pfx) {
      try {
        createSecureContext({ pfx, passphrase });
        client = { pfx, passphrase };
      } catch {
        problems.push(
          'BANKID_PFX cannot be opened with BANKID_PASSPHRASE (a wrong passphrase, or not a PKCS#12 file).',
        );
      }
    }
  } else if (certPath || keyPath) {
    if (!certPath)
      problems.push('BANKID_CERT is not set; with BANKID_KEY it must be our RP certificate (PEM).');
    if (!keyPath)
      problems.push('BANKID_KEY is not set; with BANKID_CERT it must be our RP private key (PEM).');
    const cert = readFile('BANKID_CERT', 'our BankID RP certificate (PEM)');
    const key = readFile('BANKID_KEY', "our BankID RP certificate's private key (PEM, unencrypted)");
    if (cert && key) {
      try {
        createSecureContext({ cert, key });
        client = { cert, key };
      } catch {
        problems.push(
          'BANKID_CERT and BANKID_KEY do not make a certificate and its key (PEM) that belong together.',
        );
      }
    }
  } else {
    problems.push(
      'Our BankID RP certificate is not set: BANKID_PFX with BANKID_PASSPHRASE, or BANKID_CERT with BANKID_KEY.',
    );
  }

  let ca: Buffer | undefined;
  if (!setting(env, 'BANKID_CA')) {
    problems.push(
      "BANKID_CA is not set; it must be the file with the CA of BankID's server certificate (PEM).",
    );
  } else {
    ca = readFile('BANKID_CA', "the CA of BankID's server certificate (PEM)");
    if (ca) {
      try {
        createSecureContext({ ca });
        if (!ca.toString('latin1').includes('-----BEGIN CERTIFICATE-----')) throw new Error('no certificate');
      } catch {
        problems.push(
          "BANKID_CA holds no PEM certificate; it must be the CA of BankID's server certificate.",
        );
        ca = undefined;
      }
    }
  }

  if (problems.length > 0 || !client || !ca) return { ok: false, problems };
  return { ok: true, config: { url: url.replace(/\/+$/, ''), client, ca } };
}
