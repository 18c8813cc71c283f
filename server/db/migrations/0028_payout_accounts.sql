CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"applies_at" timestamp with time zone,
	"blocked_by" text,
	"block_reason" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_accounts_status_check" CHECK ("payout_accounts"."status" in ('awaiting_confirmation', 'pending', 'active', 'superseded', 'blocked', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_one_active" ON "payout_accounts" USING btree ("owner_id") WHERE "payout_accounts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_one_change" ON "payout_accounts" USING btree ("owner_id") WHERE "payout_accounts"."status" in ('awaiting_confirmation', 'pending');--> statement-breakpoint
CREATE INDEX "payout_accounts_pending_idx" ON "payout_accounts" USING btree ("status","applies_at");--> statement-breakpoint
-- A version of payout bank details never changes its account (a change is a new row) and is never deleted: only its
-- status, its confirmation, when it applies and who blocked it move.
CREATE OR REPLACE FUNCTION guard_payout_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'payout bank details are kept: DELETE is not allowed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.owner_id, NEW.holder_name, NEW.iban, NEW.bic, NEW.created_at) IS DISTINCT FROM (OLD.owner_id, OLD.holder_name, OLD.iban, OLD.bic, OLD.created_at) THEN
    RAISE EXCEPTION 'payout bank details never change: a change is a new version' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payout_accounts_guard BEFORE UPDATE OR DELETE ON payout_accounts FOR EACH ROW EXECUTE FUNCTION guard_payout_account();
--> statement-breakpoint
CREATE TRIGGER payout_accounts_no_truncate BEFORE TRUNCATE ON payout_accounts FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
