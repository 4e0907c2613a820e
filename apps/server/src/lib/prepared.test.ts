import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { boolean, date, integer, PgDialect, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byShape, shapeName, withFlatRows } from './prepared.js';

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

describe('withFlatRows', () => {
  const db = drizzle.mock();
  const bikes = pgTable('bikes', {
    id: uuid('id'),
    brand: text('brand'),
    price: integer('price'),
    shown: boolean('shown'),
    stolenDate: date('stolen_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }),
  });
  const owners = pgTable('owners', { id: uuid('id'), name: text('name') });
  // Rows as node-postgres hands them over in array mode, with drizzle's own type parsers
  // (timestamps and dates as text).
  const rows = [
    ['0b7c…', 'Crescent', 4500, true, '2026-11-01', '2026-11-27 10:15:30.123456+00', '12', 'Olle'],
    ['1c8d…', null, null, false, null, '2026-01-02 03:04:05+00', null, null],
  ];
  type Executable = { client: unknown; execute(): Promise<unknown[]>; customResultMapper?: unknown };
  const answering = <T extends Executable>(statement: T): T => {
    statement.client = { query: () => Promise.resolve({ rows: rows.map((row) => [...row]) }) };
    return statement;
  };
  const flat = () =>
    db
      .select({
        id: bikes.id,
        brand: bikes.brand,
        price: bikes.price,
        shown: bikes.shown,
        stolenDate: bikes.stolenDate,
        createdAt: bikes.createdAt,
        total: sql<number>`count(*) over ()`.mapWith(Number),
        owner: sql<string | null>`${owners.name}`,
      })
      .from(bikes)
      .leftJoin(owners, eq(owners.id, bikes.id))
      .prepare('flat_test') as unknown as Executable;

  it('maps flat rows exactly as drizzle does: dates, numbers, mapWith, nulls', async () => {
    const ours = answering(withFlatRows(flat()));
    expect(ours.customResultMapper).toBeTypeOf('function');
    const drizzles = answering(flat());
    const mapped = await ours.execute();
    expect(mapped).toEqual(await drizzles.execute());
    expect(mapped[0]).toMatchObject({ createdAt: new Date('2026-11-27T10:15:30.123Z'), total: 12 });
    expect(Object.keys(mapped[1] as object)).toEqual(Object.keys(mapped[0] as object));
  });

  it('leaves nested selects (a joined table selected whole) to drizzle', () => {
    const nested = db
      .select({ bike: { id: bikes.id }, owner: owners })
      .from(bikes)
      .leftJoin(owners, eq(owners.id, bikes.id))
      .prepare('nested_test') as unknown as Executable;
    expect(withFlatRows(nested).customResultMapper).toBeUndefined();
  });
});
