CREATE TABLE "contract_documents" (
	"sha256" text PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"sealed" boolean NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_events" DROP CONSTRAINT "deal_events_event_check";--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_event_check" CHECK ("deal_events"."event" in ('enquire', 'offer', 'accept', 'decline', 'lapse_offer', 'lift_subject', 'fail_subject', 'lapse_subject', 'withdraw', 'cancel', 'contract_draft', 'contract_amend', 'contract_sign', 'contract_seal', 'contract_download'));