import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/**
 * Users whose balance is not the sum of their ledger, including ledger rows for a user without a
 * balance row (docs/product-rules.md: the balance is the ledger's sum).
 */
const balanceIsNotTheLedgerSum = sql`
  select b.user_id, b.points_balance as balance, coalesce(sum(l.amount), 0)::int as ledger
  from user_balances b left join points_ledger l on l.user_id = b.user_id
  group by b.user_id, b.points_balance
  having b.points_balance <> coalesce(sum(l.amount), 0)
  union all
  select l.user_id, 0, sum(l.amount)::int from points_ledger l
  where not exists (select 1 from user_balances b where b.user_id = l.user_id)
  group by l.user_id`;

/**
 * The books and the owners as they must be after any interleaving of requests (issue "Reliability
 * and security suites", "Money and ownership races"; decision 050). Each entry is one SQL query
 * that answers the rows breaking one rule, so an empty answer everywhere means: every balance is
 * its ledger's sum, every fee and reward was charged once and for something that exists, no bike
 * has two owners, and no row is left behind by a flow that did not finish.
 */
const invariants: Record<string, SQL> = {
  /** docs/product-rules.md "Points and money": the balance is the sum of the ledger. */
  balanceIsNotTheLedgerSum,
  negativeBalance: sql`select user_id, points_balance from user_balances where points_balance < 0`,
  /** A fee, debit or credit written twice for one thing. */
  chargedTwice: sql`
    select user_id, reason, reference, count(*)::int as n from points_ledger
    where reference is not null and reason in
      ('bike_registration', 'qr_order', 'ownership_transfer', 'recovery_reward', 'store_package',
       'campaign_bonus', 'purchase')
    group by user_id, reason, reference having count(*) > 1
    union all
    select null, reason, reference, count(*)::int from points_ledger
    where reason in ('ownership_transfer', 'recovery_reward', 'store_package', 'bike_registration', 'qr_order')
    group by reason, reference having count(*) > 1`,
  /** A ledger row whose reference names nothing that happened. */
  ledgerForNothing: sql`
    select l.id, l.reason, l.reference from points_ledger l
    where (l.reason = 'bike_registration'
        and not exists (select 1 from bikes b where 'bike:' || b.id = l.reference))
      or (l.reason = 'qr_order' and not exists (select 1 from qr_orders o
          where 'qr_order:' || o.id = l.reference and o.user_id = l.user_id and o.points_spent = -l.amount))
      or (l.reason = 'ownership_transfer' and not exists (select 1 from ownership_receipts r
          where 'receipt:' || r.id = l.reference and r.status = 'completed'))
      or (l.reason = 'recovery_reward' and not exists (select 1 from bike_recovery_reports r
          where 'recovery:' || r.id = l.reference and r.status = 'confirmed' and r.finder_id = l.user_id
            and r.reward_points = l.amount))
      or (l.reason = 'store_package' and not exists (select 1 from business_package_requests q
          join stores s on s.id = q.store_id
          where 'store_request:' || q.id = l.reference and q.status = 'approved' and s.account_user_id = l.user_id))
      or (l.reason = 'campaign_bonus' and not exists (select 1 from campaign_redemptions c
          where 'campaign:' || c.campaign_id = l.reference and c.user_id = l.user_id and c.points_granted = l.amount))
      or (l.reason = 'purchase' and not exists (select 1 from payments p
          where 'payment:' || p.id = l.reference and p.status = 'succeeded' and p.user_id = l.user_id))`,
  /** Something done that should have been paid for, without its ledger row. */
  unpaid: sql`
    select 'bike' as what, b.id from bikes b
    where exists (select 1 from ownership_events e where e.bike_id = b.id and e.registration_type = 'self')
      and not exists (select 1 from points_ledger l where l.reference = 'bike:' || b.id and l.reason = 'bike_registration')
    union all
    select 'qr_order', o.id from qr_orders o
    where not exists (select 1 from points_ledger l where l.reference = 'qr_order:' || o.id)
    union all
    select 'receipt', r.id from ownership_receipts r
    where r.status = 'completed'
      and not exists (select 1 from points_ledger l where l.reference = 'receipt:' || r.id and l.reason = 'ownership_transfer')
    union all
    select 'recovery', r.id from bike_recovery_reports r
    where r.status = 'confirmed' and coalesce(r.reward_points, 0) > 0
      and not exists (select 1 from points_ledger l where l.reference = 'recovery:' || r.id)
    union all
    select 'store_request', q.id from business_package_requests q
    where q.status = 'approved' and q.request_type = 'store_partnership'
      and not exists (select 1 from points_ledger l where l.reference = 'store_request:' || q.id)
    union all
    select 'payment', p.id from payments p
    where p.status = 'succeeded'
      and not exists (select 1 from points_ledger l where l.reference = 'payment:' || p.id and l.reason = 'purchase')`,
  /** A bonus code redeemed beyond its cap (a discount may pass it by design: decision 016). */
  campaignOverCap: sql`
    select c.id, c.max_redemptions, count(r.id)::int as redeemed from campaigns c
    join campaign_redemptions r on r.campaign_id = c.id
    where c.max_redemptions is not null and c.bonus_points is not null
    group by c.id, c.max_redemptions having count(r.id) > c.max_redemptions`,
  campaignRedeemedTwiceByOne: sql`
    select campaign_id, user_id, count(*)::int from campaign_redemptions
    group by campaign_id, user_id having count(*) > 1`,
  /**
   * One owner per bike: the owner is bikes.owner_id, so two owners show as a history whose latest
   * owner is someone else, or as more changes of owner than completed receipts.
   */
  ownerIsNotTheLatestEvent: sql`
    select b.id, b.owner_id, latest.owner_user_id from bikes b
    join lateral (select e.owner_user_id from ownership_events e where e.bike_id = b.id
      order by e.event_date desc, e.created_at desc, (e.event_type = 'registration') asc limit 1) latest on true
    where latest.owner_user_id is distinct from b.owner_id`,
  changesOfOwnerWithoutOneReceipt: sql`
    select r.id, count(e.id)::int as events from ownership_receipts r
    left join ownership_events e on e.receipt_id = r.id
    group by r.id, r.status
    having count(e.id) <> case when r.status = 'completed' then 1 else 0 end`,
  moreThanOneOpenTransfer: sql`
    select bike_id, count(*)::int from ownership_transfers where status = 'requested'
    group by bike_id having count(*) > 1`,
  receiptAndTransferDisagree: sql`
    select r.id, r.status, t.status as transfer_status from ownership_receipts r
    join ownership_transfers t on t.receipt_id = r.id
    where (r.status = 'pending') <> (t.status = 'requested')
       or (r.status = 'completed') <> (t.status = 'completed')`,
  /** A transfer left open on a deleted bike: it can never complete, and blocks both accounts' deletion. */
  openTransferOnDeletedBike: sql`
    select r.id from ownership_receipts r join bikes b on b.id = r.bike_id
    where r.status = 'pending' and b.deleted_at is not null
    union all
    select t.id from ownership_transfers t join bikes b on b.id = t.bike_id
    where t.status = 'requested' and b.deleted_at is not null`,
  /** Store approvals: one store, one account, one welcome mail per approved request. */
  approvalNotOnce: sql`
    select q.id from business_package_requests q
    where q.request_type = 'store_partnership' and q.status = 'approved' and (q.store_id is null
      or (select count(*) from outbox o where o.to = q.contact_email and o.template = 'store-request-approved') <> 1
      or (select count(*) from users u where u.email = q.contact_email) <> 1)
    union all
    select q.id from business_package_requests q
    where q.request_type = 'store_partnership' and q.status <> 'approved' and (q.store_id is not null
      or exists (select 1 from outbox o where o.to = q.contact_email and o.template = 'store-request-approved'))`,
  storeTwice: sql`
    select organization_number, count(*)::int from stores group by organization_number having count(*) > 1`,
  /** A confirmed report's bike is no longer stolen; a bike has at most one confirmed report per theft. */
  recoveryNotSettled: sql`
    select r.id from bike_recovery_reports r join bikes b on b.id = r.bike_id
    where r.status = 'confirmed' and b.stolen_status = 'stolen' and b.recovered_at is null`,
  /**
   * Decision 095: one finder's reward per bike and finder, ever, and each paid one holds the
   * finder_rewards row that made it the one.
   */
  rewardedTwiceForOneBike: sql`
    select bike_id, finder_id, count(*)::int from bike_recovery_reports
    where coalesce(reward_points, 0) > 0 group by bike_id, finder_id having count(*) > 1
    union all
    select r.bike_id, r.finder_id, 0 from bike_recovery_reports r
    where coalesce(r.reward_points, 0) > 0
      and not exists (select 1 from finder_rewards f where f.report_id = r.id)`,
};

export type InvariantName = keyof typeof invariants;

/**
 * Every rule above, and the caller's `more` (rules that hold only where every row was written
 * through the API, as in the fault runs), with the rows that break it; `{}` when the database is
 * consistent.
 */
export async function brokenInvariants(
  db: Db,
  more: Record<string, SQL> = {},
): Promise<Record<string, Record<string, unknown>[]>> {
  const broken: Record<string, Record<string, unknown>[]> = {};
  for (const [name, query] of Object.entries({ ...invariants, ...more })) {
    const result = await db.execute<Record<string, unknown>>(query);
    if (result.rows.length > 0) broken[name] = result.rows;
  }
  return broken;
}

/** The users whose balance is not their ledger's sum; empty when the books are right. */
export async function ledgerMismatches({ db }: { db: Db }) {
  const result = await db.execute<{ user_id: string; balance: number; ledger: number }>(
    balanceIsNotTheLedgerSum,
  );
  return result.rows;
}
