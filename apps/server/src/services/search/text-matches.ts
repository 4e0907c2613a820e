import type { SearchBike } from '@ramkoll/shared/schemas/search';
import { and, asc, desc, eq, gt, inArray, like, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bikes, bikeSales, bikeSearchTerms } from '../../db/schema/bikes.js';
import { containsPattern, foldSql } from '../../lib/fold-text.js';
import { prepared } from '../../lib/prepared.js';
import type { Actor } from '../actor.js';
import { activeSaleJoin, searchBikeColumns, toSearchBike } from './search-bike-row.js';

/** Beyond this many matches the total is shown as "10 000+" instead of being counted exactly. */
export const TEXT_TOTAL_CAP = 10_000;
/** Trigram indexes serve substring matches from three characters; shorter text must match whole. */
export const SUBSTRING_MIN_LENGTH = 3;

const textFields = ['brand', 'model', 'color'] as const;
type TextField = (typeof textFields)[number];

export interface TextPage {
  bikes: SearchBike[];
  total: number;
  /** More than TEXT_TOTAL_CAP bikes match; `total` is the cap. */
  totalCapped: boolean;
}

/**
 * Bikes whose visible brand, model or colour contains the (folded) text, newest first, a page at a
 * time (docs/decisions/028-search-at-scale.md). The matching values come from bike_search_terms
 * (a few rows, with how many bikes carry each); each value's newest bikes are read in page order
 * from its own index (bikes_<field>_recent_idx), so a word that 100,000 bikes carry costs what a
 * rare one does. The total is the sum of the values' counts when one field matched; when several
 * did, a bike may carry the word twice and is counted once, exactly up to TEXT_TOTAL_CAP.
 */
export async function textMatchPage(options: {
  db: Db;
  actor: Actor;
  folded: string;
  page: number;
  pageSize: number;
  /** TEXT_TOTAL_CAP unless a test wants a small one. */
  cap?: number;
}): Promise<TextPage> {
  const { db, actor, folded, page, pageSize, cap = TEXT_TOTAL_CAP } = options;
  const substring = folded.length >= SUBSTRING_MIN_LENGTH;
  const terms = await prepared(db, substring ? 'search_terms_containing' : 'search_terms_equal', (on) =>
    on
      .select({
        field: bikeSearchTerms.field,
        value: bikeSearchTerms.value,
        count: bikeSearchTerms.bikeCount,
      })
      .from(bikeSearchTerms)
      .where(
        and(
          inArray(bikeSearchTerms.field, [...textFields]),
          gt(bikeSearchTerms.bikeCount, 0),
          substring
            ? like(bikeSearchTerms.value, sql.placeholder('term'))
            : eq(bikeSearchTerms.value, sql.placeholder('term')),
        ),
      )
      .prepare(substring ? 'search_terms_containing' : 'search_terms_equal'),
  ).execute({ term: substring ? containsPattern(folded) : folded });

  const values: Record<TextField, string[]> = { brand: [], model: [], color: [] };
  let sum = 0;
  for (const term of terms) {
    const field = textFields.find((candidate) => candidate === term.field);
    if (!field) continue;
    values[field].push(term.value);
    sum += term.count;
  }
  const fieldsMatched = textFields.filter((field) => values[field].length > 0).length;
  if (fieldsMatched === 0) return { bikes: [], total: 0, totalCapped: false };

  // One field: each bike carries one value, so the counts add up exactly.
  const exact = fieldsMatched === 1 || sum > cap ? null : countDistinct(db, values);
  const [rows, counted] = await Promise.all([pageOf(db, actor, values, page, pageSize), exact]);
  const capped = fieldsMatched > 1 && sum > cap;
  return {
    bikes: rows.map((row) => toSearchBike(row, 'text')),
    total: counted ?? (capped ? cap : sum),
    totalCapped: capped,
  };
}

/** One field's bikes carrying one of the values in `values`, newest first, read from its recent index. */
function newestWith(field: TextField, values: SQL | Placeholder, limit: Placeholder): SQL {
  const folded = sql.raw(foldSql(`"bikes"."${field}"`));
  const visible = sql.raw(`"bikes"."public_${field}"`);
  return sql`select recent.id, recent.created_at
    from unnest(${values}::text[]) as term(value)
    cross join lateral (
      select ${bikes.id} as id, ${bikes.createdAt} as created_at from ${bikes}
      where ${folded} = term.value and ${visible} and ${bikes.deletedAt} is null
      order by ${folded}, ${bikes.createdAt} desc nulls last, ${bikes.id}
      limit ${limit}
    ) as recent`;
}

/** The page, from all three fields at once (a field without matching values adds nothing). */
async function pageOf(
  db: Db,
  actor: Actor,
  values: Record<TextField, string[]>,
  page: number,
  pageSize: number,
) {
  const statement = prepared(db, 'search_text_page', (on) => {
    const end = sql.placeholder('end');
    const branches = textFields.map((field) => newestWith(field, sql.placeholder(field), end));
    const matched = sql`(select id, created_at from (${sql.join(branches, sql` union all `)}) as found
      group by id, created_at order by created_at desc, id
      limit ${sql.placeholder('pageSize')} offset ${sql.placeholder('offset')}) as matched`;
    return on
      .select(searchBikeColumns(sql.placeholder('viewer')))
      .from(bikes)
      .innerJoin(matched, sql`matched.id = ${bikes.id}`)
      .leftJoin(bikeSales, activeSaleJoin)
      .orderBy(desc(bikes.createdAt), asc(bikes.id))
      .prepare('search_text_page');
  });
  return statement.execute({
    brand: arrayLiteral(values.brand),
    model: arrayLiteral(values.model),
    color: arrayLiteral(values.color),
    end: page * pageSize,
    pageSize,
    offset: (page - 1) * pageSize,
    viewer: actor.userId,
  });
}

/** Bikes carrying the word in any field, each once; only asked for when that is at most the cap. */
async function countDistinct(db: Db, values: Record<TextField, string[]>): Promise<number> {
  const branches = textFields
    .filter((field) => values[field].length > 0)
    .map((field) => {
      const folded = sql.raw(foldSql(`"bikes"."${field}"`));
      const visible = sql.raw(`"bikes"."public_${field}"`);
      return sql`select ${bikes.id} from ${bikes} where ${folded} = any(${arrayLiteral(values[field])}::text[]) and ${visible} and ${bikes.deletedAt} is null`;
    });
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::integer as total from (${sql.join(branches, sql` union `)}) as matched`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

/** A PostgreSQL array literal of text values. */
function arrayLiteral(list: string[]): string {
  return `{${list.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}
