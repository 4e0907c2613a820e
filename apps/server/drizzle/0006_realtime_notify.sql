-- Realtime fan-out (docs/decisions/018): every committed notification row and every balance change
-- is announced on the 'ramkoll_events' channel. Each server instance LISTENs and forwards the
-- announcement to its own open /api/events streams. NOTIFY is transactional, so listeners only
-- hear about rows that committed. The payload carries ids only; the row is read back from the table.
CREATE OR REPLACE FUNCTION ramkoll_announce_notification() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'ramkoll_events',
    json_build_object('kind', 'notification', 'userId', NEW.user_id, 'id', NEW.id)::text
  );
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER notifications_announce
  AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION ramkoll_announce_notification();--> statement-breakpoint
CREATE OR REPLACE FUNCTION ramkoll_announce_balance() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.points_balance IS DISTINCT FROM OLD.points_balance THEN
    PERFORM pg_notify(
      'ramkoll_events',
      json_build_object('kind', 'balance', 'userId', NEW.user_id, 'pointsBalance', NEW.points_balance)::text
    );
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER user_balances_announce
  AFTER INSERT OR UPDATE OF points_balance ON user_balances
  FOR EACH ROW EXECUTE FUNCTION ramkoll_announce_balance();
