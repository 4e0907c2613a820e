import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, QueryRows } from '../db/client.js';

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

/**
 * The name a statement is prepared under by its shape: its SQL text, in which every value is a
 * parameter ($1, $2 …), so two searches that differ only in their values share one name, and a
 * connection plans that shape once (decision 060). Only for statements whose text is bounded by
 * their code (which filters, which fields), never one with a value written into its text.
 */
export function shapeName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

/** What byShape needs of a drizzle query builder: its SQL, and the dialect and prepare() it builds with. */
interface ShapedQuery {
  getSQL(): SQL;
  prepare(name: string): unknown;
}

/**
 * A select (or any drizzle query builder), prepared under its shape's name. Its SQL is built and
 * rendered once: the text names the statement, and prepare() is handed the same rendering instead
 * of building it again. Rendering a search's select (its two dozen columns, joins and filters) is
 * the largest cost of a filtered search in JavaScript (decision 061).
 */
export function byShape<Q extends ShapedQuery>(prefix: string, query: Q): ReturnType<Q['prepare']> {
  // drizzle's builders keep their dialect in an own property and build with this.getSQL() and
  // this.dialect.sqlToQuery() in prepare(); both are answered from what was built here.
  const builder = query as unknown as { dialect: PgDialect; getSQL(): SQL };
  const built = builder.getSQL();
  const rendered = builder.dialect.sqlToQuery(built);
  builder.getSQL = () => built;
  builder.dialect = Object.assign(Object.create(builder.dialect) as PgDialect, {
    sqlToQuery: () => rendered,
  });
  return query.prepare(shapeName(prefix, rendered.sql)) as ReturnType<Q['prepare']>;
}

const dialect = new PgDialect();

/** `db.execute(statement)`, prepared under its shape's name (see shapeName). */
export async function executeByShape<Row>(db: Db, prefix: string, statement: SQL): Promise<QueryRows<Row>> {
  const query = dialect.sqlToQuery(statement);
  const run = db._.session.prepareQuery(query, undefined, shapeName(prefix, query.sql), false);
  return (await run.execute()) as QueryRows<Row>;
}
