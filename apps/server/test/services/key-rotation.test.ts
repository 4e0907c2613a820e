import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { profiles, users } from '../../src/db/schema/accounts.js';
import { receiptScans } from '../../src/db/schema/files.js';
import { stores, storeStaffCodes } from '../../src/db/schema/stores.js';
import { demoAccounts, DEMO_STAFF_CODE } from '../../src/db/seed/demo-accounts.js';
import { keyIdOf, type DataKeys } from '../../src/lib/crypto/data-keys.js';
import { createStaffCodeHash } from '../../src/lib/crypto/keyed-hash.js';
import { createPersonalNumberCipher } from '../../src/lib/crypto/personal-number-cipher.js';
import { rotateKeys, rotationFinished, whatIsLeft } from '../../src/services/keys/rotate-keys.js';
import {
  accessOnly,
  cookiesFrom,
  errorOf,
  personalNumberBornIn,
  randomIp,
  registerWithEid,
  signInWithEid,
  signedIn,
  type Cookies,
} from '../auth-helpers.js';
import { newCustomer, uniqueFrameNumber, verifiedReceipt, type TestCustomer } from '../bike-helpers.js';
import { createUser } from '../factories.js';
import { createTestContext, testAppConfig, testDatabaseKind, type TestContext } from '../helper.js';
import { bareHash, v1Ciphertext } from '../key-helpers.js';

/**
 * Decision 055: data written under key A, then the app rebuilt with current = B and previous = A
 * (sign-in by personnummer, store look-up, staff codes, duplicate refusal and receipts all work
 * before any rewrite), the rotation run (stopped midway, interrupted, run again), then everything
 * working with A gone and a further run changing nothing.
 */
let context: TestContext;
let keyA: Buffer;
const keyB = randomBytes(32);
let rotating: FastifyInstance;
let afterwards: FastifyInstance;

const anna = demoAccounts.find((account) => account.key === 'anna');
const legacyNumber = personalNumberBornIn(1961);
const doubleNumber = personalNumberBornIn(1950);
let twiceUnderBId = '';
const unusedCode = 'UNUSED2024';
const legacyCode = 'LEGACY2024';
let legacyUserId: string;
let customer: TestCustomer;
let storeId: string;
/** The demo store's session on the rotating instance, staff code confirmed. */
let storeCookies: Cookies;
let receiptBefore: string;
let receiptMixed: string;
let receiptAfter: string;
const frames = { before: uniqueFrameNumber(), mixed: uniqueFrameNumber(), after: uniqueFrameNumber() };

async function appWith(keys: DataKeys): Promise<FastifyInstance> {
  const app = await buildApp(
    testAppConfig({ dataEncryptionKey: keys.current, dataEncryptionKeyPrevious: keys.previous }),
    { db: context.db, listen: context.database.listen, storage: context.storage },
  );
  await app.ready();
  return app;
}

function call(
  app: FastifyInstance,
  cookies: Cookies | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: randomIp(),
    ...(cookies ? { cookies: accessOnly(cookies) } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
}

function bankIdSignIn(app: FastifyInstance, personalNumber: string) {
  return signInWithEid(app, personalNumber);
}

function bankIdRegister(app: FastifyInstance, personalNumber: string) {
  return registerWithEid(app, personalNumber, { fullName: 'Två Gånger' });
}

async function storeSession(app: FastifyInstance): Promise<Cookies> {
  const cookies = await signedIn(app, 'butik@ramkoll.se');
  const confirmed = await call(app, cookies, 'POST', '/api/auth/staff-code', { code: DEMO_STAFF_CODE });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return cookies;
}

function registerWith(app: FastifyInstance, cookies: Cookies, frameNumber: string, receiptFileId: string) {
  return call(app, cookies, 'POST', '/api/me/bikes', {
    bikeType: 'hybrid',
    brand: 'Crescent',
    model: 'Alvar',
    color: 'Blå',
    frameNumber,
    receiptFileId,
  });
}

async function codeHashOf(code: string): Promise<string | undefined> {
  const rows = await context.db
    .select({ hash: storeStaffCodes.codeHash })
    .from(storeStaffCodes)
    .where(
      inArray(
        storeStaffCodes.codeHash,
        createStaffCodeHash({ current: keyB, previous: keyA }).candidates(code),
      ),
    );
  return rows[0]?.hash;
}

/** A user whose profile holds `personalNumber` under `cipher`'s key, written directly. */
async function userWithNumber(
  fullName: string,
  cipher: ReturnType<typeof createPersonalNumberCipher>,
  personalNumber: string,
): Promise<{ id: string }> {
  const user = await createUser(context.db, { fullName });
  await context.db
    .update(profiles)
    .set({
      personalNumberEncrypted: cipher.encrypt(personalNumber),
      personalNumberHash: cipher.hash(personalNumber),
      // As BankID registration left it: the number is bound to the account (decision 087).
      personalNumberBoundAt: new Date(),
    })
    .where(eq(profiles.userId, user.id));
  return user;
}

async function snapshot() {
  return {
    profiles: await context.db
      .select({ id: profiles.userId, e: profiles.personalNumberEncrypted, h: profiles.personalNumberHash })
      .from(profiles)
      .orderBy(profiles.userId),
    scans: await context.db
      .select({ id: receiptScans.fileId, h: receiptScans.personalNumberHashes })
      .from(receiptScans)
      .orderBy(receiptScans.fileId),
    codes: await context.db
      .select({ id: storeStaffCodes.id, h: storeStaffCodes.codeHash })
      .from(storeStaffCodes)
      .orderBy(storeStaffCodes.id),
  };
}

beforeAll(async () => {
  context = await createTestContext({ seed: true });
  keyA = context.dataEncryptionKey;
  if (!anna) throw new Error('no demo account anna');

  // A person and a staff code written before key ids existed (v1 ciphertext, bare hashes).
  const legacy = await createUser(context.db, { fullName: 'Gammal Kund' });
  legacyUserId = legacy.id;
  await context.db
    .update(profiles)
    .set({
      personalNumberEncrypted: v1Ciphertext(keyA, legacyNumber),
      personalNumberHash: bareHash(keyA, 'personal-number', legacyNumber),
      personalNumberBoundAt: new Date(),
    })
    .where(eq(profiles.userId, legacy.id));
  const [store] = await context.db.select({ id: stores.id }).from(stores).limit(1);
  storeId = store?.id ?? '';
  await context.db.insert(storeStaffCodes).values([
    { storeId, codeHash: bareHash(keyA, 'store-staff-code', legacyCode), label: 'Gammal' },
    { storeId, codeHash: createStaffCodeHash(keyA)(unusedCode), label: 'Oanvänd' },
  ]);

  // A customer signed in under A (their access token is signed with A), with pending receipts
  // whose facts were read under A: their own number and another person's.
  customer = await newCustomer(context, 1000);
  const stranger = createPersonalNumberCipher(keyA).hash(personalNumberBornIn(1970));
  const underA = customer.personalNumberHash ?? '';
  receiptBefore = await verifiedReceipt(context, customer, frames.before, {
    personalNumberHashes: [stranger, underA],
  });
  receiptAfter = await verifiedReceipt(context, customer, frames.after, {
    personalNumberHashes: [underA, stranger],
  });
  // Read by an instance already on B while the profile is still under A.
  receiptMixed = await verifiedReceipt(context, customer, frames.mixed, {
    personalNumberHashes: [createPersonalNumberCipher(keyB).hash(customer.personalNumber ?? '')],
  });

  rotating = await appWith({ current: keyB, previous: keyA });
});

afterAll(async () => {
  await rotating?.close();
  await afterwards?.close();
  await context?.close();
});

describe('key rotation (decision 055)', () => {
  it('with B current and A previous, everything written under A still works before any rewrite', async () => {
    // The access token signed under A.
    const session = await call(rotating, customer.cookies, 'GET', '/api/auth/session');
    expect(session.json<{ user: { id: string } | null }>().user?.id).toBe(customer.userId);

    // BankID sign-in finds the demo person (v2 under A) and the legacy one (v1, bare hash).
    expect((await bankIdSignIn(rotating, anna?.personalNumber ?? '')).statusCode).toBe(200);
    const legacy = await bankIdSignIn(rotating, legacyNumber);
    expect(legacy.json<{ user: { id: string } }>().user.id).toBe(legacyUserId);

    // Neither can be registered again under B.
    for (const number of [anna?.personalNumber ?? '', legacyNumber]) {
      const again = await bankIdRegister(rotating, number);
      expect(again.statusCode, again.body).toBe(409);
      expect(errorOf(again).code).toBe('PERSONAL_NUMBER_TAKEN');
    }

    // The staff code stored under A matches, and is re-hashed under B at this check.
    const store = await storeSession(rotating);
    storeCookies = store;
    expect(await codeHashOf(DEMO_STAFF_CODE)).toBe(createStaffCodeHash(keyB)(DEMO_STAFF_CODE));
    // A code still under A is taken: it cannot be added again under B.
    const taken = await call(rotating, store, 'POST', '/api/store/staff-codes', {
      label: 'Igen',
      code: unusedCode,
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(errorOf(taken).code).toBe('STAFF_CODE_TAKEN');

    // The counter finds both people by personnummer.
    for (const number of [anna?.personalNumber ?? '', legacyNumber]) {
      const found = await call(rotating, store, 'POST', '/api/store/customers/lookup', { query: number });
      expect(found.statusCode, found.body).toBe(200);
    }

    // Receipts read under A, and one read under B, both match the profile still under A.
    expect((await registerWith(rotating, customer.cookies, frames.before, receiptBefore)).statusCode).toBe(
      201,
    );
    expect((await registerWith(rotating, customer.cookies, frames.mixed, receiptMixed)).statusCode).toBe(201);
  });

  it('rewrites in batches, survives being stopped and interrupted, and reports what only use can move', async () => {
    const keys = { current: keyB, previous: keyA };
    const before = await whatIsLeft(context.db, keyIdOf(keyB));
    expect(before.profiles).toBeGreaterThanOrEqual(5);
    // The receipt read under B is already in B's form.
    expect(before.receiptScans).toBe(2);

    // Stopped after three batches of one row: three rewritten, the rest left, the app unaffected.
    const first = await rotateKeys({ db: context.db, keys, batchSize: 1, maxBatches: 3 });
    expect(first).toMatchObject({ stopped: true, profiles: { rewritten: 3, left: before.profiles - 3 } });
    expect((await bankIdSignIn(rotating, anna?.personalNumber ?? '')).statusCode).toBe(200);

    // Killed between batches (the hook throws after the second batch committed).
    let batches = 0;
    await expect(
      rotateKeys({
        db: context.db,
        keys,
        batchSize: 1,
        onBatch: () => {
          batches += 1;
          if (batches === 2) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect((await whatIsLeft(context.db, keyIdOf(keyB))).profiles).toBe(before.profiles - 5);

    // The same person registered twice at once by two instances on different keys, and a profile
    // under a key neither instance holds: reported, never merged or guessed.
    const twiceUnderB = await userWithNumber('Dubbel B', createPersonalNumberCipher(keyB), doubleNumber);
    const twice = await userWithNumber('Dubbel A', createPersonalNumberCipher(keyA), doubleNumber);
    const lost = await userWithNumber(
      'Okänd Nyckel',
      createPersonalNumberCipher(randomBytes(32)),
      personalNumberBornIn(1955),
    );
    twiceUnderBId = twiceUnderB.id;

    const full = await rotateKeys({ db: context.db, keys, batchSize: 2 });
    expect(full.conflicts).toEqual([twice.id]);
    expect(full.unreadable).toEqual([lost.id]);
    expect(full.receiptScans).toEqual({ rewritten: 2, left: 0 });
    // Only the duplicate and the unreadable profile are left; the unused code waits for its use.
    expect(full.profiles.left).toBe(2);
    expect(full.staffCodes).toEqual({ active: 2, inactive: 0 });
    expect(rotationFinished(full)).toBe(false);

    // The operator resolves both accounts; the legacy code is used once, the unused one disabled.
    await context.db.delete(users).where(inArray(users.id, [twice.id, lost.id]));
    const legacy = await call(rotating, storeCookies, 'POST', '/api/auth/staff-code', {
      code: legacyCode.toLowerCase(),
    });
    expect(legacy.statusCode, legacy.body).toBe(200);
    expect(await codeHashOf(legacyCode)).toBe(createStaffCodeHash(keyB)(legacyCode));
    await context.db
      .update(storeStaffCodes)
      .set({ active: false })
      .where(eq(storeStaffCodes.codeHash, createStaffCodeHash(keyA)(unusedCode)));

    const last = await rotateKeys({ db: context.db, keys });
    expect(last).toMatchObject({
      profiles: { rewritten: 0, left: 0 },
      receiptScans: { rewritten: 0, left: 0 },
      staffCodes: { active: 0, inactive: 1 },
      conflicts: [],
      unreadable: [],
    });
    expect(rotationFinished(last)).toBe(true);
  });

  it('leaves nothing under A: every ciphertext and hash carries B, and receipts keep only what can match', async () => {
    const kidA = keyIdOf(keyA);
    const kidB = keyIdOf(keyB);
    const { profiles: rows, scans, codes } = await snapshot();
    const withNumber = rows.filter((row) => row.e !== null);
    expect(withNumber.length).toBeGreaterThanOrEqual(5);
    for (const row of withNumber) {
      expect(row.e?.startsWith(`v2.${kidB}.`), row.id).toBe(true);
      expect(row.h?.startsWith(`${kidB}.`), row.id).toBe(true);
    }
    const ownUnderB = createPersonalNumberCipher(keyB).hash(customer.personalNumber ?? '');
    expect(scans.map((scan) => scan.h)).toEqual([[ownUnderB], [ownUnderB], [ownUnderB]]);
    expect(codes.filter((code) => !code.h.startsWith(`${kidB}.`))).toHaveLength(1);
    expect(JSON.stringify({ rows, scans })).not.toContain(kidA);
  });

  it('works with A removed, and a second run changes nothing', async () => {
    afterwards = await appWith({ current: keyB, previous: null });

    // A's access tokens are no longer accepted; sign-in by personnummer is.
    const old = await call(afterwards, customer.cookies, 'GET', '/api/auth/session');
    expect(old.json<{ user: unknown }>().user).toBeNull();
    expect((await bankIdSignIn(afterwards, legacyNumber)).statusCode).toBe(200);
    const signIn = await bankIdSignIn(afterwards, customer.personalNumber ?? '');
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookies = cookiesFrom(signIn);

    const again = await bankIdRegister(afterwards, anna?.personalNumber ?? '');
    expect(errorOf(again).code).toBe('PERSONAL_NUMBER_TAKEN');

    const store = await storeSession(afterwards);
    const found = await call(afterwards, store, 'POST', '/api/store/customers/lookup', {
      query: legacyNumber,
    });
    expect(found.statusCode, found.body).toBe(200);
    // A code never used during the rotation stayed under A and no longer matches.
    const unused = await call(afterwards, store, 'POST', '/api/auth/staff-code', { code: unusedCode });
    expect(errorOf(unused).code).toBe('STAFF_CODE_INVALID');
    // The doubly registered person is one account again, found under B.
    const double = await bankIdSignIn(afterwards, doubleNumber);
    expect(double.json<{ user: { id: string } }>().user.id).toBe(twiceUnderBId);

    // The pending receipt read under A still verifies: its facts were rewritten under B.
    const registered = await registerWith(afterwards, cookies, frames.after, receiptAfter);
    expect(registered.statusCode, registered.body).toBe(201);

    const before = await snapshot();
    const rerun = await rotateKeys({ db: context.db, keys: { current: keyB, previous: null }, batchSize: 1 });
    expect(rerun).toMatchObject({
      profiles: { rewritten: 0, left: 0 },
      receiptScans: { rewritten: 0, left: 0 },
    });
    expect(await snapshot()).toEqual(before);
  });

  // The command as an operator runs it, on the PostgreSQL database the app uses (PGlite serves one
  // process, so the embedded mode's command runs with the server stopped).
  it.skipIf(testDatabaseKind() !== 'postgres')(
    'npm run keys:rotate: exit 0 when done, 3 while something is left, 1 on a bad environment',
    async () => {
      const env = (keys: Record<string, string>) => ({
        ...process.env,
        DATABASE_URL: context.databaseUrl ?? '',
        NODE_ENV: 'production',
        ...keys,
      });
      const b64 = (key: Buffer) => key.toString('base64');

      const done = await runCommand(
        env({ DATA_ENCRYPTION_KEY: b64(keyB), DATA_ENCRYPTION_KEY_PREVIOUS: b64(keyA) }),
      );
      expect(done.code, done.stderr).toBe(0);
      const report = JSON.parse(done.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
      expect(report).toMatchObject({
        event: 'done',
        keyId: keyIdOf(keyB),
        profiles: { rewritten: 0, left: 0 },
      });

      // A profile written by an instance still on A: left until the command runs with A as previous.
      await userWithNumber('Sen', createPersonalNumberCipher(keyA), personalNumberBornIn(1948));
      expect((await runCommand(env({ DATA_ENCRYPTION_KEY: b64(keyB) }), ['--check'])).code).toBe(3);
      const rewritten = await runCommand(
        env({ DATA_ENCRYPTION_KEY: b64(keyB), DATA_ENCRYPTION_KEY_PREVIOUS: b64(keyA) }),
        ['--batch-size', '1'],
      );
      expect(rewritten.code, rewritten.stderr).toBe(0);
      expect(rewritten.stdout).toContain('"rewritten":1');

      const bad = await runCommand(
        env({ DATA_ENCRYPTION_KEY: b64(keyB), DATA_ENCRYPTION_KEY_PREVIOUS: 'c2hvcnQ=' }),
      );
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('DATA_ENCRYPTION_KEY_PREVIOUS: must be 32 random bytes');
      expect(bad.stderr).not.toContain('c2hvcnQ=');
    },
  );
});

const command = fileURLToPath(new URL('../../src/rotate-keys.ts', import.meta.url));

function runCommand(
  env: NodeJS.ProcessEnv,
  args: string[] = [],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', command, ...args], {
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
