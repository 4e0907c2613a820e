import { sql, type SQL } from 'drizzle-orm';
import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Primary key used by every table: random UUIDs do not leak row counts or creation order. */
export function id() {
  return uuid('id').primaryKey().defaultRandom();
}

/** A point in time, always with time zone so servers in any zone agree. */
export function timestampTz(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

export function createdAt() {
  return timestampTz('created_at').notNull().defaultNow();
}

export function updatedAt() {
  return timestampTz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
}

/**
 * SQL for `column IN ('a', 'b')`, for check constraints on enum-like text columns. Text plus a
 * check is easier to extend by migration than a PostgreSQL enum type. The values are our own
 * constants, never user input, so inlining them is safe.
 */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
