import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byShape, shapeName } from './prepared.js';

const dialect = new PgDialect();

/** A statement like filtered search's: values as parameters, the shape from the code. */
function statement(values: { cities: string[]; type: string | null; cap: number }): string {
  const byType = values.type === null ? sql`` : sql` and bike_type = ${values.type}`;
  return dialect.sqlToQuery(
    sql`select id from bikes where city = any(${`{${values.cities.join(',')}}`}::text[])${byType} limit ${values.cap + 1}`,
  ).sql;
}

describe('shapeName', () => {
  it('gives searches that differ only in their values one name', () => {
    const stockholm = shapeName('search', statement({ cities: ['stockholm'], type: 'dam', cap: 1000 }));
    const lund = shapeName('search', statement({ cities: ['lund', 'lunda'], type: 'barn', cap: 2 }));
    expect(lund).toBe(stockholm);
  });

  it('gives another shape, or another prefix, another name', () => {
    const withType = shapeName('search', statement({ cities: ['lund'], type: 'dam', cap: 1000 }));
    const withoutType = shapeName('search', statement({ cities: ['lund'], type: null, cap: 1000 }));
    expect(withoutType).not.toBe(withType);
    expect(shapeName('other', statement({ cities: ['lund'], type: 'dam', cap: 1000 }))).not.toBe(withType);
  });

  it('is a statement name PostgreSQL keeps whole (at most 63 bytes)', () => {
    const name = shapeName('search_checked_page', 'select 1');
    expect(name).toMatch(/^search_checked_page_[0-9a-f]{20}$/);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63);
  });
});

describe('byShape', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const db = drizzle.mock();
  const bikes = pgTable('bikes', { id: uuid('id'), brand: text('brand'), city: text('city') });
  const select = (city: string) =>
    db.select({ id: bikes.id, brand: bikes.brand }).from(bikes).where(eq(bikes.city, city)).limit(10);

  it('prepares a select under its shape, with the SQL and parameters of the select itself', () => {
    const statement = byShape('search_test', select('Lund')) as unknown as {
      queryConfig: { name: string; text: string };
      params: unknown[];
    };
    const { sql: text, params } = select('Lund').toSQL();
    expect(statement.queryConfig.text).toBe(text);
    expect(statement.queryConfig.name).toBe(shapeName('search_test', text));
    expect(statement.params).toEqual(params);
    const other = byShape('search_test', select('Umeå')) as unknown as typeof statement;
    expect(other.queryConfig.name).toBe(statement.queryConfig.name);
    expect(other.params).toEqual(['Umeå', 10]);
  });

  it('renders the SQL once, not again in prepare()', () => {
    const query = select('Lund');
    const rendering = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    byShape('search_test', query);
    expect(rendering).toHaveBeenCalledTimes(1);
  });
});
