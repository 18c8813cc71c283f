CREATE TABLE "payment_receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"charge_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"applied" bigint NOT NULL,
	"excess" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_receipts_once" UNIQUE("charge_id","provider_event_id"),
	CONSTRAINT "payment_receipts_amounts_check" CHECK ("payment_receipts"."amount" > 0 and "payment_receipts"."applied" >= 0 and "payment_receipts"."excess" >= 0 and "payment_receipts"."applied" + "payment_receipts"."excess" = "payment_receipts"."amount")
);
--> statement-breakpoint
CREATE TABLE "simulated_bank_receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_kind_check";--> statement-breakpoint
ALTER TABLE "payment_charges" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD COLUMN "instructions" jsonb;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD COLUMN "amount_received" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD COLUMN "amount_excess" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_charges" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_charges" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "simulated_charges" ADD COLUMN "received" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_charges" ADD COLUMN "excess" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_charge_id_payment_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."payment_charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_charges" ADD CONSTRAINT "simulated_charges_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "simulated_bank_receipts" ADD CONSTRAINT "simulated_bank_receipts_reference_simulated_charges_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."simulated_charges"("reference") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_receipts_payment_idx" ON "payment_receipts" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_method_check" CHECK ("payment_charges"."method" in ('card', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_received_check" CHECK ("payment_charges"."amount_received" >= 0 and "payment_charges"."amount_received" <= "payment_charges"."amount" and "payment_charges"."amount_excess" >= 0);--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_kind_check" CHECK ("payment_events"."kind" in ('schedule', 'charge_start', 'charge_action', 'charge_succeed', 'charge_fail', 'owner_done', 'charterer_confirm', 'release', 'claim', 'admin_hold', 'refund', 'settle', 'retry', 'charge_expire', 'funds_received'));