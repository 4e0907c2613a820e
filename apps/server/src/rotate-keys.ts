import { parseArgs } from 'node:util';
import { loadConfigOrExit } from './config/env.js';
import { openDatabase } from './db/client.js';
import { keyIdOf } from './lib/crypto/data-keys.js';
import { rotateKeys, rotationFinished, whatIsLeft } from './services/keys/rotate-keys.js';

/**
 * `npm run keys:rotate -w apps/server` (in the image: `node apps/server/dist/rotate-keys.js`):
 * moves every personnummer and receipt fact to DATA_ENCRYPTION_KEY while DATA_ENCRYPTION_KEY_PREVIOUS
 * is still accepted (decision 055, README "Key rotation"). Same environment as the app. Safe beside
 * running instances; kill it and run it again at any point.
 *
 *   --batch-size N   rows per transaction (default 500)
 *   --max-batches N  stop after N batches (do a little at a time)
 *   --check          only count what is not yet under the current key
 *
 * Exit code 0: nothing is left under another key, the previous key can go. 3: something is left
 * (the report says what). 1: the run failed (configuration, database); rerun it.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'batch-size': { type: 'string' },
      'max-batches': { type: 'string' },
      check: { type: 'boolean', default: false },
    },
  });
  const batchSize = positive(values['batch-size'], '--batch-size');
  const maxBatches = positive(values['max-batches'], '--max-batches');

  const config = loadConfigOrExit();
  const keys = { current: config.dataEncryptionKey, previous: config.dataEncryptionKeyPrevious };
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    const keyId = keyIdOf(keys.current);
    print({
      event: 'start',
      keyId,
      previousKeyId: keys.previous ? keyIdOf(keys.previous) : null,
      mode: values.check ? 'check' : 'rotate',
    });
    if (values.check) {
      const left = await whatIsLeft(database.db, keyId);
      print({ event: 'left', ...left });
      return left.profiles + left.receiptScans + left.staffCodes.active === 0 ? 0 : 3;
    }
    const report = await rotateKeys({
      db: database.db,
      keys,
      ...(batchSize === undefined ? {} : { batchSize }),
      ...(maxBatches === undefined ? {} : { maxBatches }),
      onBatch: (progress) => print({ event: 'batch', ...progress }),
    });
    print({ event: 'done', ...report });
    return rotationFinished(report) ? 0 : 3;
  } finally {
    await database.close();
  }
}

function positive(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name}: must be a whole number above 0`);
  return number;
}

function print(line: Record<string, unknown>): void {
  console.log(JSON.stringify({ time: new Date().toISOString(), ...line }));
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
