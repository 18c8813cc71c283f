CREATE TABLE "deal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deal_id" uuid NOT NULL,
	"event" text NOT NULL,
	"actor_id" text,
	"actor_role" text NOT NULL,
	"offer_id" uuid,
	"subject_id" uuid,
	"stage_after" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "deal_events_event_check" CHECK ("deal_events"."event" in ('enquire', 'offer', 'accept', 'decline', 'lapse_offer', 'lift_subject', 'fail_subject', 'lapse_subject', 'withdraw', 'cancel'))
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vessel_id" uuid NOT NULL,
	"charterer_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"charter_type" text NOT NULL,
	"stage" text NOT NULL,
	"versions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"fixed_at" timestamp with time zone,
	CONSTRAINT "deals_stage_check" CHECK ("deals"."stage" in ('enquiry', 'negotiating', 'on_subjects', 'fixed', 'failed', 'withdrawn', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"from_party" text NOT NULL,
	"kind" text NOT NULL,
	"terms" jsonb NOT NULL,
	"vessel_id" uuid NOT NULL,
	"laycan_from" date NOT NULL,
	"laycan_to" date NOT NULL,
	"reply_by" timestamp with time zone,
	"reply_zone" text DEFAULT 'UTC' NOT NULL,
	"status" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offers_kind_check" CHECK ("offers"."kind" in ('enquiry', 'indication', 'firm')),
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('live', 'superseded', 'accepted', 'declined', 'lapsed', 'withdrawn')),
	CONSTRAINT "offers_firm_deadline_check" CHECK ("offers"."kind" <> 'firm' or "offers"."reply_by" is not null)
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"party" text NOT NULL,
	"lift_by" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "subjects_status_check" CHECK ("subjects"."status" in ('open', 'lifted', 'failed', 'lapsed', 'void'))
);
--> statement-breakpoint
ALTER TABLE "charters" ADD COLUMN "deal_id" uuid;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_charterer_id_users_id_fk" FOREIGN KEY ("charterer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_events_deal_idx" ON "deal_events" USING btree ("deal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_events_one_lapse_idx" ON "deal_events" USING btree ("offer_id") WHERE "deal_events"."event" = 'lapse_offer';--> statement-breakpoint
CREATE UNIQUE INDEX "deal_events_one_subject_end_idx" ON "deal_events" USING btree ("subject_id") WHERE "deal_events"."event" in ('lift_subject', 'fail_subject', 'lapse_subject');--> statement-breakpoint
CREATE INDEX "deals_charterer_idx" ON "deals" USING btree ("charterer_id","updated_at");--> statement-breakpoint
CREATE INDEX "deals_owner_idx" ON "deals" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "deals_vessel_idx" ON "deals" USING btree ("vessel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_version_idx" ON "offers" USING btree ("deal_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_live_per_deal_idx" ON "offers" USING btree ("deal_id") WHERE "offers"."status" = 'live';--> statement-breakpoint
CREATE INDEX "subjects_offer_idx" ON "subjects" USING btree ("offer_id","position");--> statement-breakpoint
ALTER TABLE "charters" ADD CONSTRAINT "charters_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charters" ADD CONSTRAINT "charters_deal_id_unique" UNIQUE("deal_id");