CREATE TABLE "contract_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sealed_at" timestamp with time zone,
	"sealed_version" integer,
	CONSTRAINT "contracts_deal_id_unique" UNIQUE("deal_id")
);
--> statement-breakpoint
ALTER TABLE "deal_events" DROP CONSTRAINT "deal_events_event_check";--> statement-breakpoint
ALTER TABLE "deal_events" ADD COLUMN "contract_version" integer;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_versions_number_idx" ON "contract_versions" USING btree ("contract_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_versions_hash_idx" ON "contract_versions" USING btree ("hash");--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_event_check" CHECK ("deal_events"."event" in ('enquire', 'offer', 'accept', 'decline', 'lapse_offer', 'lift_subject', 'fail_subject', 'lapse_subject', 'withdraw', 'cancel', 'contract_draft', 'contract_amend'));