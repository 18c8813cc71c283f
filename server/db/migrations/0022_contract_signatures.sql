CREATE TABLE "contract_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"version_hash" text NOT NULL,
	"party" text NOT NULL,
	"user_id" text NOT NULL,
	"signer_name" text NOT NULL,
	"company" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"consent_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_events" DROP CONSTRAINT "deal_events_event_check";--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signatures_once_idx" ON "contract_signatures" USING btree ("contract_id","version","party");--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_event_check" CHECK ("deal_events"."event" in ('enquire', 'offer', 'accept', 'decline', 'lapse_offer', 'lift_subject', 'fail_subject', 'lapse_subject', 'withdraw', 'cancel', 'contract_draft', 'contract_amend', 'contract_sign', 'contract_seal'));