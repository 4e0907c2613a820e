/**
 * People using the API over HTTP as the web app does, for the fault runs (bench/faults) and the
 * soak (bench/soak): each keeps the cookies of every answer and refreshes its access token when it
 * runs out. They identify with BankID as production has it (decision 087): an e-ID order on the
 * server, opened and approved on "this device" through the BankID stand-in's control API
 * (bench/production-stand-ins.ts). They pay for points on the Stripe stand-in's hosted Checkout
 * page, and the stand-in's webhook credits them (decision 090). Each action answers the id of what
 * it completed, or null when the server refused it; a request cut off by a kill throws.
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { luhnCheckDigit } from '@ramkoll/shared/rules/luhn';
import type { Database, Db } from '../src/db/client.js';
import { bikes } from '../src/db/schema/bikes.js';
import type { createPersonalNumberCipher } from '../src/lib/crypto/personal-number-cipher.js';
import { grantPoints } from '../test/factories.js';

const ACCESS_COOKIE = 'ramkoll_access';
const REFRESH_COOKIE = 'ramkoll_refresh';
/** Ties an e-ID order to the browser that started it (path /api/auth/eid). */
const EID_COOKIE = 'ramkoll_eid';

/** A 5xx: a defect, never an effect of the kill (a killed server answers nothing). */
export class ServerError extends Error {}
/** Any other answer that is not what the person asked for (a 4xx). */
class Refused extends Error {}

/** Who BankID says the person is: what the stand-in's phone approves with. */
interface Identity {
  personalNumber: string;
  name: string;
  givenName: string;
  surname: string;
}

/** A completed e-ID order and the browser cookie it belongs to. */
interface Identified {
  orderId: string;
  eidCookie: string;
}

/**
 * One identification as the web app and the person's phone make it on the same device: the
 * order (its `ramkoll_eid` cookie kept for this identification only, so that two at once never
 * mix), BankID opened with the order's autostart token and approved through the stand-in's
 * control API, then the order followed until it is complete. A 5xx throws ServerError, a 4xx
 * Refused; a request cut off or a stand-in that fails throws what it threw.
 */
async function identifyWithBankId(
  baseUrl: string,
  controlUrl: string,
  purpose: 'register' | 'sign_in',
  identity: Identity,
  address: string,
): Promise<Identified> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': address };
  const started = await fetch(`${baseUrl}/api/auth/eid/orders`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ purpose, sameDevice: true }),
    signal: AbortSignal.timeout(30_000),
  });
  if (started.status !== 201) await refuse(`e-ID order (${purpose})`, started);
  const eidCookie = cookieOf(started, EID_COOKIE);
  const order = (await started.json()) as { id: string; autoStartUrl: string | null };
  const token = new URL(order.autoStartUrl ?? 'bankid:///').searchParams.get('autostarttoken');
  if (!eidCookie || !token)
    throw new Error(`e-ID order (${purpose}): no ${eidCookie ? 'autostart token' : 'cookie'}`);

  const scanned = await fetch(`${controlUrl}/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ autoStartToken: token, ...identity, action: 'approve' }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!scanned.ok) throw new Error(`BankID stand-in: ${scanned.status} ${await scanned.text()}`);

  // The web app asks every second; the stand-in has approved already, so the first answer or two settle it.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const followed = await fetch(`${baseUrl}/api/auth/eid/orders/${order.id}`, {
      headers: { cookie: `${EID_COOKIE}=${eidCookie}`, 'x-forwarded-for': address },
      signal: AbortSignal.timeout(30_000),
    });
    if (!followed.ok) await refuse(`e-ID order (${purpose}) followed`, followed);
    const { status, hintCode } = (await followed.json()) as { status: string; hintCode: string | null };
    if (status === 'complete') return { orderId: order.id, eidCookie };
    if (status !== 'pending') throw new Refused(`e-ID order (${purpose}): ${status} ${hintCode ?? ''}`);
    if (Date.now() > deadline)
      throw new Error(`e-ID order (${purpose}): still ${hintCode ?? 'pending'} after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function refuse(what: string, response: Response): Promise<never> {
  const message = `${what}: ${response.status} ${await response.text()}`;
  throw response.status >= 500 ? new ServerError(message) : new Refused(message);
}

/**
 * The stand-in has sent the webhook and had the server's answer before its 'Pay' answers, so the
 * first status asked for is normally 'succeeded' already; this is only the bound.
 */
const CREDITED_WITHIN_MS = 15_000;

/**
 * The person on Stripe's hosted Checkout page: the page, then its 'Pay' form posted, which the
 * stand-in answers with a redirect to the app's success URL (not followed: the status is asked
 * for by the caller) once the webhook has been answered. Anything else throws: the stand-in
 * answers 500 when the webhook got no answer, which is what a kill mid-webhook looks like.
 */
async function payOnHostedPage(checkoutUrl: string): Promise<void> {
  const page = await fetch(checkoutUrl, { signal: AbortSignal.timeout(30_000) });
  if (!page.ok) throw new Error(`Checkout page: ${page.status} ${await page.text()}`);
  const action = /<form method="post" action="([^"]*\/confirm)"/.exec(await page.text())?.[1];
  if (!action) throw new Error(`Checkout page ${checkoutUrl}: no 'Pay' form`);
  const paid = await fetch(new URL(action, checkoutUrl), {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  if (paid.status !== 303) throw new Error(`Checkout 'Pay': ${paid.status} ${await paid.text()}`);
}

function cookieOf(response: Response, name: string): string | null {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    if (pair.startsWith(`${name}=`)) return pair.slice(name.length + 1);
  }
  return null;
}

export class HttpPerson {
  personalNumberHash: string | null = null;
  private readonly cookies = new Map<string, string>();

  private constructor(
    private baseUrl: string,
    private readonly bankIdControlUrl: string,
    readonly userId: string,
    readonly email: string,
    private readonly identity: Identity,
    /** The person's own address (X-Forwarded-For): sign-up and e-ID orders are limited per address. */
    private readonly address: string,
  ) {}

  /** A new customer through the BankID registration (an e-ID order approved on the stand-in), signed in. */
  static async registerWithBankId(
    baseUrl: string,
    personalNumber: string,
    email: string,
    bankIdControlUrl: string,
  ): Promise<HttpPerson> {
    const identity = { personalNumber, name: 'Fela Testsson', givenName: 'Fela', surname: 'Testsson' };
    const address = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const { orderId, eidCookie } = await identifyWithBankId(
      baseUrl,
      bankIdControlUrl,
      'register',
      identity,
      address,
    );
    const response = await fetch(`${baseUrl}/api/auth/eid/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${EID_COOKIE}=${eidCookie}`,
        'x-forwarded-for': address,
      },
      body: JSON.stringify({
        orderId,
        email,
        emailConfirmation: email,
        countryCode: '+46',
        phone: `07${String(randomInt(0, 1e8)).padStart(8, '0')}`,
      }),
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status !== 201)
      throw new Error(`BankID registration: ${response.status} ${await response.text()}`);
    const { user } = (await response.json()) as { user: { id: string } };
    const person = new HttpPerson(baseUrl, bankIdControlUrl, user.id, email, identity, address);
    person.keepCookies(response);
    return person;
  }

  /** The access cookie, for opening the event stream. */
  get accessCookies(): Record<string, string> {
    return { [ACCESS_COOKIE]: this.cookies.get(ACCESS_COOKIE) ?? '' };
  }

  /** After a restart the server listens on another port. */
  moveTo(baseUrl: string): void {
    this.baseUrl = baseUrl;
  }

  /** The person's bikes, read from the database (not a request that could be cut off). */
  async bikeIds(db: Db): Promise<string[]> {
    const rows = await db
      .select({ id: bikes.id })
      .from(bikes)
      .where(and(eq(bikes.ownerId, this.userId), isNull(bikes.deletedAt)));
    return rows.map((row) => row.id);
  }

  /**
   * Buys the 100-point package through Stripe Checkout as production has it (decision 090): the
   * payment and its Checkout Session, then 'Pay' on the stand-in's hosted page, which posts the
   * signed `checkout.session.completed` webhook to the server; then the payment's status, asked
   * for as the page Checkout returns to asks, until the webhook has credited it. Answers the
   * payment id once it has succeeded, null when the server refused the purchase. A payment that
   * the hosted page took (its webhook sent and answered) but that is still not credited after
   * CREDITED_WITHIN_MS is a defect and throws ServerError; the hosted page failing (its webhook
   * cut off by a kill) throws as a request cut off does.
   */
  async buyPoints(): Promise<string | null> {
    const created = await this.call('POST', '/api/me/payments', { package: 'points_100', currency: 'SEK' });
    if (created.status !== 201) return null;
    const { payment, checkout } = (await created.json()) as {
      payment: { id: string };
      checkout: { provider: string; url?: string };
    };
    if (checkout.provider !== 'stripe' || !checkout.url) {
      throw new Error(`POST /api/me/payments: a ${checkout.provider} checkout, not Stripe's`);
    }
    await payOnHostedPage(checkout.url);
    const deadline = Date.now() + CREDITED_WITHIN_MS;
    for (;;) {
      const asked = await this.call('POST', `/api/me/payments/${payment.id}/confirm`);
      if (asked.status !== 200) return null;
      const { payment: now } = (await asked.json()) as { payment: { status: string } };
      if (now.status === 'succeeded') return payment.id;
      if (now.status !== 'pending') return null;
      if (Date.now() > deadline) {
        throw new ServerError(
          `payment ${payment.id}: paid on Checkout, still pending ${CREDITED_WITHIN_MS / 1000} s later`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async register(frameNumber: string, receiptFileId: string): Promise<string | null> {
    const response = await this.call('POST', '/api/me/bikes', {
      frameNumber,
      receiptFileId,
      bikeType: 'hybrid',
      brand: 'Crescent',
      model: 'Alvar',
      color: 'Blå',
    });
    if (response.status !== 201) return null;
    return ((await response.json()) as { bike: { id: string } }).bike.id;
  }

  async orderSticker(bikeId: string): Promise<string | null> {
    const response = await this.call('POST', '/api/me/qr-orders', { bikeIds: [bikeId], quantity: 1 });
    if (response.status !== 201) return null;
    return ((await response.json()) as { order: { id: string } }).order.id;
  }

  /** The seller's half: the receipt waiting for the buyer. */
  async transfer(bikeId: string, buyerEmail: string): Promise<string | null> {
    const response = await this.call('POST', `/api/me/bikes/${bikeId}/transfer`, {
      buyer: buyerEmail,
      price: null,
      purchaseDate: new Date().toISOString().slice(0, 10),
    });
    if (response.status !== 201) return null;
    return ((await response.json()) as { receipt: { id: string } }).receipt.id;
  }

  /** The buyer's half: true when the bike is theirs. */
  async accept(receiptId: string): Promise<boolean> {
    const response = await this.call('POST', `/api/me/receipts/${receiptId}/accept`);
    return response.status === 200;
  }

  /** A receipt photo to /api/me/uploads/receipts: the answer as it came. */
  async upload(image: Buffer): Promise<Response> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'kvitto.jpg');
    return this.send('POST', '/api/me/uploads/receipts', form);
  }

  /** Any request as this person, the answer as it came (a 5xx too). */
  async request(method: string, path: string, body?: unknown): Promise<Response> {
    let response = await this.send(method, path, body);
    if (response.status === 401 && (await this.signInAgain())) response = await this.send(method, path, body);
    return response;
  }

  private async call(method: string, path: string, body?: unknown): Promise<Response> {
    let response = await this.send(method, path, body);
    if (response.status === 401 && (await this.signInAgain())) response = await this.send(method, path, body);
    if (response.status >= 500)
      throw new ServerError(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response;
  }

  private async send(method: string, path: string, body?: unknown): Promise<Response> {
    const form = body instanceof FormData;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        cookie: `${ACCESS_COOKIE}=${this.cookies.get(ACCESS_COOKIE) ?? ''}`,
        ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    this.keepCookies(response);
    return response;
  }

  /**
   * The refresh token first, as the web app does; when a kill cut off an earlier refresh after the
   * server rotated the token, the old one counts as reused and the session is gone, so the person
   * signs in again with BankID (an e-ID order approved on the stand-in). A 5xx throws ServerError.
   */
  private async signInAgain(): Promise<boolean> {
    const refreshed = await fetch(`${this.baseUrl}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: `${REFRESH_COOKIE}=${this.cookies.get(REFRESH_COOKIE) ?? ''}` },
    });
    this.keepCookies(refreshed);
    if (refreshed.ok) return true;
    let identified: Identified;
    try {
      identified = await identifyWithBankId(
        this.baseUrl,
        this.bankIdControlUrl,
        'sign_in',
        this.identity,
        this.address,
      );
    } catch (error) {
      // A refusal (say, a rate limit) is an answer like the 401 before it; a cut-off request is not.
      if (error instanceof Refused) return false;
      throw error;
    }
    const signedIn = await fetch(`${this.baseUrl}/api/auth/eid/sign-in`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${EID_COOKIE}=${identified.eidCookie}`,
        'x-forwarded-for': this.address,
      },
      body: JSON.stringify({ orderId: identified.orderId }),
    });
    if (signedIn.status >= 500) await refuse('e-ID sign-in', signedIn);
    this.keepCookies(signedIn);
    return signedIn.ok;
  }

  private keepCookies(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const split = pair.indexOf('=');
      if (split > 0) this.cookies.set(pair.slice(0, split), pair.slice(split + 1));
    }
  }
}

/** The environment of a server on `databaseUrl`, the same across its restarts. */
export function faultServerEnv(
  databaseUrl: string,
  masterKey: Buffer,
  dataDir: string,
): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATA_ENCRYPTION_KEY: masterKey.toString('base64'),
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
  };
}

let personCounter = Math.floor(Math.random() * 300);
/** A valid personnummer (born 1985 on a day of its own, Luhn digit computed). */
function personalNumber(): string {
  personCounter += 1;
  const month = String(1 + (personCounter % 12)).padStart(2, '0');
  const day = String(1 + (Math.floor(personCounter / 12) % 28)).padStart(2, '0');
  const body = `85${month}${day}${String(200 + (personCounter % 700))}`;
  return `19${body}${luhnCheckDigit(body)}`;
}

/** `count` people registered with BankID over HTTP (through the stand-in at `bankIdControlUrl`), with 5,000 points each. */
export async function makePeople(
  baseUrl: string,
  bankIdControlUrl: string,
  database: Database,
  cipher: ReturnType<typeof createPersonalNumberCipher>,
  count: number,
): Promise<HttpPerson[]> {
  const people: HttpPerson[] = [];
  for (let index = 0; index < count; index++) {
    const number = personalNumber();
    const person = await HttpPerson.registerWithBankId(
      baseUrl,
      number,
      `faults-${index}-${Date.now()}@example.se`,
      bankIdControlUrl,
    );
    person.personalNumberHash = cipher.hash(number);
    await grantPoints(database.db, person.userId, 5_000);
    people.push(person);
  }
  return people;
}
