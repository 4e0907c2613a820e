/**
 * `npm run bench:soak`: many simulated people (default 200) for a while (default 10 minutes)
 * against two instances of the built server on one PostgreSQL behind a small proxy (production's
 * configuration, with BankID's stand-in and a local SMTP sink: ../production-stand-ins.ts), each
 * person registered through BankID and with the event stream open, doing what people do with
 * think time between: search, bike histories, my bikes, the stolen list, messages, registrations
 * and transfers.
 *
 * Reports per kind: requests, 5xx, p50 and p99, beside /api/health through the same proxy; the
 * memory of each instance over time; and whether every message's notification reached its
 * recipient's open event stream. Targets (issue 18): 0 5xx, p99 ≤ 500 ms, memory flat, every
 * event delivered; exit code 1 when one is missed.
 *
 * Options: --users N, --minutes N, --instances N, --bikes N (the registry's size), --seed N.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { mulberry32 } from '../../src/db/seed/demo-bikes.js';
import { createPersonalNumberCipher } from '../../src/lib/crypto/personal-number-cipher.js';
import { openEventStream, type OpenStream } from '../../test/event-stream-client.js';
import { createReceiptFile } from '../../test/factories.js';
import { percentile } from '../bench-http.js';
import { faultServerEnv, makePeople, type HttpPerson } from '../http-people.js';
import { seedRegistry } from '../load/seed-registry.js';
import { build, isBuilt, startServer, type RunningServer } from '../load/server-process.js';
import { startProductionStandIns, type ProductionStandIns } from '../production-stand-ins.js';
import { startThrowawayPostgres } from '../throwaway-postgres.js';
import { startProxy } from './proxy.js';

const { values: options } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    minutes: { type: 'string', default: '10' },
    instances: { type: 'string', default: '2' },
    bikes: { type: 'string', default: '50000' },
    seed: { type: 'string', default: '1' },
  },
});
const userCount = Number(options.users);
const durationMs = Number(options.minutes) * 60_000;
const repoRoot = resolve(import.meta.dirname, '../../../..');
const log = (line: string) => console.log(line);
const next = mulberry32(Number(options.seed));
const pick = <T>(list: readonly T[]): T => {
  const value = list[Math.floor(next() * list.length)];
  if (value === undefined) throw new Error('empty list');
  return value;
};
const sleep = (ms: number) => new Promise((resolvePause) => setTimeout(resolvePause, ms));

type Kind =
  | 'health'
  | 'search'
  | 'history'
  | 'my bikes'
  | 'stolen list'
  | 'conversations'
  | 'message'
  | 'registration'
  | 'transfer';

/** What people do, with how often: mostly reading, now and then writing. */
const mix: [Kind, number][] = [
  ['search', 35],
  ['history', 15],
  ['my bikes', 20],
  ['stolen list', 10],
  ['conversations', 10],
  ['message', 4],
  ['registration', 4],
  ['transfer', 2],
];

const timings = new Map<Kind, number[]>();
const statuses = new Map<Kind, Map<number, number>>();
function record(kind: Kind, ms: number, status: number): void {
  timings.set(kind, [...(timings.get(kind) ?? []), ms]);
  const counts = statuses.get(kind) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  statuses.set(kind, counts);
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface Person {
  http: HttpPerson;
  stream: OpenStream;
  bikes: string[];
}

interface SentMessage {
  to: Person;
  bikeId: string;
}

async function main(): Promise<void> {
  if (!isBuilt(repoRoot)) await build(repoRoot);
  const workDir = await mkdtemp(join(tmpdir(), 'ramkoll-soak-'));
  const postgres = await startThrowawayPostgres('ramkoll');
  const database = await openDatabase({ databaseUrl: postgres.databaseUrl, poolSize: 2 });
  await migrateDatabase(database);
  log(`Seeding ${Number(options.bikes).toLocaleString('en-US')} bikes …`);
  await seedRegistry({ db: database.db, bikes: Number(options.bikes), owners: 300, log: () => undefined });
  const frameSample = (
    await database.db.execute<{ frame_number: string }>(
      // A sample of real frame numbers to search for, whole and in part.
      sql`select frame_number from bikes tablesample system (1) limit 500`,
    )
  ).rows.map((row) => row.frame_number);

  const masterKey = randomBytes(32);
  const env = faultServerEnv(postgres.databaseUrl, masterKey, join(workDir, 'data'));
  let production: ProductionStandIns | null = null;
  const instances: RunningServer[] = [];
  const memory = new Map<number, number[]>();
  let proxy: Awaited<ReturnType<typeof startProxy>> | null = null;
  const people: Person[] = [];
  const sent: SentMessage[] = [];
  try {
    production = await startProductionStandIns();
    for (let index = 0; index < Number(options.instances); index++) {
      instances.push(await startServer({ repoRoot, production, env, log: () => undefined }));
    }
    proxy = await startProxy(instances.map((instance) => instance.baseUrl));
    const proxyUrl = proxy.url;
    // Stripe posts to the public address, whichever instance takes it.
    production.webhooksTo(proxyUrl);
    log(`${instances.length} instances behind ${proxyUrl}; making ${userCount} people …`);
    const cipher = createPersonalNumberCipher(masterKey);
    for (let made = 0; made < userCount; made += 20) {
      const batch = await makePeople(
        proxyUrl,
        production.bankIdControlUrl,
        database,
        cipher,
        Math.min(20, userCount - made),
      );
      for (const http of batch) {
        const stream = await openEventStream(proxyUrl, http.accessCookies);
        people.push({ http, stream, bikes: [] });
      }
    }
    for (const person of people) await register(person, database.db);

    // Memory of each instance every 10 s.
    const memoryTimer = setInterval(() => {
      for (const instance of instances) {
        void rssMb(instance.pid).then((mb) =>
          memory.set(instance.pid, [...(memory.get(instance.pid) ?? []), mb]),
        );
      }
    }, 10_000);
    const deadline = Date.now() + durationMs;
    log(`Running for ${options.minutes} minutes …`);
    const health = (async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        const response = await fetch(`${proxyUrl}/api/health`).catch(() => null);
        record('health', performance.now() - started, response?.status ?? 0);
        await sleep(1_000);
      }
    })();
    await Promise.all([
      health,
      ...people.map(async (person) => {
        // People arrive over the first half minute rather than all at once.
        await sleep(next() * 30_000);
        while (Date.now() < deadline) {
          await act(person, people, frameSample, sent, database.db);
          await sleep(1_000 + next() * 4_000);
        }
      }),
    ]);
    clearInterval(memoryTimer);
    // Give the last notifications time to arrive.
    await sleep(5_000);
  } finally {
    for (const person of people) person.stream.close();
    await proxy?.close();
    for (const instance of instances) await instance.stop();
    await production?.close();
    await database.close();
    await postgres.stop();
    await rm(workDir, { recursive: true, force: true });
  }
  process.exitCode = report(instances, memory, sent) ? 0 : 1;
}

async function register(person: Person, db: Parameters<typeof createReceiptFile>[0]): Promise<void> {
  const frameNumber = `SK${randomBytes(5).toString('hex').toUpperCase()}`;
  const receiptFileId = await createReceiptFile(db, {
    ownerUserId: person.http.userId,
    scan: {
      frameNumbers: [frameNumber],
      personalNumberHashes: person.http.personalNumberHash ? [person.http.personalNumberHash] : [],
      sellerInfoFound: true,
    },
  });
  const started = performance.now();
  const bikeId = await person.http.register(frameNumber, receiptFileId).catch(() => null);
  record('registration', performance.now() - started, bikeId ? 201 : 500);
  if (bikeId) person.bikes.push(bikeId);
}

function chooseKind(): Kind {
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = next() * total;
  for (const [kind, weight] of mix) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'search';
}

async function timed(kind: Kind, call: () => Promise<Response>): Promise<Response | null> {
  const started = performance.now();
  const response = await call().catch(() => null);
  record(kind, performance.now() - started, response?.status ?? 0);
  return response;
}

async function act(
  person: Person,
  people: Person[],
  frames: string[],
  sent: SentMessage[],
  db: Parameters<typeof createReceiptFile>[0],
): Promise<void> {
  const kind = chooseKind();
  const someBike = () => pick(pick(people.filter((other) => other.bikes.length > 0)).bikes);
  switch (kind) {
    case 'search': {
      const frame = pick(frames);
      const q = pick([frame, frame.slice(0, -1), frame.toLowerCase(), 'crescent', 'trek röd']);
      await timed(kind, () => person.http.request('GET', `/api/bikes/search?q=${encodeURIComponent(q)}`));
      return;
    }
    case 'history':
      await timed(kind, () => person.http.request('GET', `/api/bikes/${someBike()}/history`));
      return;
    case 'my bikes':
      await timed(kind, () => person.http.request('GET', '/api/me/bikes'));
      return;
    case 'stolen list':
      await timed(kind, () => person.http.request('GET', '/api/bikes/stolen'));
      return;
    case 'conversations':
      await timed(kind, () => person.http.request('GET', '/api/me/messages'));
      return;
    case 'message': {
      const owner = pick(people.filter((other) => other !== person && other.bikes.length > 0));
      const bikeId = pick(owner.bikes);
      const response = await timed(kind, () =>
        person.http.request('POST', `/api/bikes/${bikeId}/messages`, {
          messageType: 'general',
          text: 'Hej! Är cykeln fortfarande till salu?',
        }),
      );
      if (response?.status === 201) sent.push({ to: owner, bikeId });
      return;
    }
    case 'registration':
      await register(person, db);
      return;
    case 'transfer': {
      const bikeId = person.bikes.pop();
      if (!bikeId) return;
      const buyer = pick(people.filter((other) => other !== person));
      const started = performance.now();
      const receiptId = await person.http.transfer(bikeId, buyer.http.email).catch(() => null);
      const accepted = receiptId ? await buyer.http.accept(receiptId).catch(() => false) : false;
      record(kind, performance.now() - started, accepted ? 200 : 500);
      if (accepted) buyer.bikes.push(bikeId);
      else person.bikes.push(bikeId);
      return;
    }
    case 'health':
      return;
  }
}

function report(instances: RunningServer[], memory: Map<number, number[]>, sent: SentMessage[]): boolean {
  let passed = true;
  log('\n| kind | requests | 5xx | other errors | p50 ms | p99 ms |');
  log('| --- | ---: | ---: | ---: | ---: | ---: |');
  let allTimings: number[] = [];
  for (const [kind, values] of timings) {
    const counts = statuses.get(kind) ?? new Map<number, number>();
    const fives = [...counts]
      .filter(([status]) => status >= 500 || status === 0)
      .reduce((n, [, c]) => n + c, 0);
    const fours = [...counts]
      .filter(([status]) => status >= 400 && status < 500)
      .reduce((n, [, c]) => n + c, 0);
    if (kind !== 'health') allTimings = allTimings.concat(values);
    if (fives > 0) passed = false;
    log(
      `| ${kind} | ${values.length} | ${fives} | ${fours} | ${percentile(values, 0.5).toFixed(0)} | ${percentile(values, 0.99).toFixed(0)} |`,
    );
  }
  const p99 = percentile(allTimings, 0.99);
  log(`\nAll requests but health: p99 ${p99.toFixed(0)} ms (target ≤ 500).`);
  if (!(p99 <= 500)) passed = false;

  for (const instance of instances) {
    const samples = memory.get(instance.pid) ?? [];
    const first = samples.slice(0, 6);
    const last = samples.slice(-6);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    const growth = mean(last) / Math.max(1, mean(first)) - 1;
    log(
      `Instance ${instance.pid}: RSS ${mean(first).toFixed(0)} MB in the first minute, ${mean(last).toFixed(0)} MB in the last (${(growth * 100).toFixed(0)} %).`,
    );
    // Flat: the last minute within a fifth of the first (caches fill in the first minutes).
    if (samples.length >= 12 && growth > 0.2) passed = false;
  }

  // Each message is one 'message_received' notification about its bike on the owner's stream.
  let delivered = 0;
  const expected = new Map<string, { person: Person; bikeId: string; count: number }>();
  for (const message of sent) {
    const key = `${message.to.http.userId}:${message.bikeId}`;
    const entry = expected.get(key) ?? { person: message.to, bikeId: message.bikeId, count: 0 };
    entry.count += 1;
    expected.set(key, entry);
  }
  for (const { person, bikeId, count } of expected.values()) {
    const arrived = person.stream.events.filter((event) => {
      const data = event.data as { type?: string; bike?: { id?: string } | null };
      return event.event === 'notification' && data.type === 'message_received' && data.bike?.id === bikeId;
    }).length;
    delivered += Math.min(arrived, count);
  }
  log(`Events: ${delivered} of ${sent.length} message notifications reached the recipient's open stream.`);
  if (delivered !== sent.length) passed = false;
  log(passed ? 'Every soak target held.' : 'A soak target was missed.');
  return passed;
}

await main();
