import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { isIP, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBankIdTestPki, writeBankIdTestPki, type BankIdTestPkiFiles } from './bankid-test-pki.js';

/**
 * A local stand-in for BankID's Relying Party API v6 (decision 088): BankID cannot run here.
 *
 * - The RP API, `https://127.0.0.1:<port>/rp/v6.0/{auth,collect,cancel}`, over mutual TLS with its
 *   own CA (`requestCert`, `rejectUnauthorized`: a client without a certificate from that CA is
 *   refused in the TLS handshake), answering as BankID documents it, errors included.
 * - A control API standing in for the person's phone, NOT part of BankID's: plain HTTP on
 *   `http://127.0.0.1:<controlPort>/stand-in/…` (a second listener, since the TLS one admits no
 *   client without the RP certificate):
 *     POST /stand-in/scan   { qrData } (the animated QR's content; its HMAC is checked and it must
 *                           be at most `qrMaxAgeSeconds` old, as the real app requires) or
 *                           { autoStartToken } (the same device), optionally with the answer
 *                           below in the same body → 200 { orderRef, status, hintCode }
 *     POST /stand-in/answer { orderRef, personalNumber, name?, givenName, surname,
 *                             action: 'approve' | 'cancel' } → 200 { orderRef, status, hintCode }
 *     GET  /stand-in/orders/<orderRef> → what the RP sent (endUserIp, requirement, userVisibleData
 *                           decoded, userVisibleDataFormat) and { status, hintCode } now
 *   A refusal is 4xx { error }.
 *
 * An order: pending `outstandingTransaction` → scanned/opened: pending `userSign` → `complete`
 * (completionData) or failed `userCancel`; failed `expiredTransaction` when nobody opened it within
 * `scanTimeoutMs` (30 s) or nobody answered within `userTimeoutMs` (3 min). As at BankID, a
 * finished order (complete, failed, cancelled by the RP) is gone once collected: collecting or
 * cancelling it again is 400 invalidParameters ("No such order"); an unknown path is 404 notFound.
 */

export interface BankIdStandInOptions {
  /** The RP API's TLS port; 0 or absent: any free port. */
  port?: number;
  /** The control API's plain-HTTP port on 127.0.0.1; 0 or absent: any free port. */
  controlPort?: number;
  /** Where the certificates are written; a new temporary folder when absent. */
  dir?: string;
  /** An order nobody opened fails expiredTransaction after this long (BankID: 30 s). */
  scanTimeoutMs?: number;
  /** An opened order nobody answered fails expiredTransaction after this long. */
  userTimeoutMs?: number;
  /** How old (in seconds) a scanned QR code may be. */
  qrMaxAgeSeconds?: number;
}

export interface BankIdStandIn {
  /** The RP API's base, for BANKID_URL: `https://127.0.0.1:<port>/rp/v6.0`. */
  url: string;
  port: number;
  /** The control API's base: `http://127.0.0.1:<controlPort>/stand-in`. */
  controlUrl: string;
  controlPort: number;
  dir: string;
  files: BankIdTestPkiFiles;
  /** The PKCS#12 file's passphrase. */
  clientPassphrase: string;
  /** BANKID_URL, BANKID_CA, BANKID_CERT and BANKID_KEY for this stand-in (parseBankIdConfig reads them). */
  env: Record<'BANKID_URL' | 'BANKID_CA' | 'BANKID_CERT' | 'BANKID_KEY', string>;
  close(): Promise<void>;
}

export interface StandInPerson {
  personalNumber: string;
  name: string;
  givenName: string;
  surname: string;
}

interface Order {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
  startedAt: number;
  endUserIp: string;
  requiredPersonalNumber: string | null;
  mrtdRequired: boolean;
  requirement: Record<string, unknown> | null;
  userVisibleData: string | null;
  userVisibleDataFormat: string | null;
  phase: 'outstanding' | 'opened' | 'complete' | 'failed';
  hintCode: string;
  openedAt: number | null;
  deviceIp: string | null;
  person: StandInPerson | null;
  completionData: Record<string, unknown> | null;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

class BankIdAnswer extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly details: string,
  ) {
    super(`${errorCode}: ${details}`);
  }
}

const MAX_BODY_BYTES = 64 * 1024;
const BASE_PATH = '/rp/v6.0/';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new BankIdAnswer(400, 'invalidParameters', 'Request body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  res.end(payload);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBase64(value: string): boolean {
  return value.length > 0 && value.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(value);
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startBankIdStandIn(options: BankIdStandInOptions = {}): Promise<BankIdStandIn> {
  if (process.env.NODE_ENV === 'production')
    throw new Error(
      'The BankID stand-in is for tests and development only and refuses to start with NODE_ENV=production; use BankID itself (BANKID_URL).',
    );
  const scanTimeoutMs = options.scanTimeoutMs ?? 30_000;
  const userTimeoutMs = options.userTimeoutMs ?? 180_000;
  const qrMaxAgeSeconds = options.qrMaxAgeSeconds ?? 5;

  const dir = options.dir ?? (await mkdtemp(join(tmpdir(), 'ramkoll-bankid-')));
  const pki = createBankIdTestPki();
  const files = await writeBankIdTestPki(pki, dir);

  const orders = new Map<string, Order>();

  /** Applies the time limits: an order nobody opened or answered in time has expired. */
  function refresh(order: Order, now: number): void {
    const expired =
      (order.phase === 'outstanding' && now - order.startedAt > scanTimeoutMs) ||
      (order.phase === 'opened' && now - (order.openedAt ?? order.startedAt) > userTimeoutMs);
    if (expired) fail(order, 'expiredTransaction');
  }

  function refreshAll(now: number): void {
    for (const order of orders.values()) {
      refresh(order, now);
      // Orders nobody collected are forgotten after a while, as BankID does.
      if (now - order.startedAt > userTimeoutMs + scanTimeoutMs + 60_000) orders.delete(order.orderRef);
    }
  }

  function fail(order: Order, hintCode: string): void {
    order.phase = 'failed';
    order.hintCode = hintCode;
  }

  function isPending(order: Order): boolean {
    return order.phase === 'outstanding' || order.phase === 'opened';
  }

  function personOf(order: Order): string | null {
    return order.person?.personalNumber ?? order.requiredPersonalNumber;
  }

  function collectAnswer(order: Order): Record<string, unknown> {
    if (order.phase === 'complete')
      return { orderRef: order.orderRef, status: 'complete', completionData: order.completionData };
    if (order.phase === 'failed')
      return { orderRef: order.orderRef, status: 'failed', hintCode: order.hintCode };
    return { orderRef: order.orderRef, status: 'pending', hintCode: order.hintCode };
  }

  function orderRefOf(body: Record<string, unknown>): string {
    const orderRef = body.orderRef;
    if (typeof orderRef !== 'string' || orderRef.length === 0)
      throw new BankIdAnswer(400, 'invalidParameters', 'Invalid orderRef');
    return orderRef;
  }

  function auth(body: Record<string, unknown>): Record<string, unknown> {
    const { endUserIp, requirement, userVisibleData, userNonVisibleData, userVisibleDataFormat } = body;
    if (typeof endUserIp !== 'string' || isIP(endUserIp) === 0)
      throw new BankIdAnswer(400, 'invalidParameters', 'Invalid endUserIp');
    if (
      userVisibleData !== undefined &&
      (typeof userVisibleData !== 'string' || !isBase64(userVisibleData) || userVisibleData.length > 1500)
    )
      throw new BankIdAnswer(400, 'invalidParameters', 'Invalid userVisibleData');
    if (
      userNonVisibleData !== undefined &&
      (typeof userNonVisibleData !== 'string' ||
        !isBase64(userNonVisibleData) ||
        userNonVisibleData.length > 1500)
    )
      throw new BankIdAnswer(400, 'invalidParameters', 'Invalid userNonVisibleData');
    if (
      userVisibleDataFormat !== undefined &&
      userVisibleDataFormat !== 'simpleMarkdownV1' &&
      userVisibleDataFormat !== 'plaintext'
    )
      throw new BankIdAnswer(400, 'invalidParameters', 'Invalid userVisibleDataFormat');
    if (userVisibleDataFormat !== undefined && userVisibleData === undefined)
      throw new BankIdAnswer(400, 'invalidParameters', 'userVisibleDataFormat without userVisibleData');
    if (requirement !== undefined && !isRecord(requirement))
      throw new BankIdAnswer(400, 'invalidParameters', 'Invalid requirement');
    const requiredPersonalNumber = requirement?.personalNumber;
    if (
      requiredPersonalNumber !== undefined &&
      (typeof requiredPersonalNumber !== 'string' || !/^\d{12}$/.test(requiredPersonalNumber))
    )
      throw new BankIdAnswer(400, 'invalidParameters', 'Invalid requirement.personalNumber');

    const now = Date.now();
    refreshAll(now);
    if (typeof requiredPersonalNumber === 'string') {
      // BankID: an order for this person is already in progress. That order is aborted (its
      // collect says failed `cancelled`) and no new one is created.
      const running = [...orders.values()].filter(
        (order) => isPending(order) && personOf(order) === requiredPersonalNumber,
      );
      if (running.length > 0) {
        for (const order of running) fail(order, 'cancelled');
        throw new BankIdAnswer(400, 'alreadyInProgress', 'Order already in progress for pno');
      }
    }

    const order: Order = {
      orderRef: randomUUID(),
      autoStartToken: randomUUID(),
      qrStartToken: randomUUID(),
      qrStartSecret: randomUUID(),
      startedAt: now,
      endUserIp,
      requiredPersonalNumber: typeof requiredPersonalNumber === 'string' ? requiredPersonalNumber : null,
      mrtdRequired: requirement?.mrtd === true,
      requirement: requirement ?? null,
      userVisibleData:
        typeof userVisibleData === 'string' ? Buffer.from(userVisibleData, 'base64').toString('utf8') : null,
      userVisibleDataFormat: typeof userVisibleDataFormat === 'string' ? userVisibleDataFormat : null,
      phase: 'outstanding',
      hintCode: 'outstandingTransaction',
      openedAt: null,
      deviceIp: null,
      person: null,
      completionData: null,
    };
    orders.set(order.orderRef, order);
    const { orderRef, autoStartToken, qrStartToken, qrStartSecret } = order;
    return { orderRef, autoStartToken, qrStartToken, qrStartSecret };
  }

  function collect(body: Record<string, unknown>): Record<string, unknown> {
    const order = orders.get(orderRefOf(body));
    if (!order) throw new BankIdAnswer(400, 'invalidParameters', 'No such order');
    refresh(order, Date.now());
    // A finished order is told once; after that BankID no longer knows it.
    if (!isPending(order)) orders.delete(order.orderRef);
    return collectAnswer(order);
  }

  function cancel(body: Record<string, unknown>): Record<string, unknown> {
    const order = orders.get(orderRefOf(body));
    if (!order) throw new BankIdAnswer(400, 'invalidParameters', 'No such order');
    refresh(order, Date.now());
    orders.delete(order.orderRef);
    if (!isPending(order)) throw new BankIdAnswer(400, 'invalidParameters', 'No such order');
    return {};
  }

  async function handleRp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const path = new URL(req.url ?? '/', 'https://127.0.0.1').pathname;
      const method = path.startsWith(BASE_PATH) ? path.slice(BASE_PATH.length) : '';
      const handler =
        method === 'auth' ? auth : method === 'collect' ? collect : method === 'cancel' ? cancel : null;
      if (!handler) throw new BankIdAnswer(404, 'notFound', 'Not found');
      if (req.method !== 'POST') throw new BankIdAnswer(405, 'methodNotAllowed', 'Method not allowed');
      if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? ''))
        throw new BankIdAnswer(415, 'unsupportedMediaType', 'Unsupported media type');
      const raw = await readBody(req);
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw new BankIdAnswer(400, 'invalidParameters', 'Invalid JSON');
      }
      if (!isRecord(body)) throw new BankIdAnswer(400, 'invalidParameters', 'Invalid JSON');
      sendJson(res, 200, handler(body));
    } catch (error) {
      if (error instanceof BankIdAnswer)
        sendJson(res, error.status, { errorCode: error.errorCode, details: error.details });
      else sendJson(res, 500, { errorCode: 'internalError', details: 'Internal error' });
    }
  }

  function person(body: Record<string, unknown>): StandInPerson {
    const { personalNumber, givenName, surname, name } = body;
    if (typeof personalNumber !== 'string' || !/^\d{12}$/.test(personalNumber))
      throw new Refusal(400, 'personalNumber must be 12 digits (YYYYMMDDNNNN)');
    if (typeof givenName !== 'string' || !givenName.trim() || typeof surname !== 'string' || !surname.trim())
      throw new Refusal(400, 'givenName and surname are required');
    if (name !== undefined && (typeof name !== 'string' || !name.trim()))
      throw new Refusal(400, 'name must be a text');
    return {
      personalNumber,
      givenName,
      surname,
      name: typeof name === 'string' ? name : `${givenName} ${surname}`,
    };
  }

  /** The real app's check of the animated QR code: its HMAC, and that it is the current one. */
  function orderForQr(qrData: string, now: number): Order {
    const parts = /^bankid\.([0-9a-f-]{36})\.(\d{1,6})\.([0-9a-f]{64})$/.exec(qrData);
    if (!parts)
      throw new Refusal(400, 'qrData is not a BankID QR code (bankid.<qrStartToken>.<time>.<qrAuthCode>)');
    const [, qrStartToken, time, qrAuthCode] = parts as unknown as [string, string, string, string];
    const order = [...orders.values()].find((candidate) => candidate.qrStartToken === qrStartToken);
    if (!order) throw new Refusal(404, 'no order has this qrStartToken');
    const expected = createHmac('sha256', order.qrStartSecret).update(time).digest();
    if (!timingSafeEqual(expected, Buffer.from(qrAuthCode, 'hex')))
      throw new Refusal(403, 'the QR code’s qrAuthCode is wrong');
    const seconds = (now - order.startedAt) / 1000;
    if (Number(time) > seconds + 1) throw new Refusal(403, 'the QR code is from the future');
    if (seconds - Number(time) > qrMaxAgeSeconds)
      throw new Refusal(
        403,
        `the QR code is ${Math.floor(seconds - Number(time))} s old (at most ${qrMaxAgeSeconds} s)`,
      );
    return order;
  }

  function answer(order: Order, body: Record<string, unknown>): void {
    const action = body.action;
    if (action !== 'approve' && action !== 'cancel')
      throw new Refusal(400, "action must be 'approve' or 'cancel'");
    if (action === 'cancel') {
      fail(order, 'userCancel');
      return;
    }
    const who = person(body);
    if (order.requiredPersonalNumber && order.requiredPersonalNumber !== who.personalNumber)
      throw new Refusal(409, `the order is for personal number ${order.requiredPersonalNumber}`);
    order.person = who;
    order.phase = 'complete';
    order.hintCode = '';
    const signature = `<?xml version="1.0" encoding="UTF-8" standalone="no"?><Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><!-- BankID stand-in: not a signature --><SignedInfo/><SignatureValue>c3RhbmQtaW4=</SignatureValue><Object><bankIdSignedData><usrVisibleData>stand-in</usrVisibleData><srvInfo><nonce>${randomBytes(16).toString('base64')}</nonce></srvInfo></bankIdSignedData></Object></Signature>`;
    order.completionData = {
      user: {
        personalNumber: who.personalNumber,
        name: who.name,
        givenName: who.givenName,
        surname: who.surname,
      },
      device: { ipAddress: order.deviceIp ?? order.endUserIp, uhi: randomBytes(21).toString('base64url') },
      bankIdIssueDate: '2024-01-15Z',
      ...(order.mrtdRequired ? { stepUp: { mrtd: true } } : {}),
      signature: Buffer.from(signature, 'utf8').toString('base64'),
      ocspResponse: Buffer.from('BankID stand-in: no OCSP response', 'utf8').toString('base64'),
    };
  }

  function controlScan(body: Record<string, unknown>): Order {
    const now = Date.now();
    refreshAll(now);
    let order: Order | undefined;
    if (typeof body.qrData === 'string') order = orderForQr(body.qrData, now);
    else if (typeof body.autoStartToken === 'string')
      order = [...orders.values()].find((candidate) => candidate.autoStartToken === body.autoStartToken);
    else throw new Refusal(400, 'give qrData (the QR code’s content) or autoStartToken');
    if (!order) throw new Refusal(404, 'no order has this autoStartToken');
    if (order.phase !== 'outstanding')
      throw new Refusal(
        409,
        `the order is ${order.phase === 'opened' ? 'already open in an app' : 'over'} (${order.hintCode})`,
      );
    order.phase = 'opened';
    order.hintCode = 'userSign';
    order.openedAt = now;
    order.deviceIp = typeof body.qrData === 'string' ? '127.0.0.1' : order.endUserIp;
    if (body.action !== undefined) answer(order, body);
    return order;
  }

  function controlAnswer(body: Record<string, unknown>): Order {
    const orderRef = body.orderRef;
    if (typeof orderRef !== 'string') throw new Refusal(400, 'orderRef is required');
    const order = orders.get(orderRef);
    if (!order) throw new Refusal(404, 'no such order');
    refresh(order, Date.now());
    if (order.phase !== 'opened')
      throw new Refusal(409, `the order is not open in an app (${order.phase}, ${order.hintCode})`);
    answer(order, body);
    return order;
  }

  /** What the RP sent for an order (the person's app shows userVisibleData), and its state now. */
  function controlOrder(orderRef: string): Record<string, unknown> {
    const order = orders.get(orderRef);
    if (!order) throw new Refusal(404, 'no such order (unknown, or finished and collected)');
    refresh(order, Date.now());
    const { endUserIp, requirement, userVisibleData, userVisibleDataFormat, hintCode } = order;
    const status = isPending(order) ? 'pending' : order.phase;
    return {
      orderRef,
      endUserIp,
      requirement,
      userVisibleData,
      userVisibleDataFormat,
      status,
      hintCode: hintCode || null,
    };
  }

  async function handleControl(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      if (req.method === 'GET' && path.startsWith('/stand-in/orders/')) {
        sendJson(res, 200, controlOrder(decodeURIComponent(path.slice('/stand-in/orders/'.length))));
        return;
      }
      const handler =
        path === '/stand-in/scan' ? controlScan : path === '/stand-in/answer' ? controlAnswer : null;
      if (!handler) throw new Refusal(404, 'unknown path; POST /stand-in/scan or /stand-in/answer');
      if (req.method !== 'POST') throw new Refusal(405, 'POST only');
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        throw new Refusal(400, 'the body must be JSON');
      }
      if (!isRecord(body)) throw new Refusal(400, 'the body must be a JSON object');
      const order = handler(body);
      const { orderRef } = order;
      sendJson(res, 200, {
        orderRef,
        status: isPending(order) ? 'pending' : order.phase,
        hintCode: order.hintCode || null,
      });
    } catch (error) {
      if (error instanceof Refusal) sendJson(res, error.status, { error: error.message });
      else sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) });
    }
  }

  const rpServer = createHttpsServer(
    {
      key: pki.serverKeyPem,
      cert: pki.serverCertPem,
      ca: pki.caPem,
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    },
    (req, res) => void handleRp(req, res),
  );
  const controlServer = createHttpServer((req, res) => void handleControl(req, res));

  const port = await listen(rpServer, options.port ?? 0);
  let controlPort: number;
  try {
    controlPort = await listen(controlServer, options.controlPort ?? 0);
  } catch (error) {
    await close(rpServer);
    throw error;
  }

  const url = `https://127.0.0.1:${port}/rp/v6.0`;
  return {
    url,
    port,
    controlUrl: `http://127.0.0.1:${controlPort}/stand-in`,
    controlPort,
    dir,
    files,
    clientPassphrase: pki.clientPassphrase,
    env: { BANKID_URL: url, BANKID_CA: files.ca, BANKID_CERT: files.clientCert, BANKID_KEY: files.clientKey },
    async close() {
      await Promise.all([close(rpServer), close(controlServer)]);
    },
  };
}
