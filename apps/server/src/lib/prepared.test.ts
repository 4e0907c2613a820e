import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { shapeName } from './prepared.js';

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
