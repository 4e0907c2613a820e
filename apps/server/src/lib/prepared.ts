import { createHash } from 'node:crypto';
import { Column, is, SQL, Subquery, type DriverValueDecoder } from 'drizzle-orm';
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
  if (!statements.has(name)) statements.set(name, withFlatRows(build(db)));
  return statements.get(name) as T;
}

/** What withFlatRows reads of a drizzle prepared select (both drivers' PgPreparedQuery). */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

/**
 * A prepared select whose rows are flat objects (every selected key at the top level, as in the
 * search rows) gets a row mapper worked out once: each column's decoder is found when the
 * statement is prepared, not again for every column of every row. drizzle's own mapResultRow
 * asks what each field is (`is()`, up the prototype chain) and walks its path for every value:
 * 13 % of the server's CPU on a 20-row list (decision 062). Values are decoded by the same
 * decoders; a select with nested objects (joined tables selected whole) keeps drizzle's mapping.
 */
export function withFlatRows<T>(statement: T): T {
  const query = statement as PreparedSelect;
  if (typeof query !== 'object' || query === null || !Array.isArray(query.fields)) return statement;
  if (query.customResultMapper || !query.fields.every(({ path }) => path.length === 1)) return statement;
  const keys = query.fields.map(({ path }) => path[0] as string);
  const decoders = query.fields.map(({ field }) => decoderOf(field));
  query.customResultMapper = (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let index = 0; index < keys.length; index += 1) {
        const raw = row[index];
        mapped[keys[index] as string] =
          raw === null ? null : (decoders[index] as Decoder).mapFromDriverValue(raw);
      }
      return mapped;
    });
  return statement;
}

type Decoder = DriverValueDecoder<unknown, unknown>;

/** The decoder drizzle's mapResultRow uses for a selected field. */
function decoderOf(field: unknown): Decoder {
  // SQL's decoder is internal to drizzle's types; it is what mapResultRow reads.
  const decoderOfSql = (value: SQL) => (value as unknown as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field._ as unknown as { sql: SQL }).sql);
  return decoderOfSql((field as SQL.Aliased).sql);
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
  return withFlatRows(query.prepare(shapeName(prefix, rendered.sql))) as ReturnType<Q['prepare']>;
}

const dialect = new PgDialect();

/** `db.execute(statement)`, prepared under its shape's name (see shapeName). */
export async function executeByShape<Row>(db: Db, prefix: string, statement: SQL): Promise<QueryRows<Row>> {
  const query = dialect.sqlToQuery(statement);
  const run = db._.session.prepareQuery(query, undefined, shapeName(prefix, query.sql), false);
  return (await run.execute()) as QueryRows<Row>;
}

/**
 * A statement whose values are all placeholders, built by `build`, rendered and prepared once per
 * database and `shape` (what the statement is made of, values aside: two statements of one shape
 * must have the same text), and run with `values`. For a statement built for each search, this
 * spares the building, rendering and naming that executeByShape does every time.
 */
export async function executePrepared<Row>(
  db: Db,
  prefix: string,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<QueryRows<Row>> {
  // Kept by prefix and shape; named (hashed) only when first prepared, as the shape may be long.
  const statement = prepared(db, `${prefix}\u0000${shape}`, (on) =>
    on._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, shapeName(prefix, shape), false),
  );
  return (await statement.execute(values)) as QueryRows<Row>;
}
