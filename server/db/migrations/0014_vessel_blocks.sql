CREATE TABLE "vessel_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vessel_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vessel_blocks_dates_check" CHECK ("vessel_blocks"."end_date" >= "vessel_blocks"."start_date"),
	CONSTRAINT "vessel_blocks_reason_check" CHECK ("vessel_blocks"."reason" in ('drydock', 'maintenance', 'fixed_elsewhere'))
);
--> statement-breakpoint
ALTER TABLE "vessel_blocks" ADD CONSTRAINT "vessel_blocks_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vessel_blocks_vessel_idx" ON "vessel_blocks" USING btree ("vessel_id","start_date");