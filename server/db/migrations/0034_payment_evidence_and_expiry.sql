CREATE TABLE "payment_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"document" text NOT NULL,
	"stated_at" timestamp with time zone NOT NULL,
	"quantity_t" integer,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_evidence_document_check" CHECK ("payment_evidence"."document" in ('bill_of_lading', 'delivery_certificate', 'notice_of_readiness')),
	CONSTRAINT "payment_evidence_quantity_check" CHECK ("payment_evidence"."quantity_t" is null or "payment_evidence"."quantity_t" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_charges" DROP CONSTRAINT "payment_charges_status_check";--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_kind_check";--> statement-breakpoint
ALTER TABLE "payment_evidence" ADD CONSTRAINT "payment_evidence_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_evidence" ADD CONSTRAINT "payment_evidence_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_evidence_payment_idx" ON "payment_evidence" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_status_check" CHECK ("payment_charges"."status" in ('pending', 'requires_action', 'succeeded', 'failed', 'expired'));--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_kind_check" CHECK ("payment_events"."kind" in ('schedule', 'charge_start', 'charge_action', 'charge_succeed', 'charge_fail', 'owner_done', 'charterer_confirm', 'release', 'claim', 'admin_hold', 'refund', 'settle', 'retry', 'charge_expire'));