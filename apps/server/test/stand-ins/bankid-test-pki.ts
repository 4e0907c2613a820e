import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import forge from 'node-forge';

/**
 * The stand-in's own certificates, made fresh each start with node-forge: a CA, a server
 * certificate for 127.0.0.1 and localhost, and an RP client certificate, both signed by the CA,
 * as BankID's test environment has them (its own CA for the server, our RP certificate from it).
 */
export interface BankIdTestPki {
  caPem: string;
  serverCertPem: string;
  serverKeyPem: string;
  clientCertPem: string;
  clientKeyPem: string;
  /** The client certificate, its key and the CA as PKCS#12 (3DES, SHA-1 MAC: what OpenSSL 3 reads). */
  clientPfx: Buffer;
  clientPassphrase: string;
}

export interface BankIdTestPkiFiles {
  ca: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
  clientPfx: string;
}

const CLIENT_PASSPHRASE = 'stand-in';

function newKeyPair(): {
  privateKey: forge.pki.rsa.PrivateKey;
  publicKey: forge.pki.rsa.PublicKey;
  pem: string;
} {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const key = forge.pki.privateKeyFromPem(pem);
  return { privateKey: key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e), pem };
}

function certificate(options: {
  commonName: string;
  publicKey: forge.pki.PublicKey;
  issuer:
    | { certificate: forge.pki.Certificate; privateKey: forge.pki.rsa.PrivateKey }
    | { selfKey: forge.pki.rsa.PrivateKey };
  extensions: object[];
}): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = options.publicKey;
  // A positive serial number: the first byte below 0x80.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = Date.now();
  cert.validity.notBefore = new Date(now - 24 * 60 * 60 * 1000);
  cert.validity.notAfter = new Date(now + 365 * 24 * 60 * 60 * 1000);
  const subject = [
    { name: 'commonName', value: options.commonName },
    { name: 'organizationName', value: 'Ramkoll BankID stand-in' },
    { name: 'countryName', value: 'SE' },
  ];
  cert.setSubject(subject);
  if ('selfKey' in options.issuer) {
    cert.setIssuer(subject);
    cert.setExtensions([...options.extensions, { name: 'subjectKeyIdentifier' }]);
    cert.sign(options.issuer.selfKey, forge.md.sha256.create());
  } else {
    cert.setIssuer(options.issuer.certificate.subject.attributes);
    cert.setExtensions([
      ...options.extensions,
      { name: 'subjectKeyIdentifier' },
      {
        name: 'authorityKeyIdentifier',
        keyIdentifier: options.issuer.certificate.generateSubjectKeyIdentifier().getBytes(),
      },
    ]);
    cert.sign(options.issuer.privateKey, forge.md.sha256.create());
  }
  return cert;
}

export function createBankIdTestPki(): BankIdTestPki {
  const caKeys = newKeyPair();
  const ca = certificate({
    commonName: 'Ramkoll BankID stand-in CA',
    publicKey: caKeys.publicKey,
    issuer: { selfKey: caKeys.privateKey },
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const issuer = { certificate: ca, privateKey: caKeys.privateKey };

  const serverKeys = newKeyPair();
  const server = certificate({
    commonName: '127.0.0.1',
    publicKey: serverKeys.publicKey,
    issuer,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });

  const clientKeys = newKeyPair();
  const client = certificate({
    commonName: 'Ramkoll RP (stand-in)',
    publicKey: clientKeys.publicKey,
    issuer,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', clientAuth: true },
    ],
  });

  const p12 = forge.pkcs12.toPkcs12Asn1(clientKeys.privateKey, [client, ca], CLIENT_PASSPHRASE, {
    algorithm: '3des',
    friendlyName: 'Ramkoll RP (stand-in)',
  });

  return {
    caPem: forge.pki.certificateToPem(ca),
    serverCertPem: forge.pki.certificateToPem(server),
    serverKeyPem: serverKeys.pem,
    clientCertPem: forge.pki.certificateToPem(client),
    clientKeyPem: clientKeys.pem,
    clientPfx: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
    clientPassphrase: CLIENT_PASSPHRASE,
  };
}

/** Writes the certificates into `dir` (keys readable by their owner only) and returns the paths. */
export async function writeBankIdTestPki(pki: BankIdTestPki, dir: string): Promise<BankIdTestPkiFiles> {
  const files: BankIdTestPkiFiles = {
    ca: join(dir, 'bankid-ca.pem'),
    serverCert: join(dir, 'bankid-server-cert.pem'),
    serverKey: join(dir, 'bankid-server-key.pem'),
    clientCert: join(dir, 'rp-client-cert.pem'),
    clientKey: join(dir, 'rp-client-key.pem'),
    clientPfx: join(dir, 'rp-client.p12'),
  };
  await writeFile(files.ca, pki.caPem);
  await writeFile(files.serverCert, pki.serverCertPem);
  await writeFile(files.clientCert, pki.clientCertPem);
  for (const [path, content] of [
    [files.serverKey, pki.serverKeyPem],
    [files.clientKey, pki.clientKeyPem],
    [files.clientPfx, pki.clientPfx],
  ] as const) {
    await writeFile(path, content, { mode: 0o600 });
    await chmod(path, 0o600);
  }
  return files;
}
