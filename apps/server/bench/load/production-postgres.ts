/**
 * PostgreSQL as production runs it: the settings compose.yaml gives its `postgres` service
 * (`command: [postgres, -c, name=value, …]`), read from the file so the benchmark and the
 * deployment cannot drift apart, and the search relations loaded into shared buffers as a
 * registry that has served for a while has them (decision 057).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { parse } from 'yaml';
import type { Db } from '../../src/db/client.js';

/**
 * The `-c name=value` settings of compose.yaml's `postgres` service, each `${NAME:-default}` in
 * them resolved from the environment or to its default, as `docker compose` would.
 */
export async function productionPostgresSettings(repoRoot: string): Promise<Record<string, string>> {
  const compose = parse(await readFile(join(repoRoot, 'compose.yaml'), 'utf8')) as {
    services?: Record<string, { command?: unknown }>;
  };
  const command = compose.services?.postgres?.command;
  if (!Array.isArray(command)) throw new Error('compose.yaml: the postgres service has no command list');
  return settingsOfCommand(command.map(String), process.env);
}

/** `[postgres, -c, a=1, -c, b=${B:-2}]` → `{ a: '1', b: '2' }` (B unset). Exported for its test. */
export function settingsOfCommand(
  command: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const settings: Record<string, string> = {};
  command.forEach((word, index) => {
    if (word !== '-c') return;
    const pair = command[index + 1] ?? '';
    const equals = pair.indexOf('=');
    if (equals < 1) throw new Error(`compose.yaml: "-c ${pair}" is not name=value`);
    settings[pair.slice(0, equals)] = pair
      .slice(equals + 1)
      .replace(/\$\{([A-Z0-9_]+)(?::-([^}]*))?\}/g, (_match, name: string, fallback?: string) => {
        const value = env[name];
        if (value !== undefined && value !== '') return value;
        if (fallback === undefined)
          throw new Error(`compose.yaml: \${${name}} has no default and is not set`);
        return fallback;
      });
  });
  return settings;
}

/**
 * Loads every table and index of the app's schema into shared buffers (pg_prewarm), smallest
 * first, up to what they hold: on a live server the pages searches touch stay there, and
 * pg_prewarm's autoprewarm (preloaded in production) loads them again after a restart. Returns the
 * megabytes loaded and the size of shared buffers.
 */
export async function prewarmSharedBuffers(db: Db): Promise<{ loadedMb: number; sharedBuffersMb: number }> {
  await db.execute(sql.raw('create extension if not exists pg_prewarm'));
  const [buffers] = (
    await db.execute<{ bytes: string }>(
      sql.raw(
        `select (setting::bigint * 8192)::text as bytes from pg_settings where name = 'shared_buffers'`,
      ),
    )
  ).rows;
  const capacity = Number(buffers?.bytes ?? 0);
  const relations = (
    await db.execute<{ oid: number; bytes: string }>(
      sql.raw(`select c.oid, pg_relation_size(c.oid)::text as bytes
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'i', 'm')
        order by pg_relation_size(c.oid), c.oid`),
    )
  ).rows;
  let loaded = 0;
  for (const relation of relations) {
    const bytes = Number(relation.bytes);
    // Leave a tenth for what the run itself writes and reads.
    if (loaded + bytes > capacity * 0.9) break;
    await db.execute(sql`select pg_prewarm(${relation.oid}::oid)`);
    loaded += bytes;
  }
  return { loadedMb: loaded / 2 ** 20, sharedBuffersMb: capacity / 2 ** 20 };
}

/**
 * Waits until pg_prewarm's autoprewarm worker has finished loading what the last run left in
 * shared buffers (autoprewarm.blocks): it starts with the cluster and can keep a core busy for
 * 10-20 s on this machine, which the first measured kind would otherwise share. Returns the
 * seconds waited; gives up after `timeoutMs`.
 */
export async function waitForAutoprewarm(db: Db, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const [row] = (
      await db.execute<{ loading: string }>(
        sql.raw(
          `select count(*)::text as loading from pg_stat_activity where backend_type = 'autoprewarm worker'`,
        ),
      )
    ).rows;
    if (Number(row?.loading ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return (performance.now() - started) / 1000;
}
