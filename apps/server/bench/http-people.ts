/**
 * People using the API over HTTP as the web app does, for the fault runs (bench/faults) and the
 * soak (bench/soak): each keeps the cookies of every answer and refreshes its access token when it
 * runs out. Each action answers the id of what it completed, or null when the server refused it; a
 * request cut off by a kill throws.
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

/** A 5xx: a defect, never an effect of the kill (a killed server answers nothing). */
export class ServerError extends Error {}

export class HttpPerson {
  personalNumberHash: string | null = null;
  private readonly cookies = new Map<string, string>();

  private constructor(
    private baseUrl: string,
    readonly userId: string,
    readonly email: string,
    private readonly personalNumber: string,
  ) {}

  /** A new customer through the BankID registration (its simulated signing), signed in. */
  static async registerWithBankId(
    baseUrl: string,
    personalNumber: string,
    email: string,
  ): Promise<HttpPerson> {
    const response = await fetch(`${baseUrl}/api/auth/bankid/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // Sign-up is limited per address: each person comes from their own.
        'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`,
      },
      body: JSON.stringify({
        fullName: 'Fela Testsson',
        email,
        emailConfirmation: email,
        countryCode: '+46',
        phone: `07${String(randomInt(0, 1e8)).padStart(8, '0')}`,
        personalNumber,
      }),
    });
    if (response.status !== 201)
      throw new Error(`BankID registration: ${response.status} ${await response.text()}`);
    const { user } = (await response.json()) as { user: { id: string } };
    const person = new HttpPerson(baseUrl, user.id, email, personalNumber);
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

  /** Buys the 100-point package with the test provider: the payment id once it is confirmed. */
  async buyPoints(): Promise<string | null> {
    const created = await this.call('POST', '/api/me/payments', { package: 'points_100', currency: 'SEK' });
    if (created.status !== 201) return null;
    const { payment } = (await created.json()) as { payment: { id: string } };
    const confirmed = await this.call('POST', `/api/me/payments/${payment.id}/confirm`);
    return confirmed.status === 200 ? payment.id : null;
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
   * signs in again with BankID.
   */
  private async signInAgain(): Promise<boolean> {
    const refreshed = await fetch(`${this.baseUrl}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: `${REFRESH_COOKIE}=${this.cookies.get(REFRESH_COOKIE) ?? ''}` },
    });
    this.keepCookies(refreshed);
    if (refreshed.ok) return true;
    const signedIn = await fetch(`${this.baseUrl}/api/auth/bankid/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ personalNumber: this.personalNumber }),
    });
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
    BANKID_DELAY_MS: '0',
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

/** `count` people registered with BankID over HTTP, with 5,000 points each. */
export async function makePeople(
  baseUrl: string,
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
    );
    person.personalNumberHash = cipher.hash(number);
    await grantPoints(database.db, person.userId, 5_000);
    people.push(person);
  }
  return people;
}
