CREATE TABLE "hire_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"party" text NOT NULL,
	"facts_version" integer NOT NULL,
	"off_hires_version" integer NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint NOT NULL,
	"payments" jsonb NOT NULL,
	"agreed_by" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "hire_agreements_party_versions" UNIQUE("deal_id","party","facts_version","off_hires_version","balance"),
	CONSTRAINT "hire_agreements_party_check" CHECK ("hire_agreements"."party" in ('owner', 'charterer')),
	CONSTRAINT "hire_agreements_versions_check" CHECK ("hire_agreements"."facts_version" >= 1 and "hire_agreements"."off_hires_version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hire_facts_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"facts" jsonb NOT NULL,
	"recorded_by" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "hire_facts_versions_deal_version" UNIQUE("deal_id","version"),
	CONSTRAINT "hire_facts_versions_version_check" CHECK ("hire_facts_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "hire_off_hire_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"off_hire_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"comment" text NOT NULL,
	"answered_by" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "hire_off_hire_answers_answer_check" CHECK ("hire_off_hire_answers"."answer" in ('accepted', 'disputed'))
);
--> statement-breakpoint
CREATE TABLE "hire_off_hires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"bunkers_consumed" jsonb NOT NULL,
	"recorded_by" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "hire_off_hires_deal_number" UNIQUE("deal_id","number"),
	CONSTRAINT "hire_off_hires_number_check" CHECK ("hire_off_hires"."number" >= 1),
	CONSTRAINT "hire_off_hires_order_check" CHECK ("hire_off_hires"."to_at" > "hire_off_hires"."from_at")
);
--> statement-breakpoint
ALTER TABLE "hire_agreements" ADD CONSTRAINT "hire_agreements_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_agreements" ADD CONSTRAINT "hire_agreements_agreed_by_users_id_fk" FOREIGN KEY ("agreed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_facts_versions" ADD CONSTRAINT "hire_facts_versions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_facts_versions" ADD CONSTRAINT "hire_facts_versions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_off_hire_answers" ADD CONSTRAINT "hire_off_hire_answers_off_hire_id_hire_off_hires_id_fk" FOREIGN KEY ("off_hire_id") REFERENCES "public"."hire_off_hires"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_off_hire_answers" ADD CONSTRAINT "hire_off_hire_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_off_hires" ADD CONSTRAINT "hire_off_hires_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_off_hires" ADD CONSTRAINT "hire_off_hires_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hire_off_hire_answers_off_hire_idx" ON "hire_off_hire_answers" USING btree ("off_hire_id","at");--> statement-breakpoint
-- Hire statements' facts, off-hires, answers and agreements only grow (#30): what either side saw cannot be rewritten.
CREATE TRIGGER hire_facts_versions_no_update_or_delete BEFORE UPDATE OR DELETE ON hire_facts_versions FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER hire_facts_versions_no_truncate BEFORE TRUNCATE ON hire_facts_versions FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER hire_off_hires_no_update_or_delete BEFORE UPDATE OR DELETE ON hire_off_hires FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER hire_off_hires_no_truncate BEFORE TRUNCATE ON hire_off_hires FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER hire_off_hire_answers_no_update_or_delete BEFORE UPDATE OR DELETE ON hire_off_hire_answers FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER hire_off_hire_answers_no_truncate BEFORE TRUNCATE ON hire_off_hire_answers FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER hire_agreements_no_update_or_delete BEFORE UPDATE OR DELETE ON hire_agreements FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER hire_agreements_no_truncate BEFORE TRUNCATE ON hire_agreements FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
