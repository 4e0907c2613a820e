import { randomUUID } from 'node:crypto';
import { ZIdVerification, ZMyIdVerificationStatus } from '@ramkoll/shared/schemas/id-verification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.js';
import { idVerifications } from '../../../src/db/schema/identity.js';
import { accessOnly, errorOf, signedIn, type Cookies } from '../../auth-helpers.js';
import { createFileRow } from '../../factories.js';
import { createTestContext, type TestContext } from '../../helper.js';
import {
  newCustomer,
  submitIdPhoto,
  submittedIdPhoto,
  uploadIdPhoto,
} from '../../id-verification-helpers.js';
import { testImage, uploadFile } from '../../upload-helpers.js';

let context: TestContext;
/** Demo accounts: all verified by BankID in the seed. */
let anna: Cookies;
let admin: Cookies;
let store: Cookies;

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  [anna, admin, store] = await Promise.all([
    signedIn(context.app, 'anna@ramkoll.se'),
    signedIn(context.app, 'admin@ramkoll.se'),
    signedIn(context.app, 'butik@ramkoll.se'),
  ]);
});

afterAll(() => context.close());

function getStatus(cookies: Cookies | null) {
  return context.app.inject({
    method: 'GET',
    url: '/api/me/id-verification',
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
  });
}

async function statusOf(cookies: Cookies) {
  const response = await getStatus(cookies);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return ZMyIdVerificationStatus.parse(response.json());
}

async function submissionsOf(userId: string) {
  return context.db.select().from(idVerifications).where(eq(idVerifications.userId, userId));
}

describe('POST /api/me/uploads/id-documents', () => {
  it('stores the ID photo privately: the owner and admins may read it, another customer gets 404', async () => {
    const person = await newCustomer(context.app);
    const other = await newCustomer(context.app);
    const photo = await uploadIdPhoto(context.app, person.cookies);
    expect(photo.bucket).toBe('id-documents');
    const read = (cookies: Cookies) =>
      context.app.inject({ method: 'GET', url: photo.url, cookies: accessOnly(cookies) });

    const own = await read(person.cookies);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await read(admin)).statusCode).toBe(200);
    for (const cookies of [other.cookies, anna, store]) {
      const refused = await read(cookies);
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused)).toEqual({ code: 'FILE_NOT_FOUND' });
    }
    const anonymous = await context.app.inject({ method: 'GET', url: photo.url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses stores and admins with 403', async () => {
    for (const cookies of [store, admin]) {
      const response = await uploadFile(context.app, cookies, 'id-documents', {
        bytes: await testImage('png'),
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });
});

describe('POST /api/me/id-verification', () => {
  it('submits my ID photo as pending, with an audit row, and GET shows it', async () => {
    const person = await newCustomer(context.app);
    expect(await statusOf(person.cookies)).toEqual({
      identityVerified: false,
      verifiedAt: null,
      method: null,
      latest: null,
    });

    const photo = await uploadIdPhoto(context.app, person.cookies);
    const response = await submitIdPhoto(context.app, person.cookies, photo.id);
    expect(response.statusCode, response.body).toBe(201);
    const submitted = ZIdVerification.parse(response.json());
    expect(submitted).toMatchObject({ status: 'pending', reviewedAt: null, reason: null });

    const rows = await submissionsOf(person.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: submitted.id,
      fileId: photo.id,
      status: 'pending',
      reviewedBy: null,
    });
    const [audit] = await context.db.select().from(auditLog).where(eq(auditLog.targetId, submitted.id));
    expect(audit).toMatchObject({ action: 'identity.id_document_submitted', actorUserId: person.id });

    expect(await statusOf(person.cookies)).toEqual({
      identityVerified: false,
      verifiedAt: null,
      method: null,
      latest: submitted,
    });
  });

  it('refuses a second submission while one is pending, and changes nothing', async () => {
    const person = await newCustomer(context.app);
    const first = await submittedIdPhoto(context.app, person.cookies);
    const photo = await uploadIdPhoto(context.app, person.cookies);
    const response = await submitIdPhoto(context.app, person.cookies, photo.id);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('ID_VERIFICATION_PENDING');
    expect((await submissionsOf(person.id)).map((row) => row.id)).toEqual([first.id]);
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const person = await newCustomer(context.app);
    const [a, b] = await Promise.all([
      uploadIdPhoto(context.app, person.cookies),
      uploadIdPhoto(context.app, person.cookies),
    ]);
    const answers = await Promise.all([
      submitIdPhoto(context.app, person.cookies, a.id),
      submitIdPhoto(context.app, person.cookies, b.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await submissionsOf(person.id)).toHaveLength(1);
  });

  it('refuses with 409 when my identity is already verified by BankID', async () => {
    const photo = await uploadIdPhoto(context.app, anna);
    const response = await submitIdPhoto(context.app, anna, photo.id);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('IDENTITY_ALREADY_VERIFIED');
    const status = await statusOf(anna);
    expect(status).toMatchObject({ identityVerified: true, method: 'bankid', latest: null });
    expect(status.verifiedAt).toBe('2023-01-10T00:00:00.000Z');
  });

  it("refuses a file from another bucket, someone else's ID photo and an unknown id with 404", async () => {
    const person = await newCustomer(context.app);
    const other = await newCustomer(context.app);
    const receipt = await uploadFile(context.app, person.cookies, 'receipts', {
      bytes: await testImage('jpeg'),
    });
    expect(receipt.statusCode).toBe(201);
    const othersPhoto = await uploadIdPhoto(context.app, other.cookies);
    const orphan = await createFileRow(context.db, { ownerUserId: null, bucket: 'id-documents' });
    for (const fileId of [receipt.json<{ id: string }>().id, othersPhoto.id, orphan, randomUUID()]) {
      const response = await submitIdPhoto(context.app, person.cookies, fileId);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'FILE_NOT_FOUND' });
    }
    expect(await submissionsOf(person.id)).toHaveLength(0);
  });

  it('refuses a body without a UUID with 400 VALIDATION_FAILED', async () => {
    const person = await newCustomer(context.app);
    for (const payload of [{}, { fileId: 'not-a-uuid' }, { fileId: 42 }]) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/me/id-verification',
        payload,
        cookies: accessOnly(person.cookies),
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    expect(await submissionsOf(person.id)).toHaveLength(0);
  });
});

describe('who may use /api/me/id-verification', () => {
  it('answers anonymous callers 401', async () => {
    expect((await getStatus(null)).statusCode).toBe(401);
    const response = await submitIdPhoto(context.app, null, randomUUID());
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('answers stores and admins 403, before reading the body', async () => {
    for (const cookies of [store, admin]) {
      expect((await getStatus(cookies)).statusCode).toBe(403);
      const response = await submitIdPhoto(context.app, cookies, 'not-a-uuid');
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });
});
