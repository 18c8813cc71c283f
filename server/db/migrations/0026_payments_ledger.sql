-- Payments become the instalments of a sealed charter party's schedule, their money kept in the ledger below.
-- Rows written before this migration were demo placeholders (invented card-payment ids that no provider ever saw):
-- no money stands behind them, so they go rather than be dressed up as instalments.
DELETE FROM "payments";--> statement-breakpoint
CREATE TABLE "payment_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"checkout_url" text,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"pending_transfer_id" uuid NOT NULL,
	"started_by" text,
	"ip" text,
	"user_agent" text,
	"evidence_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_charges_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "payment_charges_key" UNIQUE("payment_id","idempotency_key"),
	CONSTRAINT "payment_charges_status_check" CHECK ("payment_charges"."status" in ('pending', 'requires_action', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"actor_role" text NOT NULL,
	"amount" bigint,
	"reason" text,
	"ip" text,
	"user_agent" text,
	"evidence_hash" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_events_kind_check" CHECK ("payment_events"."kind" in ('schedule', 'charge_start', 'charge_action', 'charge_succeed', 'charge_fail', 'owner_done', 'charterer_confirm', 'release', 'claim', 'admin_hold', 'refund', 'settle', 'retry'))
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_webhook_events_once" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "simulated_charges" (
	"ref" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card" text,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"metadata" jsonb NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "simulated_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "simulated_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"deal_id" uuid,
	"currency" text NOT NULL,
	"must_not_go_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_one_per_kind" UNIQUE NULLS NOT DISTINCT("kind","deal_id","currency"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('charterer', 'escrow', 'owner_payable', 'refunds', 'provider_fees', 'operating'))
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"pending_id" uuid,
	"memo" text NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transfers_key_unique" UNIQUE("key"),
	CONSTRAINT "ledger_transfers_amount_check" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_status_check" CHECK ("ledger_transfers"."status" in ('pending', 'posted', 'voided')),
	CONSTRAINT "ledger_transfers_resolution_check" CHECK (("ledger_transfers"."status" = 'voided') <= ("ledger_transfers"."pending_id" is not null) and ("ledger_transfers"."status" = 'pending') <= ("ledger_transfers"."pending_id" is null))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "provider_intent_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'scheduled';--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deal_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "seq" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "label" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "due_on" date NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "release_rule" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "released_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "owner_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charterer_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "auto_release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_refunds" ADD CONSTRAINT "simulated_refunds_ref_simulated_charges_ref_fk" FOREIGN KEY ("ref") REFERENCES "public"."simulated_charges"("ref") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_resolved_once" ON "ledger_transfers" USING btree ("pending_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_payment_idx" ON "ledger_transfers" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charters" DROP COLUMN "payment_status";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_deal_seq" UNIQUE("deal_id","seq");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_out_of_escrow_check" CHECK ("payments"."released_amount" >= 0 and "payments"."refunded_amount" >= 0 and "payments"."released_amount" + "payments"."refunded_amount" <= "payments"."amount");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('hire', 'freight', 'freight_balance', 'demurrage'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_release_rule_check" CHECK ("payments"."release_rule" in ('delivery', 'loading', 'period_start', 'completion'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('scheduled', 'pending', 'failed', 'held', 'on_hold', 'released', 'refunded', 'settled'));