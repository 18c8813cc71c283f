CREATE TABLE "laytime_reopenings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"round" integer NOT NULL,
	"step" text NOT NULL,
	"party" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "laytime_reopenings_deal_seq" UNIQUE("deal_id","seq"),
	CONSTRAINT "laytime_reopenings_step_check" CHECK ("laytime_reopenings"."step" in ('proposed', 'accepted', 'withdrawn')),
	CONSTRAINT "laytime_reopenings_party_check" CHECK ("laytime_reopenings"."party" in ('owner', 'charterer')),
	CONSTRAINT "laytime_reopenings_reason_check" CHECK ("laytime_reopenings"."step" <> 'proposed' or length("laytime_reopenings"."reason") > 0),
	CONSTRAINT "laytime_reopenings_round_check" CHECK ("laytime_reopenings"."round" >= 1 and "laytime_reopenings"."seq" >= 1)
);
--> statement-breakpoint
ALTER TABLE "laytime_agreements" DROP CONSTRAINT "laytime_agreements_party_versions";--> statement-breakpoint
ALTER TABLE "laytime_agreements" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "laytime_reopenings" ADD CONSTRAINT "laytime_reopenings_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laytime_reopenings" ADD CONSTRAINT "laytime_reopenings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "laytime_reopenings_one_acceptance_idx" ON "laytime_reopenings" USING btree ("deal_id","round") WHERE "laytime_reopenings"."step" = 'accepted';--> statement-breakpoint
ALTER TABLE "laytime_agreements" ADD CONSTRAINT "laytime_agreements_party_round_versions" UNIQUE("deal_id","party","round","terms_version","load_facts_version","discharge_facts_version");--> statement-breakpoint
ALTER TABLE "laytime_agreements" ADD CONSTRAINT "laytime_agreements_round_check" CHECK ("laytime_agreements"."round" >= 1);--> statement-breakpoint
-- Steps of reopening an agreed laytime sheet only grow (#30, decision 038): who proposed, accepted or withdrew, and why.
CREATE TRIGGER laytime_reopenings_no_update_or_delete BEFORE UPDATE OR DELETE ON laytime_reopenings FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER laytime_reopenings_no_truncate BEFORE TRUNCATE ON laytime_reopenings FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
