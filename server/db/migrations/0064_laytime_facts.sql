CREATE TABLE "laytime_terms_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"party" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "laytime_terms_versions_deal_version" UNIQUE("deal_id","version"),
	CONSTRAINT "laytime_terms_versions_version_check" CHECK ("laytime_terms_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "statement_of_facts_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"entry" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"author_id" text NOT NULL,
	"party" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_of_facts_comments_kind_check" CHECK ("statement_of_facts_comments"."kind" in ('comment', 'dispute'))
);
--> statement-breakpoint
CREATE TABLE "statement_of_facts_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"call" text NOT NULL,
	"version" integer NOT NULL,
	"time_zone" text NOT NULL,
	"facts" jsonb NOT NULL,
	"recorded_by" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_of_facts_versions_call_version" UNIQUE("deal_id","call","version"),
	CONSTRAINT "statement_of_facts_versions_call_check" CHECK ("statement_of_facts_versions"."call" in ('load', 'discharge')),
	CONSTRAINT "statement_of_facts_versions_version_check" CHECK ("statement_of_facts_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "laytime_terms_versions" ADD CONSTRAINT "laytime_terms_versions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laytime_terms_versions" ADD CONSTRAINT "laytime_terms_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_of_facts_comments" ADD CONSTRAINT "statement_of_facts_comments_version_id_statement_of_facts_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."statement_of_facts_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_of_facts_comments" ADD CONSTRAINT "statement_of_facts_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_of_facts_versions" ADD CONSTRAINT "statement_of_facts_versions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_of_facts_versions" ADD CONSTRAINT "statement_of_facts_versions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_of_facts_comments_version_idx" ON "statement_of_facts_comments" USING btree ("version_id","at");--> statement-breakpoint
-- Laytime terms, statements of facts and their comments only grow (#30): what either side saw cannot be rewritten.
CREATE TRIGGER laytime_terms_versions_no_update_or_delete BEFORE UPDATE OR DELETE ON laytime_terms_versions FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER laytime_terms_versions_no_truncate BEFORE TRUNCATE ON laytime_terms_versions FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER statement_of_facts_versions_no_update_or_delete BEFORE UPDATE OR DELETE ON statement_of_facts_versions FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER statement_of_facts_versions_no_truncate BEFORE TRUNCATE ON statement_of_facts_versions FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER statement_of_facts_comments_no_update_or_delete BEFORE UPDATE OR DELETE ON statement_of_facts_comments FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER statement_of_facts_comments_no_truncate BEFORE TRUNCATE ON statement_of_facts_comments FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
