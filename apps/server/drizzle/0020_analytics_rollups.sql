CREATE TABLE "analytics_bike_prices" (
	"bike_id" uuid PRIMARY KEY NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"stolen" integer DEFAULT 0 NOT NULL,
	"recovered" integer DEFAULT 0 NOT NULL,
	"with_battery" integer DEFAULT 0 NOT NULL,
	"battery_thefts" integer DEFAULT 0 NOT NULL,
	"thefts" integer DEFAULT 0 NOT NULL,
	"recoveries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_pkey" PRIMARY KEY("day","dim","key")
);
--> statement-breakpoint
DROP INDEX "bikes_created_at_analytics_idx";--> statement-breakpoint
DROP INDEX "ownership_events_priced_idx";--> statement-breakpoint
CREATE INDEX "bikes_stolen_cohort_idx" ON "bikes" USING btree ("created_at","stolen_date","recovered_at","id") WHERE "bikes"."stolen_date" is not null;--> statement-breakpoint
-- The admin analytics' roll-up (docs/decisions/049-analytics-rollups.md). Every bike contributes
-- rows to analytics_daily: on its registration day (Swedish) one per dimension (total, brand,
-- type, city, purchase-price band) with registered = 1 and its stolen / recovered / e-bike /
-- battery-theft flags, on its stolen_date one theft per dimension but band, and on its recovery
-- day (Swedish) one recovery per dimension but band. Triggers take a bike's old rows out and put
-- its new ones in, in the same transaction as the write, as increments (INSERT ... ON CONFLICT DO
-- UPDATE), so concurrent writes add up. Keys are normalised as the analytics group them: brand
-- and city trimmed, a missing one ''.
CREATE FUNCTION analytics_price_band(price integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- packages/shared/src/schemas/insurance-analytics.ts priceBands (a test holds the two equal).
  SELECT CASE WHEN price IS NULL THEN 'unknown' WHEN price < 5000 THEN 'under_5000'
    WHEN price < 10000 THEN '5000_10000' WHEN price < 20000 THEN '10000_20000'
    WHEN price < 40000 THEN '20000_40000' ELSE 'over_40000' END
$$;--> statement-breakpoint
CREATE FUNCTION analytics_daily_rows(p_created_at timestamptz, p_brand text, p_bike_type text, p_city text,
    p_stolen_date date, p_recovered_at timestamptz, p_battery_stolen_status text, p_battery_serial_number text,
    p_price integer, p_sign integer)
  RETURNS TABLE (day date, dim text, key text, registered integer, stolen integer, recovered integer,
    with_battery integer, battery_thefts integer, thefts integer, recoveries integer)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT r.day, r.dim, r.key, r.registered * p_sign, r.stolen * p_sign, r.recovered * p_sign,
    r.with_battery * p_sign, r.battery_thefts * p_sign, r.thefts * p_sign, r.recoveries * p_sign
  FROM (SELECT (p_created_at AT TIME ZONE 'Europe/Stockholm')::date AS registered_day,
      (p_recovered_at AT TIME ZONE 'Europe/Stockholm')::date AS recovered_day,
      coalesce(nullif(trim(p_brand), ''), '') AS brand,
      coalesce(p_bike_type, '') AS bike_type,
      coalesce(nullif(trim(p_city), ''), '') AS city,
      analytics_price_band(p_price) AS band,
      (p_stolen_date IS NOT NULL)::integer AS s,
      (p_stolen_date IS NOT NULL AND p_recovered_at IS NOT NULL)::integer AS v,
      coalesce(p_bike_type = 'elcykel' OR p_battery_serial_number IS NOT NULL, false)::integer AS b,
      coalesce(p_battery_stolen_status = 'stolen', false)::integer AS bt) k
  CROSS JOIN LATERAL (VALUES
    (k.registered_day, 'total', '', 1, k.s, k.v, k.b, k.bt, 0, 0),
    (k.registered_day, 'brand', k.brand, 1, k.s, k.v, k.b, k.bt, 0, 0),
    (k.registered_day, 'type', k.bike_type, 1, k.s, k.v, k.b, k.bt, 0, 0),
    (k.registered_day, 'city', k.city, 1, k.s, k.v, k.b, k.bt, 0, 0),
    (k.registered_day, 'band', k.band, 1, k.s, k.v, k.b, k.bt, 0, 0),
    (p_stolen_date, 'total', '', 0, 0, 0, 0, 0, 1, 0),
    (p_stolen_date, 'brand', k.brand, 0, 0, 0, 0, 0, 1, 0),
    (p_stolen_date, 'type', k.bike_type, 0, 0, 0, 0, 0, 1, 0),
    (p_stolen_date, 'city', k.city, 0, 0, 0, 0, 0, 1, 0),
    (k.recovered_day, 'total', '', 0, 0, 0, 0, 0, 0, 1),
    (k.recovered_day, 'brand', k.brand, 0, 0, 0, 0, 0, 0, 1),
    (k.recovered_day, 'type', k.bike_type, 0, 0, 0, 0, 0, 0, 1),
    (k.recovered_day, 'city', k.city, 0, 0, 0, 0, 0, 0, 1)
  ) AS r (day, dim, key, registered, stolen, recovered, with_battery, battery_thefts, thefts, recoveries)
  WHERE p_created_at IS NOT NULL AND r.day IS NOT NULL
$$;--> statement-breakpoint
-- Takes a bike's rows as it was (o, counted under o_price) out and its rows as it is (n, n_price)
-- in; either may be null. Net deltas only, in key order (two writers lock rows in the same order).
CREATE FUNCTION analytics_daily_move(o bikes, o_price integer, n bikes, n_price integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analytics_daily AS d (day, dim, key, registered, stolen, recovered, with_battery, battery_thefts, thefts, recoveries)
  SELECT day, dim, key, sum(registered), sum(stolen), sum(recovered), sum(with_battery), sum(battery_thefts), sum(thefts), sum(recoveries)
  FROM (
    SELECT * FROM analytics_daily_rows((o).created_at, (o).brand, (o).bike_type, (o).city, (o).stolen_date,
      (o).recovered_at, (o).battery_stolen_status, (o).battery_serial_number, o_price, -1)
    UNION ALL
    SELECT * FROM analytics_daily_rows((n).created_at, (n).brand, (n).bike_type, (n).city, (n).stolen_date,
      (n).recovered_at, (n).battery_stolen_status, (n).battery_serial_number, n_price, 1)
  ) AS delta
  GROUP BY day, dim, key
  HAVING sum(registered) <> 0 OR sum(stolen) <> 0 OR sum(recovered) <> 0 OR sum(with_battery) <> 0
    OR sum(battery_thefts) <> 0 OR sum(thefts) <> 0 OR sum(recoveries) <> 0
  ORDER BY day, dim, key
  ON CONFLICT (day, dim, key) DO UPDATE SET registered = d.registered + excluded.registered,
    stolen = d.stolen + excluded.stolen, recovered = d.recovered + excluded.recovered,
    with_battery = d.with_battery + excluded.with_battery, battery_thefts = d.battery_thefts + excluded.battery_thefts,
    thefts = d.thefts + excluded.thefts, recoveries = d.recoveries + excluded.recoveries
$$;--> statement-breakpoint
CREATE FUNCTION bikes_count_analytics() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_price integer;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.created_at, OLD.brand, OLD.bike_type, OLD.city, OLD.stolen_date, OLD.recovered_at,
      OLD.battery_stolen_status, OLD.battery_serial_number) IS NOT DISTINCT FROM (NEW.created_at, NEW.brand,
      NEW.bike_type, NEW.city, NEW.stolen_date, NEW.recovered_at, NEW.battery_stolen_status, NEW.battery_serial_number) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT p.price INTO counted_price FROM analytics_bike_prices p WHERE p.bike_id = NEW.id;
    PERFORM analytics_daily_move(NULL::bikes, NULL, NEW, counted_price);
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM analytics_bike_prices p WHERE p.bike_id = OLD.id RETURNING p.price INTO counted_price;
    PERFORM analytics_daily_move(OLD, counted_price, NULL::bikes, NULL);
  ELSE
    SELECT p.price INTO counted_price FROM analytics_bike_prices p WHERE p.bike_id = NEW.id;
    PERFORM analytics_daily_move(OLD, counted_price, NEW, counted_price);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bikes_count_analytics AFTER INSERT OR DELETE OR UPDATE OF created_at, brand, bike_type, city, stolen_date, recovered_at, battery_stolen_status, battery_serial_number ON bikes FOR EACH ROW EXECUTE FUNCTION bikes_count_analytics();--> statement-breakpoint
-- A bike's purchase price is the one on its latest ownership event that has one (decision 045).
-- The bike's row is locked first, so two transactions pricing the same bike take turns and the
-- second sees what the first counted.
CREATE FUNCTION analytics_reprice_bike(bike uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  b bikes;
  old_price integer;
  new_price integer;
BEGIN
  SELECT * INTO b FROM bikes WHERE id = bike FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN; -- the bike is being deleted: its own trigger takes its rows out
  END IF;
  SELECT e.purchase_price INTO new_price FROM ownership_events e
    WHERE e.bike_id = bike AND e.purchase_price IS NOT NULL
    ORDER BY e.event_date DESC, e.created_at DESC, e.id DESC LIMIT 1;
  SELECT p.price INTO old_price FROM analytics_bike_prices p WHERE p.bike_id = bike;
  IF old_price IS NOT DISTINCT FROM new_price THEN
    RETURN;
  END IF;
  PERFORM analytics_daily_move(b, old_price, b, new_price);
  IF new_price IS NULL THEN
    DELETE FROM analytics_bike_prices WHERE bike_id = bike;
  ELSE
    INSERT INTO analytics_bike_prices (bike_id, price) VALUES (bike, new_price)
      ON CONFLICT (bike_id) DO UPDATE SET price = excluded.price;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION ownership_events_count_analytics() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM analytics_reprice_bike(NEW.bike_id);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.bike_id <> NEW.bike_id) THEN
    PERFORM analytics_reprice_bike(OLD.bike_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ownership_events_insert_analytics AFTER INSERT ON ownership_events FOR EACH ROW WHEN (NEW.purchase_price IS NOT NULL) EXECUTE FUNCTION ownership_events_count_analytics();--> statement-breakpoint
CREATE TRIGGER ownership_events_delete_analytics AFTER DELETE ON ownership_events FOR EACH ROW WHEN (OLD.purchase_price IS NOT NULL) EXECUTE FUNCTION ownership_events_count_analytics();--> statement-breakpoint
CREATE TRIGGER ownership_events_update_analytics AFTER UPDATE OF bike_id, purchase_price, event_date, created_at ON ownership_events FOR EACH ROW WHEN (OLD.purchase_price IS NOT NULL OR NEW.purchase_price IS NOT NULL) EXECUTE FUNCTION ownership_events_count_analytics();--> statement-breakpoint
-- TRUNCATE fires no row triggers: emptying bikes empties the roll-up.
CREATE FUNCTION bikes_truncate_analytics() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_daily;
  DELETE FROM analytics_bike_prices;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bikes_truncate_analytics AFTER TRUNCATE ON bikes FOR EACH STATEMENT EXECUTE FUNCTION bikes_truncate_analytics();--> statement-breakpoint
-- Fills both tables from scratch (the backfill; safe to run again at any time, in a transaction).
CREATE FUNCTION analytics_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM analytics_daily;
  DELETE FROM analytics_bike_prices;
  INSERT INTO analytics_bike_prices (bike_id, price)
    SELECT DISTINCT ON (bike_id) bike_id, purchase_price FROM ownership_events
    WHERE purchase_price IS NOT NULL
    ORDER BY bike_id, event_date DESC, created_at DESC, id DESC;
  INSERT INTO analytics_daily (day, dim, key, registered, stolen, recovered, with_battery, battery_thefts, thefts, recoveries)
    SELECT r.day, r.dim, r.key, sum(r.registered), sum(r.stolen), sum(r.recovered), sum(r.with_battery),
      sum(r.battery_thefts), sum(r.thefts), sum(r.recoveries)
    FROM bikes b LEFT JOIN analytics_bike_prices p ON p.bike_id = b.id
    CROSS JOIN LATERAL analytics_daily_rows(b.created_at, b.brand, b.bike_type, b.city, b.stolen_date, b.recovered_at,
      b.battery_stolen_status, b.battery_serial_number, p.price, 1) AS r
    GROUP BY r.day, r.dim, r.key;
$$;--> statement-breakpoint
SELECT analytics_rebuild();
