CREATE TABLE "payout_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payout_account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" text,
	"clear_reason" text,
	CONSTRAINT "payout_flags_kind_check" CHECK ("payout_flags"."kind" in ('shared_iban', 'payee_changed', 'country_changed'))
);
--> statement-breakpoint
ALTER TABLE "payout_flags" ADD CONSTRAINT "payout_flags_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_flags" ADD CONSTRAINT "payout_flags_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_flags_one_open" ON "payout_flags" USING btree ("payout_account_id","kind") WHERE "payout_flags"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "payout_flags_open_idx" ON "payout_flags" USING btree ("created_at") WHERE "payout_flags"."cleared_at" is null;