CREATE TABLE "cargo_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"poster_id" text NOT NULL,
	"status" text NOT NULL,
	"commodity" text NOT NULL,
	"commodity_other" text DEFAULT '' NOT NULL,
	"stowage_factor" numeric(4, 2),
	"quantity_t" integer NOT NULL,
	"tolerance_pct" integer NOT NULL,
	"tolerance_option" text NOT NULL,
	"load_place" text NOT NULL,
	"discharge_place" text NOT NULL,
	"load_regions" text[] NOT NULL,
	"discharge_regions" text[] NOT NULL,
	"laycan_from" date NOT NULL,
	"laycan_to" date NOT NULL,
	"load_rate_tpd" integer NOT NULL,
	"load_terms" text NOT NULL,
	"discharge_rate_tpd" integer NOT NULL,
	"discharge_terms" text NOT NULL,
	"charter_type" text NOT NULL,
	"freight_basis" text NOT NULL,
	"freight_idea" bigint,
	"commission_pct" numeric(4, 2) NOT NULL,
	"gear_needed" boolean NOT NULL,
	"account_visibility" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cargo_orders_status_check" CHECK ("cargo_orders"."status" in ('open', 'withdrawn', 'fixed_elsewhere', 'lapsed', 'fixed')),
	CONSTRAINT "cargo_orders_quantity_check" CHECK ("cargo_orders"."quantity_t" between 1000 and 400000),
	CONSTRAINT "cargo_orders_tolerance_check" CHECK ("cargo_orders"."tolerance_pct" between 0 and 20),
	CONSTRAINT "cargo_orders_tolerance_option_check" CHECK ("cargo_orders"."tolerance_option" in ('MOLOO', 'MOLCHOPT')),
	CONSTRAINT "cargo_orders_laycan_check" CHECK ("cargo_orders"."laycan_to" >= "cargo_orders"."laycan_from" and "cargo_orders"."laycan_to" - "cargo_orders"."laycan_from" <= 60),
	CONSTRAINT "cargo_orders_rates_check" CHECK ("cargo_orders"."load_rate_tpd" between 100 and 200000 and "cargo_orders"."discharge_rate_tpd" between 100 and 200000),
	CONSTRAINT "cargo_orders_terms_check" CHECK ("cargo_orders"."load_terms" in ('SHINC', 'SHEX', 'SSHEX', 'FHINC', 'FHEX') and "cargo_orders"."discharge_terms" in ('SHINC', 'SHEX', 'SSHEX', 'FHINC', 'FHEX')),
	CONSTRAINT "cargo_orders_charter_type_check" CHECK ("cargo_orders"."charter_type" in ('voyage', 'tct')),
	CONSTRAINT "cargo_orders_freight_basis_check" CHECK ("cargo_orders"."freight_basis" in ('per_tonne', 'lump_sum', 'per_day', 'open')),
	CONSTRAINT "cargo_orders_freight_idea_check" CHECK (("cargo_orders"."freight_basis" = 'open') = ("cargo_orders"."freight_idea" is null) and coalesce("cargo_orders"."freight_idea", 1) between 1 and 10000000000),
	CONSTRAINT "cargo_orders_freight_charter_check" CHECK (("cargo_orders"."freight_basis" = 'per_day') <= ("cargo_orders"."charter_type" = 'tct') and ("cargo_orders"."charter_type" = 'tct') <= ("cargo_orders"."freight_basis" in ('per_day', 'open'))),
	CONSTRAINT "cargo_orders_commission_check" CHECK ("cargo_orders"."commission_pct" between 0 and 10),
	CONSTRAINT "cargo_orders_stowage_check" CHECK (coalesce("cargo_orders"."stowage_factor", 1) between 0.2 and 5 and ("cargo_orders"."commodity" <> 'other' or ("cargo_orders"."stowage_factor" is not null and length("cargo_orders"."commodity_other") >= 2))),
	CONSTRAINT "cargo_orders_visibility_check" CHECK ("cargo_orders"."account_visibility" in ('everyone', 'verified', 'ok_account'))
);
--> statement-breakpoint
ALTER TABLE "cargo_orders" ADD CONSTRAINT "cargo_orders_poster_id_users_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cargo_orders_open_newest_idx" ON "cargo_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "cargo_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "cargo_orders_status_laycan_idx" ON "cargo_orders" USING btree ("status","laycan_to");--> statement-breakpoint
CREATE INDEX "cargo_orders_commodity_idx" ON "cargo_orders" USING btree ("commodity","created_at" DESC NULLS LAST) WHERE "cargo_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "cargo_orders_load_place_idx" ON "cargo_orders" USING btree ("load_place");--> statement-breakpoint
CREATE INDEX "cargo_orders_load_regions_idx" ON "cargo_orders" USING gin ("load_regions") WHERE "cargo_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "cargo_orders_discharge_regions_idx" ON "cargo_orders" USING gin ("discharge_regions") WHERE "cargo_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "cargo_orders_poster_idx" ON "cargo_orders" USING btree ("poster_id","created_at");