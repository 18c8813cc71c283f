CREATE TABLE "hire_redeliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"redelivered_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"hire_per_day" bigint NOT NULL,
	"period_days" integer NOT NULL,
	"tolerance_days" integer NOT NULL,
	"statement" jsonb NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"owed_by_owner" bigint DEFAULT 0 NOT NULL,
	"balance_payment_id" uuid,
	"recorded_by" text,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "hire_redeliveries_one_per_deal" UNIQUE("deal_id"),
	CONSTRAINT "hire_redeliveries_after_delivery_check" CHECK ("hire_redeliveries"."redelivered_at" > "hire_redeliveries"."delivered_at"),
	CONSTRAINT "hire_redeliveries_amounts_check" CHECK ("hire_redeliveries"."refunded" >= 0 and "hire_redeliveries"."owed_by_owner" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_kind_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_check";--> statement-breakpoint
ALTER TABLE "hire_redeliveries" ADD CONSTRAINT "hire_redeliveries_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_redeliveries" ADD CONSTRAINT "hire_redeliveries_balance_payment_id_payments_id_fk" FOREIGN KEY ("balance_payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_redeliveries" ADD CONSTRAINT "hire_redeliveries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_kind_check" CHECK ("payment_events"."kind" in ('schedule', 'charge_start', 'charge_action', 'charge_succeed', 'charge_fail', 'owner_done', 'charterer_confirm', 'release', 'claim', 'admin_hold', 'refund', 'settle', 'retry', 'charge_expire', 'funds_received', 'cancel'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('scheduled', 'pending', 'failed', 'held', 'on_hold', 'released', 'refunded', 'settled', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('hire', 'freight', 'freight_balance', 'demurrage', 'hire_balance'));--> statement-breakpoint
-- A redelivery and its final hire statement only grow (#25): what was settled at redelivery cannot be rewritten.
CREATE TRIGGER hire_redeliveries_no_update_or_delete BEFORE UPDATE OR DELETE ON hire_redeliveries FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER hire_redeliveries_no_truncate BEFORE TRUNCATE ON hire_redeliveries FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
