-- Availability: "is any pending, confirmed or active charter of this vessel overlapping these dates?"
-- is one probe of this GiST index per vessel (btree_gist lets vessel_id share the index with the date range).
CREATE INDEX IF NOT EXISTS charters_booked_range_idx ON charters
  USING gist (vessel_id, daterange(start_date, end_date, '[]'))
  WHERE status IN ('pending', 'confirmed', 'active');
--> statement-breakpoint
-- A ship cannot be fixed twice for the same days: overlapping confirmed or active charters are impossible.
ALTER TABLE charters ADD CONSTRAINT charters_no_double_booking
  EXCLUDE USING gist (vessel_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
  WHERE (status IN ('confirmed', 'active'));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS vessels_name_lower_idx ON vessels (lower(name));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS vessels_deadweight_idx ON vessels (deadweight_t);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS vessels_rate_idx ON vessels (rate_per_day);
