import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { bikes } from '../../db/schema/bikes.js';
import { qrStickers } from '../../db/schema/stickers.js';

type Term = SQL | Placeholder | string;

const live = sql`${bikes.deletedAt} is null`;

/** A bike in `scope` whose frame key is `key`, and the bike linked to that sticker code (rank 0). */
function byKey(key: Term, scope: SQL): SQL[] {
  return [
    sql`select ${bikes.id} as id, 0 as rank from ${bikes} where ${bikes.frameKey} = ${key} and ${scope}`,
    sql`select ${qrStickers.bikeId} as id, 0 as rank from ${qrStickers} where ${qrStickers.code} = ${key} and ${qrStickers.bikeId} is not null`,
  ];
}

/** A bike in `scope` whose normalised frame number is `normalized` (rank 1). */
function byNormalized(normalized: Term, scope: SQL): SQL {
  return sql`select ${bikes.id} as id, 1 as rank from ${bikes} where ${bikes.frameNormalized} = ${normalized} and ${scope}`;
}

/**
 * Exact frame key and sticker code (rank 0), normalised frame number (rank 1), as rows (id, rank),
 * among the bikes `scope` keeps: live ones for search, deleted ones too for the admin's search
 * (decision 043). An empty key or normalised form has no branch.
 */
export function frameBranches(
  { key, normalized }: { key: string | Placeholder; normalized: string | Placeholder },
  scope: SQL = live,
): SQL[] {
  return [
    ...(key === '' ? [] : byKey(key, scope)),
    ...(normalized === '' ? [] : [byNormalized(normalized, scope)]),
  ];
}

/**
 * The same three branches among live bikes, joined, for a prepared statement whose key and
 * normalised form are placeholders (every branch is there; an empty term matches no bike). A bike
 * may come twice (by key and by normalised form): callers group by id or count.
 */
export function frameCandidates(key: Term, normalized: Term): SQL {
  return sql.join([...byKey(key, live), byNormalized(normalized, live)], sql` union all `);
}
