CREATE TABLE "sanctions_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_name" text NOT NULL,
	"subject_imo" text,
	"list_id" text NOT NULL,
	"entry_ref" text NOT NULL,
	"entry" jsonb NOT NULL,
	"matched_on" text NOT NULL,
	"matched_name" text NOT NULL,
	"score" numeric(4, 3) NOT NULL,
	"occasion" text NOT NULL,
	"deal_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "sanctions_cases_status_check" CHECK ("sanctions_cases"."status" in ('open', 'cleared', 'confirmed')),
	CONSTRAINT "sanctions_cases_subject_check" CHECK ("sanctions_cases"."subject_type" in ('company', 'signatory', 'vessel')),
	CONSTRAINT "sanctions_cases_occasion_check" CHECK ("sanctions_cases"."occasion" in ('verification', 'deal_acceptance', 'list_update')),
	CONSTRAINT "sanctions_cases_decided_check" CHECK (("sanctions_cases"."status" = 'open') = ("sanctions_cases"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "sanctions_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" text NOT NULL,
	"ref" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imo" text,
	"programme" text,
	CONSTRAINT "sanctions_entries_kind_check" CHECK ("sanctions_entries"."kind" in ('person', 'entity', 'vessel', 'other'))
);
--> statement-breakpoint
CREATE TABLE "sanctions_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"version" text,
	"source_file" text NOT NULL,
	"entry_count" integer NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL,
	"loaded_by" text,
	CONSTRAINT "sanctions_lists_id_check" CHECK ("sanctions_lists"."id" in ('ofac-sdn', 'eu-consolidated', 'uk-consolidated'))
);
--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD CONSTRAINT "sanctions_entries_list_id_sanctions_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."sanctions_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sanctions_cases_one_per_match" ON "sanctions_cases" USING btree ("subject_type","subject_id","subject_name","list_id","entry_ref");--> statement-breakpoint
CREATE INDEX "sanctions_cases_subject_idx" ON "sanctions_cases" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "sanctions_cases_open_idx" ON "sanctions_cases" USING btree ("created_at") WHERE "sanctions_cases"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "sanctions_entries_ref_idx" ON "sanctions_entries" USING btree ("list_id","ref");--> statement-breakpoint
CREATE INDEX "sanctions_entries_imo_idx" ON "sanctions_entries" USING btree ("imo");--> statement-breakpoint
-- A screening case is evidence of what was found and what an admin decided: never removed, and once decided never
-- changed. The only change allowed is an open case's decision (status, who, when, why).
CREATE OR REPLACE FUNCTION refuse_sanctions_case_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'open' AND NEW.status IN ('cleared', 'confirmed')
     AND (to_jsonb(NEW) - ARRAY['status', 'decided_by', 'decided_at', 'decision_reason'])
       = (to_jsonb(OLD) - ARRAY['status', 'decided_by', 'decided_at', 'decision_reason']) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'sanctions_cases: a decided case is final and no case is removed (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sanctions_cases_decided_once BEFORE UPDATE OR DELETE ON sanctions_cases FOR EACH ROW EXECUTE FUNCTION refuse_sanctions_case_change();
--> statement-breakpoint
CREATE TRIGGER sanctions_cases_no_truncate BEFORE TRUNCATE ON sanctions_cases FOR EACH STATEMENT EXECUTE FUNCTION refuse_sanctions_case_change();
