import { buildApp } from './app.js';
import { loadConfigOrExit, type Config } from './config/env.js';
import { openDatabase, type Database } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDemoData } from './db/seed/demo-seed.js';
import { localFilesDir } from './providers/storage/create-storage.js';

/** How often the outbox worker looks for mail to send. */
const OUTBOX_INTERVAL_MS = 5_000;

/** Longest a shutdown may take before the process exits anyway (open keep-alive sockets, a stuck query). */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config: Config = loadConfigOrExit({ serving: true });

  const database: Database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize }
      : { dataDir: config.dataDir },
  );
  const app = await buildApp(config, { db: database.db, listen: database.listen });
  app.log.info(
    {
      driver: database.driver,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      poolSize: config.databaseUrl ? config.databasePoolSize : undefined,
    },
    'database opened',
  );

  try {
    await migrateDatabase(database);
    app.log.info('migrations applied');
    if (config.seedDemo) {
      const { seeded } = await seedDemoData({
        db: database.db,
        dataEncryptionKey: config.dataEncryptionKey,
        storage: app.storage,
      });
      app.log.info(seeded ? 'demo data seeded' : 'demo data already present');
    }
  } catch (error) {
    app.log.fatal({ err: error }, 'could not prepare the database');
    await database.close().catch(() => undefined);
    process.exit(1);
  }

  app.mail.startWorker(OUTBOX_INTERVAL_MS);
  app.log.info(config.smtpUrl ? 'mail goes out over SMTP' : 'mail goes to the dev mailbox at /dev/mailbox');
  app.log.info(
    config.s3
      ? `uploaded files go to S3 bucket ${config.s3.bucket} at ${config.s3.endpoint ?? 'AWS'}`
      : `uploaded files go to ${localFilesDir(config.dataDir)}`,
  );

  let closing = false;
  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      // Stop accepting requests and finish the ones in flight before the database goes away.
      await app.close();
      await database.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  }
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  try {
    const address = await app.listen({ port: config.port, host: config.host });
    const local = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    app.log.info(`Ramkoll is running at ${local} (public URL ${config.publicUrl})`);
    // The OCR model loads now rather than on the first receipt (about a second per worker).
    app.analysis.warmUp?.().catch((error: unknown) => app.log.warn({ err: error }, 'OCR warm-up failed'));
  } catch (error) {
    app.log.fatal({ err: error }, 'could not listen');
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

await main();
