CREATE TABLE "vessel_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vessel_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stated_expires_on" date NOT NULL,
	"expires_on" date,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"reminders_sent" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "vessel_certificates_kind_check" CHECK ("vessel_certificates"."kind" in ('pi_entry', 'class', 'smc', 'issc', 'iopp', 'registry', 'clc', 'bunker', 'chemical_fitness', 'gas_fitness')),
	CONSTRAINT "vessel_certificates_status_check" CHECK ("vessel_certificates"."status" in ('pending', 'verified', 'rejected', 'superseded')),
	CONSTRAINT "vessel_certificates_verified_check" CHECK ("vessel_certificates"."status" <> 'verified' or ("vessel_certificates"."expires_on" is not null and "vessel_certificates"."reviewed_at" is not null)),
	CONSTRAINT "vessel_certificates_rejected_check" CHECK ("vessel_certificates"."status" <> 'rejected' or "vessel_certificates"."reject_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "certificates_lapsed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vessel_certificates" ADD CONSTRAINT "vessel_certificates_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_certificates" ADD CONSTRAINT "vessel_certificates_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_certificates" ADD CONSTRAINT "vessel_certificates_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vessel_certificates_one_verified_idx" ON "vessel_certificates" USING btree ("vessel_id","kind") WHERE "vessel_certificates"."status" = 'verified';--> statement-breakpoint
CREATE UNIQUE INDEX "vessel_certificates_one_pending_idx" ON "vessel_certificates" USING btree ("vessel_id","kind") WHERE "vessel_certificates"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "vessel_certificates_queue_idx" ON "vessel_certificates" USING btree ("uploaded_at") WHERE "vessel_certificates"."status" = 'pending';--> statement-breakpoint
-- The "Documents verified" mark that search results carry is read from this table: a review tells the processes
-- that keep market lists (matching's cache, migration 0055) that they are stale.
CREATE TRIGGER vessel_certificates_market_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vessel_certificates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_market_changed();
