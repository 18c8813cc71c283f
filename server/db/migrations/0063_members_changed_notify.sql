-- Signed-in sessions are kept in each server process until a member's record changes
-- (server/auth/session-cache.ts). Every statement that writes sessions (a sign-out, a revocation, a refresh), users
-- (e-mail, name, removal) or profiles (role, company, verified, suspended) tells every process so, on the channel
-- members_changed, delivered when its transaction commits. A new session needs no notice: nothing kept names it.
CREATE FUNCTION notify_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One payload per table: PostgreSQL folds identical notifications of one transaction into one.
  PERFORM pg_notify('members_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_members_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_members_changed();
--> statement-breakpoint
CREATE TRIGGER users_members_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_members_changed();
--> statement-breakpoint
CREATE TRIGGER profiles_members_changed AFTER UPDATE OR DELETE OR TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_members_changed();
