/**
 * What must hold in the database however the server died: each query answers the rows that break
 * a rule, so an empty answer everywhere means no half-written change and no lost one.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { ledgerMismatches } from '../../test/bike-helpers.js';

/** A successful answer whose effect must be in the database after the kill. */
export type Effect =
  | { kind: 'payment'; userId: string; paymentId: string }
  | { kind: 'registration'; userId: string; bikeId: string }
  | { kind: 'qr_order'; userId: string; orderId: string }
  | { kind: 'transfer_accepted'; buyerId: string; bikeId: string; receiptId: string };

/** Rules every state of the database keeps, as queries for the rows that break them. */
const rules: Record<string, SQL> = {
  'a bike without its registration event': sql`
    select b.id::text as row from bikes b
    where not exists (select 1 from ownership_events e where e.bike_id = b.id and e.event_type = 'registration')`,
  "a bike whose owner is not its latest ownership event's": sql`
    select b.id::text as row from bikes b
    join (select distinct on (bike_id) bike_id, owner_user_id from ownership_events
          where owner_user_id is not null order by bike_id, created_at desc, id desc) latest
      on latest.bike_id = b.id
    where latest.owner_user_id is distinct from b.owner_id`,
  'a self-registered bike without its one registration fee': sql`
    select b.id::text as row from bikes b
    join ownership_events e on e.bike_id = b.id and e.event_type = 'registration' and e.registration_type = 'self'
    where (select count(*) from points_ledger l where l.reference = 'bike:' || b.id::text) <> 1`,
  'a completed receipt without its one fee and its ownership event': sql`
    select r.id::text as row from ownership_receipts r
    where r.status = 'completed' and (
      (select count(*) from points_ledger l where l.reference = 'receipt:' || r.id::text) <> 1
      or not exists (select 1 from ownership_events e where e.receipt_id = r.id))`,
  'a transfer fee or ownership event for a receipt that is not completed': sql`
    select r.id::text as row from ownership_receipts r
    where r.status <> 'completed' and (
      exists (select 1 from points_ledger l where l.reference = 'receipt:' || r.id::text)
      or exists (select 1 from ownership_events e where e.receipt_id = r.id))`,
  'a sticker order without its one debit, or a debit without its order': sql`
    select o.id::text as row from qr_orders o
    where (select count(*) from points_ledger l where l.reference = 'qr_order:' || o.id::text) <> 1
    union all
    select l.reference from points_ledger l
    where l.reference like 'qr_order:%'
      and not exists (select 1 from qr_orders o where 'qr_order:' || o.id::text = l.reference)`,
  'a succeeded payment without its one credit, or a credit for one that did not succeed': sql`
    select p.id::text as row from payments p
    where p.status = 'succeeded'
      and (select count(*) from points_ledger l where l.reference = 'payment:' || p.id::text) <> 1
    union all
    select l.reference from points_ledger l
    where l.reference like 'payment:%'
      and not exists (select 1 from payments p where 'payment:' || p.id::text = l.reference and p.status = 'succeeded')`,
  'a bike with two open transfers': sql`
    select bike_id::text as row from ownership_transfers where status = 'requested'
    group by bike_id having count(*) > 1`,
};

/** Whether an answered success left its effect. */
function effectQuery(effect: Effect): SQL {
  switch (effect.kind) {
    case 'payment':
      return sql`select exists (select 1 from points_ledger where reference = ${`payment:${effect.paymentId}`}
        and user_id = ${effect.userId}) as present`;
    case 'registration':
      return sql`select exists (select 1 from bikes b join ownership_events e on e.bike_id = b.id
        where b.id = ${effect.bikeId} and e.event_type = 'registration' and e.owner_user_id = ${effect.userId}) as present`;
    case 'qr_order':
      return sql`select exists (select 1 from qr_orders where id = ${effect.orderId}) as present`;
    case 'transfer_accepted':
      return sql`select exists (select 1 from ownership_receipts r join ownership_events e on e.receipt_id = r.id
        where r.id = ${effect.receiptId} and r.status = 'completed' and e.owner_user_id = ${effect.buyerId}
        and e.bike_id = ${effect.bikeId}) as present`;
  }
}

export async function findViolations(db: Db, kept: readonly Effect[]): Promise<string[]> {
  const problems: string[] = [];
  for (const mismatch of await ledgerMismatches({ db })) {
    problems.push(`balance ${mismatch.balance} but ledger ${mismatch.ledger} for user ${mismatch.user_id}`);
  }
  for (const [rule, query] of Object.entries(rules)) {
    const result = await db.execute<{ row: string }>(query);
    for (const { row } of result.rows) problems.push(`${rule}: ${row}`);
  }
  for (const effect of kept) {
    const result = await db.execute<{ present: boolean }>(effectQuery(effect));
    if (!result.rows[0]?.present)
      problems.push(`an answered ${effect.kind} is missing: ${JSON.stringify(effect)}`);
  }
  return problems;
}
