CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"draft_kind" text NOT NULL,
	"draft_index" integer NOT NULL,
	"action" text NOT NULL,
	"vessel_id" uuid,
	"cargo_order_id" uuid,
	"published_by" text,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "publications_kind_check" CHECK ("publications"."draft_kind" in ('position', 'cargo') and "publications"."action" in ('created', 'updated')),
	CONSTRAINT "publications_listing_check" CHECK (("publications"."draft_kind" = 'position' or "publications"."vessel_id" is null) and ("publications"."draft_kind" = 'cargo' or "publications"."cargo_order_id" is null)),
	CONSTRAINT "publications_index_check" CHECK ("publications"."draft_index" >= 0)
);
--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_cargo_order_id_cargo_orders_id_fk" FOREIGN KEY ("cargo_order_id") REFERENCES "public"."cargo_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_published_by_profiles_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publications_import_idx" ON "publications" USING btree ("import_id","published_at");