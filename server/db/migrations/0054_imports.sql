CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"submitted_by" text,
	"source" text NOT NULL,
	"file_name" text,
	"mail_from" text,
	"subject" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"raw" "bytea" NOT NULL,
	"status" text NOT NULL,
	"kind" text,
	"error" text,
	"reading" jsonb,
	"received_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "imports_source_check" CHECK ("imports"."source" in ('paste', 'upload', 'email')),
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('received', 'read', 'nothing', 'failed')),
	CONSTRAINT "imports_kind_check" CHECK ("imports"."kind" is null or "imports"."kind" in ('positions', 'cargoes', 'mixed', 'none')),
	CONSTRAINT "imports_raw_size_check" CHECK (octet_length("imports"."raw") <= 10485760),
	CONSTRAINT "imports_submitter_check" CHECK ("imports"."source" <> 'email' or "imports"."submitted_by" is null),
	CONSTRAINT "imports_state_check" CHECK (case "imports"."status"
        when 'received' then "imports"."reading" is null and "imports"."read_at" is null
        when 'failed' then "imports"."reading" is null and "imports"."error" is not null and "imports"."read_at" is not null
        else "imports"."reading" is not null and "imports"."kind" is not null and "imports"."read_at" is not null end)
);
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_company_id_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_submitted_by_profiles_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_company_received_idx" ON "imports" USING btree ("company_id","received_at" DESC NULLS LAST);