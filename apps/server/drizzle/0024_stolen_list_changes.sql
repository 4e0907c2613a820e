-- The stolen list's pages are answered from memory (docs/decisions/062): every change to a bike
-- that is or was stolen is announced on the 'ramkoll_stolen_list' channel, and each server
-- instance forgets every page it holds. Every field of the list comes from `bikes` (a stolen bike
-- is never for sale; the total is kept from `bikes` by its own trigger). NOTIFY is transactional
-- and folds repeats in one transaction into one: an instance hears once, after the commit.
CREATE OR REPLACE FUNCTION ramkoll_announce_stolen_list_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ramkoll_stolen_list', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER bikes_announce_stolen_insert
  AFTER INSERT ON bikes
  FOR EACH ROW WHEN (NEW.stolen_status = 'stolen')
  EXECUTE FUNCTION ramkoll_announce_stolen_list_change();--> statement-breakpoint
CREATE TRIGGER bikes_announce_stolen_update
  AFTER UPDATE ON bikes
  FOR EACH ROW WHEN (OLD.stolen_status = 'stolen' OR NEW.stolen_status = 'stolen')
  EXECUTE FUNCTION ramkoll_announce_stolen_list_change();--> statement-breakpoint
CREATE TRIGGER bikes_announce_stolen_delete
  AFTER DELETE ON bikes
  FOR EACH ROW WHEN (OLD.stolen_status = 'stolen')
  EXECUTE FUNCTION ramkoll_announce_stolen_list_change();--> statement-breakpoint
CREATE TRIGGER bikes_announce_stolen_truncate
  AFTER TRUNCATE ON bikes
  FOR EACH STATEMENT EXECUTE FUNCTION ramkoll_announce_stolen_list_change();
