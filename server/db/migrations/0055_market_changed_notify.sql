-- Ranked match lists are kept in each server process until the market they were weighed from changes
-- (server/modules/matching/list-cache.ts). Every statement that writes the tables a list is read from tells every
-- process so, on the channel market_changed, delivered when its transaction commits: ships and their holds
-- (vessels.booked is kept by triggers on charters, deals and blocks, so those land here too), cargo orders, the
-- members' standing (verified, suspended, company name) and the ports (where a ship is open, where an order loads).
CREATE FUNCTION notify_market_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One payload per table: PostgreSQL folds identical notifications of one transaction into one.
  PERFORM pg_notify('market_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vessels_market_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vessels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_market_changed();
--> statement-breakpoint
CREATE TRIGGER cargo_orders_market_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cargo_orders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_market_changed();
--> statement-breakpoint
CREATE TRIGGER profiles_market_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_market_changed();
--> statement-breakpoint
CREATE TRIGGER ports_market_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ports
  FOR EACH STATEMENT EXECUTE FUNCTION notify_market_changed();
