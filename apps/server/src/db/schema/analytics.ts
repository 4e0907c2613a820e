import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The admin analytics' roll-up (docs/decisions/049-analytics-rollups.md): per Swedish day, per
 * dimension ('total', 'brand', 'type', 'city', 'band') and key, the counts /analytics and
 * /insurance-analytics add up. Kept by triggers on bikes and ownership_events in the same
 * transaction as every write (migration 0020), so a year is a few thousand rows instead of every
 * bike registered in it. Rows may hold zeros after a bike moves; the queries skip them.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dim: text('dim').notNull(),
    key: text('key').notNull(),
    /** Bikes registered (bikes.created_at) on the day, and of those: */
    registered: integer('registered').notNull().default(0),
    /** reported stolen at any time (stolen_date set), */
    stolen: integer('stolen').notNull().default(0),
    /** stolen and recovered, */
    recovered: integer('recovered').notNull().default(0),
    /** e-bikes (type elcykel or a battery serial number), */
    withBattery: integer('with_battery').notNull().default(0),
    /** with a stolen battery. */
    batteryThefts: integer('battery_thefts').notNull().default(0),
    /** Bikes whose stolen_date is the day (not kept for 'band'). */
    thefts: integer('thefts').notNull().default(0),
    /** Bikes recovered (recovered_at) on the day (not kept for 'band'). */
    recoveries: integer('recoveries').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_daily_pkey', columns: [t.day, t.dim, t.key] })],
);

/**
 * The purchase price each bike is counted under in analytics_daily's 'band' rows: the price on its
 * latest ownership event that has one. Kept by the ownership_events trigger, read by the bikes
 * trigger (so a deleted bike leaves the band it was counted in) and by the insurance quartiles.
 * No foreign key: the bikes trigger removes the row when its bike goes.
 */
export const analyticsBikePrices = pgTable('analytics_bike_prices', {
  bikeId: uuid('bike_id').primaryKey(),
  price: integer('price').notNull(),
});
