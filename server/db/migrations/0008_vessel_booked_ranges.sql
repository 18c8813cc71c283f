-- Each vessel carries the dates held by its pending, confirmed and active charters as one multirange,
-- kept by a trigger on charters. "Free between two dates" is then a check on the vessel row itself,
-- instead of one index probe into 1,000,000 charters for every candidate vessel.
ALTER TABLE vessels ADD COLUMN booked datemultirange NOT NULL DEFAULT '{}';
--> statement-breakpoint
CREATE FUNCTION refresh_vessel_booked(v uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Lock the vessel first: the next statement then sees every charter committed before the lock,
  -- so two transactions booking the same ship cannot overwrite each other's dates.
  PERFORM 1 FROM vessels WHERE id = v FOR UPDATE;
  UPDATE vessels
     SET booked = coalesce(
       (SELECT range_agg(daterange(start_date, end_date, '[]')) FROM charters
         WHERE vessel_id = v AND status IN ('pending', 'confirmed', 'active')),
       '{}'::datemultirange)
   WHERE id = v;
END $$;
--> statement-breakpoint
CREATE FUNCTION charters_refresh_booked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM refresh_vessel_booked(OLD.vessel_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.vessel_id <> OLD.vessel_id) THEN PERFORM refresh_vessel_booked(NEW.vessel_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER charters_booked_ranges
  AFTER INSERT OR DELETE OR UPDATE OF vessel_id, start_date, end_date, status ON charters
  FOR EACH ROW EXECUTE FUNCTION charters_refresh_booked();
--> statement-breakpoint
UPDATE vessels v SET booked = coalesce(
  (SELECT range_agg(daterange(c.start_date, c.end_date, '[]')) FROM charters c
    WHERE c.vessel_id = v.id AND c.status IN ('pending', 'confirmed', 'active')),
  '{}'::datemultirange);
