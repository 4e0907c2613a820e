import type {
  AdminBikeMatch,
  AdminBikeRow,
  AdminBikeSearchQuery,
  AdminBikeSearchResponse,
} from '@ramkoll/shared/schemas/admin-bikes';
import { parsePersonalNumber } from '@ramkoll/shared/rules/personal-number';
import { parseCustomerQuery } from '@ramkoll/shared/rules/store-registration';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/accounts.js';
import { bikes } from '../../db/schema/bikes.js';
import { AppError } from '../../lib/app-error.js';
import type { PersonalNumberCipher } from '../../lib/crypto/personal-number-cipher.js';
import { containsPattern, foldSql, foldText } from '../../lib/fold-text.js';
import type { Actor } from '../actor.js';
import { validationFailed } from '../auth/validation.js';
import { frameBranches } from '../search/frame-candidates.js';
import { frameTerms } from '../search/search-bikes.js';
import { SUBSTRING_MIN_LENGTH, TEXT_TOTAL_CAP } from '../search/text-matches.js';

interface Deps {
  db: Db;
  actor: Actor;
  cipher: PersonalNumberCipher;
  query: AdminBikeSearchQuery;
  now: Date;
}

type Found = { rows: AdminBikeRow[]; total: number; totalCapped: boolean };

const rowColumns = {
  id: bikes.id,
  frameNumber: bikes.frameNumber,
  bikeName: bikes.bikeName,
  brand: bikes.brand,
  model: bikes.model,
  color: bikes.color,
  bikeType: bikes.bikeType,
  city: bikes.city,
  status: bikes.status,
  stolenStatus: bikes.stolenStatus,
  deletedAt: bikes.deletedAt,
  createdAt: bikes.createdAt,
  ownerName: profiles.fullName,
  ownerEmail: users.email,
};

/**
 * GET /api/admin/bikes (docs/decisions/043-admin-bike-search.md): every bike, deleted ones and
 * hidden fields included, newest first. The query is an owner's e-mail or personnummer (exact,
 * normalised as the counter's look-up does, through their unique indexes), else a frame number
 * or sticker code (exact or normalised with the look-alike rules of search: B-tree probes), else
 * text inside the brand or model (trigram indexes, paged, the total capped as search caps it).
 * The list names the owner and their e-mail, never the personnummer.
 */
export async function searchAdminBikes({
  db,
  actor,
  cipher,
  query,
  now,
}: Deps): Promise<AdminBikeSearchResponse> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const text = query.q.trim();
  if (text === '') throw validationFailed('q', 'query_required');
  const { page, pageSize } = query;
  const answer = (match: AdminBikeMatch, found: Found): AdminBikeSearchResponse => ({
    results: found.rows,
    match,
    total: found.total,
    totalCapped: found.totalCapped,
    page,
    pageSize,
  });

  if (text.includes('@')) {
    const parsed = parseCustomerQuery(text, now);
    if (!parsed.ok || parsed.kind !== 'email') throw validationFailed('q', 'email_invalid');
    return answer('email', await ownersBikes(db, eq(users.email, parsed.email), page, pageSize));
  }
  const personalNumber = parsePersonalNumber(text, now);
  if (personalNumber.ok) {
    const owner = inArray(profiles.personalNumberHash, cipher.hashes(personalNumber.normalized));
    const found = await ownersBikes(db, owner, page, pageSize);
    if (found.total > 0) return answer('personal_number', found);
  }

  const frameHits = await frameNumberMatches(db, text);
  if (frameHits.length > 0) {
    const start = (page - 1) * pageSize;
    return answer('frame_number', {
      rows: frameHits.slice(start, start + pageSize),
      total: frameHits.length,
      totalCapped: false,
    });
  }
  return answer('text', await textMatches(db, foldText(text), page, pageSize));
}

function selectRows(db: Db) {
  return db
    .select(rowColumns)
    .from(bikes)
    .innerJoin(users, eq(users.id, bikes.ownerId))
    .innerJoin(profiles, eq(profiles.userId, bikes.ownerId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function toRow(row: Row): AdminBikeRow {
  return {
    id: row.id,
    frameNumber: row.frameNumber,
    bikeName: row.bikeName,
    brand: row.brand,
    model: row.model,
    color: row.color,
    bikeType: row.bikeType,
    city: row.city,
    stolen: row.stolenStatus === 'stolen',
    forSale: row.status === 'for_sale',
    deleted: row.deletedAt !== null,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    registeredAt: row.createdAt.toISOString(),
  };
}

/** Every bike of the one account the key names (unique index), deleted ones too, newest first. */
async function ownersBikes(db: Db, ownerKey: SQL, page: number, pageSize: number): Promise<Found> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(ownerKey)
    .limit(1);
  if (!owner) return { rows: [], total: 0, totalCapped: false };
  const rows = await selectRows(db)
    .where(eq(bikes.ownerId, owner.id))
    .orderBy(desc(bikes.createdAt), asc(bikes.id));
  const start = (page - 1) * pageSize;
  return { rows: rows.slice(start, start + pageSize).map(toRow), total: rows.length, totalCapped: false };
}

/**
 * The frame-number probes of search (exact key, sticker code, normalised), once among live bikes
 * (their partial B-tree indexes) and once among deleted ones.
 */
async function frameNumberMatches(db: Db, text: string): Promise<AdminBikeRow[]> {
  const terms = frameTerms(text);
  if (terms.key === '' && terms.normalized === '') return [];
  const branches = [...frameBranches(terms), ...frameBranches(terms, sql`${bikes.deletedAt} is not null`)];
  const ids = await db.execute<{ id: string }>(
    sql`select distinct id from (${sql.join(branches, sql` union all `)}) as candidates`,
  );
  const found = (ids.rows ?? []).map((row) => row.id);
  if (found.length === 0) return [];
  const rows = await selectRows(db)
    .where(inArray(bikes.id, found))
    .orderBy(desc(bikes.createdAt), asc(bikes.id));
  return rows.map(toRow);
}

/** `folded` inside the brand or model, hidden values and deleted bikes included. */
async function textMatches(db: Db, folded: string, page: number, pageSize: number): Promise<Found> {
  const inColumn = (column: string) =>
    folded.length >= SUBSTRING_MIN_LENGTH
      ? sql`${sql.raw(foldSql(`"bikes"."${column}"`))} like ${containsPattern(folded)}`
      : sql`${sql.raw(foldSql(`"bikes"."${column}"`))} = ${folded}`;
  const condition = or(inColumn('brand'), inColumn('model'));
  const [rows, counted] = await Promise.all([
    selectRows(db)
      .where(and(condition))
      .orderBy(desc(bikes.createdAt), asc(bikes.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.execute<{ n: number | string }>(
      sql`select count(*) as n from (select 1 from ${bikes} where ${condition} limit ${TEXT_TOTAL_CAP + 1}) as capped`,
    ),
  ]);
  const total = Number(counted.rows?.[0]?.n ?? 0);
  return {
    rows: rows.map(toRow),
    total: Math.min(total, TEXT_TOTAL_CAP),
    totalCapped: total > TEXT_TOTAL_CAP,
  };
}
