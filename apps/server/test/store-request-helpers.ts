import { luhnCheckDigit } from '@ramkoll/shared/rules/luhn';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../src/db/client.js';
import { mailbox } from '../src/db/schema/messaging.js';
import { companies } from '../src/db/schema/stores.js';
import { accessOnly, randomIp, uniqueEmail, type Cookies } from './auth-helpers.js';

/** A valid organisation number (Luhn check digit) not used by the demo data. */
export function newOrganizationNumber(): string {
  const nine = `55${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  return `${nine}${luhnCheckDigit(nine)}`;
}

/** A company in the built-in register; active unless told otherwise. */
export async function addCompany(
  db: Db,
  overrides: Partial<typeof companies.$inferInsert> = {},
): Promise<typeof companies.$inferSelect> {
  const [row] = await db
    .insert(companies)
    .values({
      organizationNumber: newOrganizationNumber(),
      name: `Testcykel ${randomInt(1000, 9999)} AB`,
      address: 'Hamngatan 4',
      postalCode: '582 26',
      city: 'Linköping',
      status: 'aktiv',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('company insert returned nothing');
  return row;
}

/** A complete application body for a company (field rules: rules/partnership-application). */
export function applicationFor(
  company: { organizationNumber: string; name: string },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    organizationNumber: `${company.organizationNumber.slice(0, 6)}-${company.organizationNumber.slice(6)}`,
    companyName: company.name,
    storeAddress: 'Hamngatan 4',
    postalCode: '58226',
    city: 'Linköping',
    contactPerson: 'Karin Cykelsson',
    contactEmail: uniqueEmail('butik'),
    contactPhone: '013-12 34 56',
    bikeCount: 10,
    additionalInfo: 'Vi säljer mest elcyklar.',
    language: 'sv',
    ...overrides,
  };
}

export function apply(
  app: FastifyInstance,
  body: Record<string, unknown>,
  options: { ip?: string; cookies?: Cookies } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/partnership-applications',
    remoteAddress: options.ip ?? randomIp(),
    payload: body,
    ...(options.cookies ? { cookies: accessOnly(options.cookies) } : {}),
  });
}

/** A pending application for a fresh company; answers its id and the body sent. */
export async function pendingApplication(
  app: FastifyInstance,
  db: Db,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; body: Record<string, unknown>; organizationNumber: string }> {
  const company = await addCompany(db);
  const body = applicationFor(company, overrides);
  const response = await apply(app, body);
  if (response.statusCode !== 201) throw new Error(`application refused: ${response.body}`);
  return { id: response.json<{ id: string }>().id, body, organizationNumber: company.organizationNumber };
}

export function decide(
  app: FastifyInstance,
  cookies: Cookies | null,
  requestId: string,
  decision: 'approve' | 'reject',
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/admin/store-requests/${requestId}/${decision}`,
    payload,
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

/** The newest delivered mail to an address (after `app.mail.flushOutbox()`). */
export async function latestMailTo(db: Db, to: string, subjectStart = '') {
  const mails = await db
    .select()
    .from(mailbox)
    .where(and(eq(mailbox.to, to)))
    .orderBy(desc(mailbox.createdAt));
  return mails.find((mail) => mail.subject.startsWith(subjectStart)) ?? null;
}

/** The temporary password and staff code of an approval mail's text. */
export function credentialsOf(text: string): { password: string; staffCode: string } {
  const password = /(?:Tillfälligt lösenord|Temporary password): (\S+)/.exec(text)?.[1];
  const staffCode = /(?:Personalkod|Staff code): (\S+)/.exec(text)?.[1];
  if (!password || !staffCode) throw new Error(`no credentials in: ${text}`);
  return { password, staffCode };
}
