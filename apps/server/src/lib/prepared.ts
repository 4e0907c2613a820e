import type { Db } from '../db/client.js';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared statement of `db`, built once per database and name. The hot read queries of search
 * are prepared so PostgreSQL plans them once per connection instead of on every request, which on
 * a big table costs more than running them (docs/decisions/028-search-at-scale.md).
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  if (!statements.has(name)) statements.set(name, build(db));
  return statements.get(name) as T;
}
