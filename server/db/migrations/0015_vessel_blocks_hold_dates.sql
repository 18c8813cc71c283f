-- An owner's blocked dates are off the market like held ones: the search's "free between" reads them too.
CREATE OR REPLACE FUNCTION refresh_vessel_booked(v uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM vessels WHERE id = v FOR UPDATE;
  UPDATE vessels
     SET booked = coalesce(
       (SELECT range_agg(r) FROM (
          SELECT daterange(start_date, end_date, '[]') AS r FROM charters WHERE vessel_id = v AND status IN ('pending', 'confirmed', 'active')
          UNION ALL
          SELECT daterange(start_date, end_date, '[]') FROM vessel_blocks WHERE vessel_id = v) held),
       '{}'::datemultirange)
   WHERE id = v;
END $$;
--> statement-breakpoint
CREATE FUNCTION vessel_blocks_refresh_booked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM refresh_vessel_booked(OLD.vessel_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM refresh_vessel_booked(NEW.vessel_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vessel_blocks_booked_ranges AFTER INSERT OR DELETE OR UPDATE ON vessel_blocks
  FOR EACH ROW EXECUTE FUNCTION vessel_blocks_refresh_booked();
