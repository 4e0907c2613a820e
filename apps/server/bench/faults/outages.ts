/**
 * What the app does when what it depends on goes away for a while, with the built server running
 * throughout (it is never restarted here):
 *
 * - PostgreSQL stopped under load: /api/health says `degraded` (503) while it is gone, the server
 *   stays up, and once PostgreSQL is back every request works again without a restart of the app.
 * - SMTP down: mails queued meanwhile are all delivered once it is back, each exactly once.
 * - S3 down: an upload is refused with 503 UPLOAD_FAILED and leaves no `files` row; afterwards
 *   uploads work again and every `files` row has its object.
 *
 * Answers the problems found (none: every check held).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import S3rver from 's3rver';
import { openDatabase, type Db } from '../../src/db/client.js';
import { files } from '../../src/db/schema/files.js';
import { outbox } from '../../src/db/schema/messaging.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { createPersonalNumberCipher } from '../../src/lib/crypto/personal-number-cipher.js';
import { createS3Storage } from '../../src/providers/storage/s3-storage.js';
import { startSmtpServer } from '../../test/smtp-helpers.js';
import { testImage } from '../../test/upload-helpers.js';
import { freePort } from '../../test/free-port.js';
import { startServer, type RunningServer } from '../load/server-process.js';
import type { ProductionStandIns } from '../production-stand-ins.js';
import { startThrowawayPostgres } from '../throwaway-postgres.js';
import { faultServerEnv, makePeople, type HttpPerson } from '../http-people.js';

const BUCKET = 'ramkoll-faults';
const s3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds or `limitMs` passes; answers the milliseconds it took, or null. */
async function waitFor(check: () => Promise<boolean>, limitMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check().catch(() => false)) return performance.now() - started;
    await sleep(250);
  }
  return null;
}

async function healthStatus(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
  return response.status;
}

export async function runOutages({
  repoRoot,
  production,
  log,
}: {
  repoRoot: string;
  /** BankID's and Stripe's stand-ins; the SMTP sink is replaced here by a mail server that comes and goes. */
  production: ProductionStandIns;
  log: (line: string) => void;
}): Promise<string[]> {
  const problems: string[] = [];
  const workDir = await mkdtemp(join(tmpdir(), 'ramkoll-outages-'));
  const postgres = await startThrowawayPostgres('ramkoll');
  const database = await openDatabase({ databaseUrl: postgres.databaseUrl, poolSize: 2 });
  await migrateDatabase(database);
  // Nothing listens on the SMTP port until the outage is over.
  const smtpPort = await freePort();
  const s3Port = await freePort();
  const s3Directory = join(workDir, 's3');
  const startS3 = async () => {
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: s3Port,
      silent: true,
      directory: s3Directory,
      configureBuckets: [{ name: BUCKET }],
    });
    await s3.run();
    return s3;
  };
  let s3 = await startS3();
  const masterKey = randomBytes(32);
  let server: RunningServer | null = null;
  try {
    server = await startServer({
      repoRoot,
      production,
      env: {
        ...faultServerEnv(postgres.databaseUrl, masterKey, join(workDir, 'data')),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_REGION: 'eu-north-1',
        S3_ACCESS_KEY_ID: s3Credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
      log: () => undefined,
    });
    const people = await makePeople(
      server.baseUrl,
      production.bankIdControlUrl,
      database,
      createPersonalNumberCipher(masterKey),
      4,
    );
    problems.push(...(await postgresOutage(server, postgres, people, log)));
    problems.push(...(await smtpOutage(database.db, server.baseUrl, smtpPort, people, log)));
    const s3Result = await s3Outage(people, database.db, {
      stop: () => s3.close(),
      start: async () => {
        s3 = await startS3();
      },
      endpoint: `http://127.0.0.1:${s3Port}`,
      log,
    });
    problems.push(...s3Result);
  } finally {
    await server?.stop();
    await s3.close().catch(() => undefined);
    await database.close();
    await postgres.stop();
    await rm(workDir, { recursive: true, force: true });
  }
  return problems;
}

async function postgresOutage(
  server: RunningServer,
  postgres: Awaited<ReturnType<typeof startThrowawayPostgres>>,
  people: HttpPerson[],
  log: (line: string) => void,
): Promise<string[]> {
  const problems: string[] = [];
  // Load: every person reads their bikes and buys points, over and over, through the outage.
  let loading = true;
  const statuses = new Map<number, number>();
  const load = Promise.all(
    people.map(async (person) => {
      while (loading) {
        const status = await person
          .request('GET', '/api/me/bikes')
          .then((response) => response.status)
          .catch(() => 0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        await sleep(50);
      }
    }),
  );
  await sleep(2_000);
  await postgres.halt();
  const degradedAfter = await waitFor(async () => (await healthStatus(server.baseUrl)) === 503, 15_000);
  if (degradedAfter === null) problems.push('PostgreSQL down: /api/health did not answer 503 within 15 s');
  await sleep(5_000);
  const stillDegraded = await healthStatus(server.baseUrl).catch(() => 0);
  if (stillDegraded !== 503) problems.push(`PostgreSQL down: /api/health answered ${stillDegraded}, not 503`);
  await postgres.resume();
  const recoveredAfter = await waitFor(async () => (await healthStatus(server.baseUrl)) === 200, 30_000);
  if (recoveredAfter === null) problems.push('PostgreSQL back: /api/health did not answer 200 within 30 s');
  loading = false;
  await load;
  // Reads and a write work again, as each person, without a restart of the app.
  for (const person of people) {
    const read = await person.request('GET', '/api/me/bikes');
    if (read.status !== 200) problems.push(`PostgreSQL back: GET /api/me/bikes answered ${read.status}`);
    const paymentId = await person.buyPoints().catch(() => null);
    if (!paymentId) problems.push('PostgreSQL back: buying points failed');
  }
  const failed = statuses.get(500) ?? 0;
  if (failed > 0)
    problems.push(`PostgreSQL down: ${failed} requests answered 500 instead of 503 SERVICE_UNAVAILABLE`);
  const answers = [...statuses.entries()].map(([status, n]) => `${n}× ${status || 'no answer'}`).join(', ');
  log(
    `PostgreSQL outage: degraded after ${degradedAfter?.toFixed(0) ?? '–'} ms, healthy ` +
      `${recoveredAfter?.toFixed(0) ?? '–'} ms after it was back; answers meanwhile: ${answers}.`,
  );
  return problems;
}

async function smtpOutage(
  db: Db,
  baseUrl: string,
  smtpPort: number,
  people: HttpPerson[],
  log: (line: string) => void,
): Promise<string[]> {
  const problems: string[] = [];
  // A password-reset link for each person, asked for while no mail server answers.
  for (const person of people) {
    const response = await fetch(`${baseUrl}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: person.email }),
    });
    if (response.status !== 202)
      problems.push(`password reset while SMTP is down answered ${response.status}`);
  }
  await sleep(5_000);
  const smtp = await startSmtpServer(smtpPort);
  try {
    // Every mail queued so far (the BankID welcome mails too): all waiting, none sent yet.
    const queued = (await db.select({ id: outbox.id, sentAt: outbox.sentAt }).from(outbox)).map(
      (row) => row.id,
    );
    // The outbox retries after 30 s, then 60 s: all of them within two minutes and a half.
    const deliveredAfter = await waitFor(
      () => Promise.resolve(smtp.received.length >= queued.length),
      150_000,
    );
    // Anything sent twice would arrive in the next few seconds.
    await sleep(5_000);
    const delivered = smtp.received
      .map((mail) => /^Message-ID: <([0-9a-f-]+)@outbox\.ramkoll\.se>/im.exec(mail.raw)?.[1] ?? 'no id')
      .sort();
    if (JSON.stringify(delivered) !== JSON.stringify([...queued].sort())) {
      problems.push(
        `SMTP back: expected each of ${queued.length} queued mails once, got ${delivered.join(', ')}`,
      );
    }
    const twice = delivered.length - new Set(delivered).size;
    log(
      `SMTP outage: ${new Set(delivered).size} of ${queued.length} queued mails delivered ` +
        `${deliveredAfter === null ? 'not within 150 s' : `${(deliveredAfter / 1000).toFixed(0)} s after it was back`}, ${twice} twice.`,
    );
  } finally {
    await smtp.close();
  }
  return problems;
}

async function s3Outage(
  people: HttpPerson[],
  db: Db,
  s3: { stop(): Promise<void>; start(): Promise<void>; endpoint: string; log: (line: string) => void },
): Promise<string[]> {
  const problems: string[] = [];
  const [person] = people;
  if (!person) throw new Error('no people');
  const image = await testImage('jpeg', { width: 320, height: 240 });
  const fileRows = async () => (await db.select({ n: count() }).from(files))[0]?.n ?? 0;

  const before = await person.upload(image);
  if (before.status !== 201) problems.push(`S3 up: upload answered ${before.status}`);
  await s3.stop();
  const rowsBefore = await fileRows();
  const during = await person.upload(image);
  const code = ((await during.json().catch(() => ({}))) as { error?: { code?: string } }).error?.code;
  if (during.status !== 503 || code !== 'UPLOAD_FAILED') {
    problems.push(`S3 down: upload answered ${during.status} ${code ?? ''}, not 503 UPLOAD_FAILED`);
  }
  if ((await fileRows()) !== rowsBefore) problems.push('S3 down: a refused upload left a files row');
  await s3.start();
  const after = await person.upload(image);
  if (after.status !== 201) problems.push(`S3 back: upload answered ${after.status}`);

  // Every files row has its object.
  const storage = createS3Storage({
    bucket: BUCKET,
    region: 'eu-north-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: s3Credentials,
  });
  try {
    for (const row of await db.select({ key: files.storageKey }).from(files)) {
      if (!(await storage.get(row.key))) problems.push(`a files row without its object: ${row.key}`);
    }
  } finally {
    storage.close();
  }
  s3.log(
    `S3 outage: uploads ${before.status} before, ${during.status} ${code ?? ''} during, ${after.status} after; no row without its object.`,
  );
  return problems;
}
