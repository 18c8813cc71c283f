CREATE TABLE "laytime_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"party" text NOT NULL,
	"terms_version" integer NOT NULL,
	"load_facts_version" integer NOT NULL,
	"discharge_facts_version" integer NOT NULL,
	"currency" text NOT NULL,
	"demurrage" bigint NOT NULL,
	"despatch" bigint NOT NULL,
	"agreed_by" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "laytime_agreements_party_versions" UNIQUE("deal_id","party","terms_version","load_facts_version","discharge_facts_version"),
	CONSTRAINT "laytime_agreements_party_check" CHECK ("laytime_agreements"."party" in ('owner', 'charterer')),
	CONSTRAINT "laytime_agreements_versions_check" CHECK ("laytime_agreements"."terms_version" >= 0 and "laytime_agreements"."load_facts_version" >= 1 and "laytime_agreements"."discharge_facts_version" >= 1),
	CONSTRAINT "laytime_agreements_result_check" CHECK ("laytime_agreements"."demurrage" >= 0 and "laytime_agreements"."despatch" >= 0)
);
--> statement-breakpoint
ALTER TABLE "laytime_agreements" ADD CONSTRAINT "laytime_agreements_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laytime_agreements" ADD CONSTRAINT "laytime_agreements_agreed_by_users_id_fk" FOREIGN KEY ("agreed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Agreements of the laytime sheet only grow (#30): who agreed which versions, and when, cannot be rewritten.
CREATE TRIGGER laytime_agreements_no_update_or_delete BEFORE UPDATE OR DELETE ON laytime_agreements FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER laytime_agreements_no_truncate BEFORE TRUNCATE ON laytime_agreements FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
