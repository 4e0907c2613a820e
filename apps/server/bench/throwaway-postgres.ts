/**
 * A fresh embedded PostgreSQL for one bench run, on a free port, deleted when it stops.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmbeddedPostgres, embeddedPostgresUrl } from '../test/embedded-postgres.js';
import { freePort } from '../test/free-port.js';

export interface ThrowawayPostgres {
  databaseUrl: string;
  /** Stops PostgreSQL (SIGINT, a fast shutdown that ends every connection) and keeps its data. */
  halt(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  resume(): Promise<void>;
  /** Stops it and deletes its data. */
  stop(): Promise<void>;
}

export async function startThrowawayPostgres(databaseName: string): Promise<ThrowawayPostgres> {
  // Run as root, PostgreSQL runs as the postgres user, which cannot enter a private mkdtemp folder.
  const dataDir = join(tmpdir(), `ramkoll-bench-${randomBytes(6).toString('hex')}`);
  const port = await freePort();
  // Deleted by stop() below; kept across halt() and resume().
  const server = await createEmbeddedPostgres({ dataDir, port, persistent: true });
  const stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  await server.initialise();
  await server.start();
  try {
    await server.createDatabase(databaseName);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    databaseUrl: embeddedPostgresUrl(port, databaseName),
    halt: () => server.stop(),
    resume: () => server.start(),
    stop,
  };
}
