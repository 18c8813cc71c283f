CREATE TABLE "ports" (
	"locode" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"country_name" text NOT NULL,
	"lat" real NOT NULL,
	"lon" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vessel_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vessel_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "imo" text;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "mmsi" text;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "call_sign" text;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "beam_m" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "draught_m" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "deadweight_t" integer;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "class_society" text;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "pi_club" text;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "pi_expiry" date;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "open_port" text;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "open_date" date;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "charter_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "rate_per_day" bigint;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "rate_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vessel_photos" ADD CONSTRAINT "vessel_photos_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ports_country_idx" ON "ports" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "vessel_photos_vessel_idx" ON "vessel_photos" USING btree ("vessel_id","position");--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_open_port_ports_locode_fk" FOREIGN KEY ("open_port") REFERENCES "public"."ports"("locode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vessels_open_port_idx" ON "vessels" USING btree ("open_port");--> statement-breakpoint
CREATE INDEX "vessels_type_created_idx" ON "vessels" USING btree ("type","created_at");--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_imo_unique" UNIQUE("imo");--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_imo_check" CHECK ("vessels"."imo" ~ '^[0-9]{7}$');--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_dims_check" CHECK (coalesce("vessels"."beam_m", 1) > 0 and coalesce("vessels"."draught_m", 1) > 0 and coalesce("vessels"."deadweight_t", 1) > 0);--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_rate_check" CHECK (coalesce("vessels"."rate_per_day", 1) > 0);