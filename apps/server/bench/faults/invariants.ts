/**
 * What must hold in the database however the server died: each query answers the rows that break
 * a rule, so an empty answer everywhere means no half-written change and no lost one.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { brokenInvariants } from '../../test/money-invariants.js';

/** A successful answer whose effect must be in the database after the kill. */
export type Effect =
  | { kind: 'payment'; userId: string; paymentId: string }
  | { kind: 'registration'; userId: string; bikeId: string }
  | { kind: 'qr_order'; userId: string; orderId: string }
  | { kind: 'transfer_accepted'; buyerId: string; bikeId: string; receiptId: string };

/**
 * Beyond the invariants every test database keeps (test/money-invariants.ts: balances, fees,
 * credits, owners, transfers), here every bike was registered through the API.
 */
const registeredThroughTheApi: Record<string, SQL> = {
  bikeWithoutItsRegistrationEvent: sql`
    select b.id from bikes b
    where not exists (select 1 from ownership_events e where e.bike_id = b.id and e.event_type = 'registration')`,
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
  for (const [rule, rows] of Object.entries(await brokenInvariants(db, registeredThroughTheApi))) {
    for (const row of rows) problems.push(`${rule}: ${JSON.stringify(row)}`);
  }
  for (const effect of kept) {
    const result = await db.execute<{ present: boolean }>(effectQuery(effect));
    if (!result.rows[0]?.present)
      problems.push(`an answered ${effect.kind} is missing: ${JSON.stringify(effect)}`);
  }
  return problems;
}
