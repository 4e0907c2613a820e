import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { pgErrorCodes, pgErrorInfo } from '../../src/db/errors.js';
import { bikes } from '../../src/db/schema/bikes.js';
import { stores } from '../../src/db/schema/stores.js';
import { frameKey, normalizeFrameNumber } from '../../src/lib/frame-number.js';
import { createTestContext, type TestContext } from '../helper.js';
import { createUser } from '../factories.js';

let context: TestContext;
let db: Db;
let ownerId: string;

beforeAll(async () => {
  context = await createTestContext();
  db = context.db;
  ownerId = (await createUser(db)).id;
});

afterAll(() => context.close());

async function insertBike(frameNumber: string) {
  const [row] = await db.insert(bikes).values({ ownerId, frameNumber }).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

async function expectPgError(promise: Promise<unknown>, code: string, constraint?: string) {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, 'expected the query to fail').not.toBeNull();
  const info = pgErrorInfo(error);
  expect(info?.code).toBe(code);
  if (constraint) expect(info?.constraint).toBe(constraint);
}

describe('bikes table', () => {
  it('round-trips a bike with every field', async () => {
    const [store] = await db
      .insert(stores)
      .values({ name: 'Testbutiken', organizationNumber: '5591234567' })
      .returning({ id: stores.id });
    const values = {
      ownerId,
      frameNumber: 'wtu0O1B9sz',
      bikeName: 'Pendlaren',
      brand: 'Crescent',
      model: 'Elda',
      color: 'Grön',
      bikeType: 'elcykel' as const,
      description: 'Med pakethållare',
      batterySerialNumber: 'BAT123',
      city: 'Göteborg',
      status: null,
      stolenStatus: 'stolen' as const,
      stolenDate: '2025-08-14',
      stolenLocationDetails: 'Utanför Centralstationen',
      policeReportNumber: 'K123456-25',
      batteryStolenStatus: 'stolen' as const,
      publicBikeName: false,
      publicBrand: true,
      publicModel: false,
      publicColor: true,
      publicDescription: false,
      publicBikePhoto: true,
      registeredByStoreId: store?.id ?? null,
    };
    const [inserted] = await db.insert(bikes).values(values).returning({ id: bikes.id });
    const [row] = await db
      .select()
      .from(bikes)
      .where(eq(bikes.id, inserted?.id ?? ''));

    expect(row).toMatchObject(values);
    expect(row?.frameKey).toBe('WTU0O1B9SZ');
    expect(row?.frameNormalized).toBe('WTU0018952');
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.deletedAt).toBeNull();
    expect(row?.receiptFileId).toBeNull();
  });

  it('computes key and normalised form in SQL exactly as the TypeScript rule does', async () => {
    for (const frameNumber of [
      'abcdef12',
      'OOO1234ILSZB',
      'åäöÅÄÖ1234',
      '000S0L0I0',
      'Bike123456789012345',
    ]) {
      const row = await insertBike(frameNumber);
      expect({ key: row.frameKey, normalized: row.frameNormalized }).toEqual({
        key: frameKey(frameNumber),
        normalized: normalizeFrameNumber(frameNumber),
      });
    }
  });

  it('lets only one live bike own a frame key, case-insensitively, until it is soft-deleted', async () => {
    const first = await insertBike('ABC123456');
    await expectPgError(insertBike('abc123456'), pgErrorCodes.uniqueViolation, 'bikes_frame_key_live_unique');

    await db.update(bikes).set({ deletedAt: new Date() }).where(eq(bikes.id, first.id));
    const second = await insertBike('abc123456');
    expect(second.frameKey).toBe('ABC123456');
  });

  it('rejects frame numbers that are not 6–20 letters and digits', async () => {
    await expectPgError(insertBike('AB-123'), pgErrorCodes.checkViolation, 'bikes_frame_number_check');
    await expectPgError(insertBike('AB12'), pgErrorCodes.checkViolation, 'bikes_frame_number_check');
    await expectPgError(insertBike('A'.repeat(21)), pgErrorCodes.checkViolation, 'bikes_frame_number_check');
  });

  it('rejects enum values outside the check constraint', async () => {
    await expectPgError(
      db.execute(
        sql`insert into bikes (owner_id, frame_number, bike_type) values (${ownerId}, 'TYPE123456', 'unicycle')`,
      ),
      pgErrorCodes.checkViolation,
      'bikes_bike_type_check',
    );
    await expectPgError(
      db.execute(
        sql`insert into bikes (owner_id, frame_number, status) values (${ownerId}, 'STAT123456', 'sold')`,
      ),
      pgErrorCodes.checkViolation,
      'bikes_status_check',
    );
  });

  it('refuses a stolen bike that is for sale', async () => {
    await expectPgError(
      db
        .insert(bikes)
        .values({ ownerId, frameNumber: 'SALE123456', stolenStatus: 'stolen', status: 'for_sale' }),
      pgErrorCodes.checkViolation,
      'bikes_stolen_not_for_sale_check',
    );
  });
});

describe('search indexes', () => {
  /** The GIN indexes of the schema with their storage parameters. */
  async function ginIndexes() {
    const result = await db.execute<{ name: string; options: string[] | null }>(
      sql`select c.relname as name, c.reloptions as options
        from pg_class c join pg_am am on am.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
        where am.amname = 'gin' and n.nspname = current_schema()
        order by c.relname`,
    );
    return result.rows;
  }

  it('take a new bike’s entries at once, so no search reads through a pending list (decision 081)', async () => {
    const indexes = await ginIndexes();
    expect(indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining([
        'bikes_frame_variants_idx',
        'bikes_search_tags_idx',
        'bike_search_terms_value_trgm_idx',
      ]),
    );
    for (const index of indexes) {
      expect(index.options ?? [], index.name).toEqual(
        expect.arrayContaining([expect.stringMatching(/^fastupdate=(off|false)$/)]),
      );
    }
    await db.insert(bikes).values({
      ownerId,
      frameNumber: 'GIN0PEND1NG7',
      brand: 'Pendelbolaget',
      model: 'Väntlistan 3',
      color: 'Grön',
      city: 'Gävle',
    });
    // gin_clean_pending_list folds the pending entries in and says how many pages they took.
    for (const index of indexes) {
      const cleaned = await db.execute<{ pages: number }>(
        sql`select gin_clean_pending_list(${index.name}::regclass)::integer as pages`,
      );
      expect(Number(cleaned.rows[0]?.pages), index.name).toBe(0);
    }
  });
});
