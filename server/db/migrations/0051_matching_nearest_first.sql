-- Where a ship is open and where a cargo order loads, kept by triggers as a point on the unit sphere (a 3-D cube), each
-- with a GiST index: matching lists its candidates nearest first by walking the index (k-nearest-neighbour) and stops
-- at the hundredth that passes the filters, instead of measuring every ship of the type and size against the load port
-- and sorting them all (#27, bench:matching). The straight-line distance between two such points grows with the
-- great-circle distance, so the order is the great circle's, across the date line too. A region stands at its
-- reference port (common/ports/regions.ts; the CASE below is checked against it by nearest-first.test.ts).
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE FUNCTION place_on_globe(place text) RETURNS cube LANGUAGE sql STABLE AS $$
  SELECT cube(array[cos(radians(lat)) * cos(radians(lon)), cos(radians(lat)) * sin(radians(lon)), sin(radians(lat))])
    FROM ports WHERE locode = CASE place
    WHEN 'CJK' THEN 'CNTAO'
    WHEN 'SEA' THEN 'SGSIN'
    WHEN 'NOPAC' THEN 'CAVAN'
    WHEN 'ECAUS' THEN 'AUNTL'
    WHEN 'WCAUS' THEN 'AUPHE'
    WHEN 'PG' THEN 'AEJEA'
    WHEN 'RSEA' THEN 'SAJED'
    WHEN 'WCI' THEN 'INMUN'
    WHEN 'ECI' THEN 'INVTZ'
    WHEN 'SAF' THEN 'ZARCB'
    WHEN 'WAF' THEN 'NGLOS'
    WHEN 'MED' THEN 'MTMAR'
    WHEN 'BSEA' THEN 'ROCND'
    WHEN 'CONT' THEN 'NLRTM'
    WHEN 'BALTIC' THEN 'PLGDN'
    WHEN 'SKAW-PASSERO' THEN 'FRLEH'
    WHEN 'SKAW-GIB' THEN 'FRLEH'
    WHEN 'USG' THEN 'USMSY'
    WHEN 'USEC' THEN 'USBAL'
    WHEN 'ECSA' THEN 'BRSSZ'
    WHEN 'NCSA' THEN 'COCTG'
    WHEN 'WCSA' THEN 'PECLL'
    ELSE place END
$$;
--> statement-breakpoint
ALTER TABLE vessels ADD COLUMN open_at cube;
--> statement-breakpoint
ALTER TABLE cargo_orders ADD COLUMN load_at cube;
--> statement-breakpoint
CREATE FUNCTION vessels_open_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.open_at := place_on_globe(coalesce(NEW.open_port, NEW.open_region));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER vessels_open_at BEFORE INSERT OR UPDATE OF open_port, open_region ON vessels
  FOR EACH ROW EXECUTE FUNCTION vessels_open_at();
--> statement-breakpoint
CREATE FUNCTION cargo_orders_load_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.load_at := place_on_globe(NEW.load_place);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER cargo_orders_load_at BEFORE INSERT OR UPDATE OF load_place ON cargo_orders
  FOR EACH ROW EXECUTE FUNCTION cargo_orders_load_at();
--> statement-breakpoint
-- A port whose coordinates are corrected (server/db/data/ports.csv, loaded at start) moves the points placed by it.
CREATE FUNCTION ports_move_points() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vessels SET open_at = place_on_globe(coalesce(open_port, open_region))
   WHERE open_port = NEW.locode OR (open_region IS NOT NULL AND open_at IS DISTINCT FROM place_on_globe(open_region));
  UPDATE cargo_orders SET load_at = place_on_globe(load_place)
   WHERE load_place = NEW.locode OR load_at IS DISTINCT FROM place_on_globe(load_place);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ports_move_points AFTER UPDATE OF lat, lon ON ports
  FOR EACH ROW WHEN (OLD.lat IS DISTINCT FROM NEW.lat OR OLD.lon IS DISTINCT FROM NEW.lon)
  EXECUTE FUNCTION ports_move_points();
--> statement-breakpoint
UPDATE vessels SET open_at = place_on_globe(coalesce(open_port, open_region)) WHERE coalesce(open_port, open_region) IS NOT NULL;
--> statement-breakpoint
UPDATE cargo_orders SET load_at = place_on_globe(load_place);
--> statement-breakpoint
-- One index per kind of ship a cargo asks for (common/cargoes/commodities.ts: holds or tanks, candidates.ts
-- shipTypesFor), the deadweight first (btree_gist): the walk outward skips ships too small or too big in the index
-- itself, without reading them.
CREATE INDEX vessels_holds_open_at_idx ON vessels USING gist (deadweight_t, open_at)
  WHERE open_date IS NOT NULL AND type IN ('bulkCarrier', 'general');
--> statement-breakpoint
CREATE INDEX vessels_tanks_open_at_idx ON vessels USING gist (deadweight_t, open_at)
  WHERE open_date IS NOT NULL AND type = 'tanker';
--> statement-breakpoint
CREATE INDEX cargo_orders_load_at_idx ON cargo_orders USING gist (load_at) WHERE status = 'open';
