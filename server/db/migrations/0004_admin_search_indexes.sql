-- Trigram indexes for the admin tables' case-insensitive "contains" search (ILIKE '%q%') at 100,000+ rows.
CREATE INDEX IF NOT EXISTS vessels_name_trgm_idx ON vessels USING gin (name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS charters_vessel_id_trgm_idx ON charters USING gin ((vessel_id::text) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS charters_status_idx ON charters (status);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS payments_charter_id_trgm_idx ON payments USING gin ((charter_id::text) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS payments_status_idx ON payments (status);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS profiles_company_name_trgm_idx ON profiles USING gin (company_name gin_trgm_ops);
