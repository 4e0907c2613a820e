-- Signed-in requests answer the session check from memory (docs/decisions/036): every change to
-- what that check reads (a session row, the account, its profile, its store) is announced on the
-- 'ramkoll_sessions' channel with the user's id, and each server instance drops what it holds for
-- that user. NOTIFY is transactional: an instance hears of a change only once it has committed.
CREATE OR REPLACE FUNCTION ramkoll_announce_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    changed := COALESCE(NEW.id, OLD.id);
  ELSIF TG_TABLE_NAME = 'stores' THEN
    IF TG_OP <> 'INSERT' AND OLD.account_user_id IS NOT NULL THEN
      PERFORM pg_notify('ramkoll_sessions', OLD.account_user_id::text);
    END IF;
    changed := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.account_user_id END;
  ELSIF TG_OP = 'DELETE' THEN
    changed := OLD.user_id;
  ELSE
    changed := NEW.user_id;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM pg_notify('ramkoll_sessions', changed::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_announce_change
  AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION ramkoll_announce_session_change();--> statement-breakpoint
CREATE TRIGGER users_announce_change
  AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION ramkoll_announce_session_change();--> statement-breakpoint
CREATE TRIGGER profiles_announce_change
  AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION ramkoll_announce_session_change();--> statement-breakpoint
CREATE TRIGGER stores_announce_change
  AFTER INSERT OR UPDATE OR DELETE ON stores
  FOR EACH ROW EXECUTE FUNCTION ramkoll_announce_session_change();
