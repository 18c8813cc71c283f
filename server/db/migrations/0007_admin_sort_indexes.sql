-- Every sortable column of the admin tables has an index ending in the id (the tie-breaker), so any page
-- of 1,000,000 rows, in either direction, is an index walk rather than a sort.
CREATE INDEX IF NOT EXISTS vessels_name_idx ON vessels (name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS vessels_length_idx ON vessels (length_m, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS vessels_capacity_idx ON vessels (capacity, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS vessels_build_year_idx ON vessels (build_year, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS vessels_status_idx ON vessels (status, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS vessels_type_id_idx ON vessels (type, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS vessels_created_id_idx ON vessels (created_at, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS charters_start_date_idx ON charters (start_date, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS charters_end_date_idx ON charters (end_date, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS charters_total_amount_idx ON charters (total_amount, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS charters_created_id_idx ON charters (created_at, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS charters_status_created_idx ON charters (status, created_at, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS payments_created_id_idx ON payments (created_at, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS payments_status_created_idx ON payments (status, created_at, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS payments_amount_idx ON payments (amount, id);
