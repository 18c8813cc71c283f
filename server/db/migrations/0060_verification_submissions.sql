CREATE TABLE "verification_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone NOT NULL,
	"expires_on" date,
	CONSTRAINT "verification_documents_kind_check" CHECK ("verification_documents"."kind" in ('incorporation', 'proof_of_address', 'signatory_id', 'ism_doc'))
);
--> statement-breakpoint
CREATE TABLE "verification_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"legal_name" text,
	"registration_number" text,
	"registration_country" text,
	"registered_address" text,
	"signatory_name" text,
	"signatory_role" text,
	"operates_ships" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_note" text,
	"checked_on" date,
	"expires_on" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_submissions_status_check" CHECK ("verification_submissions"."status" in ('draft', 'submitted', 'more_info_requested', 'approved', 'rejected')),
	CONSTRAINT "verification_submissions_approved_check" CHECK ("verification_submissions"."status" <> 'approved' or ("verification_submissions"."checked_on" is not null and "verification_submissions"."expires_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_submission_id_verification_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."verification_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_submissions" ADD CONSTRAINT "verification_submissions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_submissions" ADD CONSTRAINT "verification_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_documents_kind_idx" ON "verification_documents" USING btree ("submission_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_submissions_open_idx" ON "verification_submissions" USING btree ("profile_id") WHERE "verification_submissions"."status" in ('draft', 'submitted', 'more_info_requested');--> statement-breakpoint
CREATE INDEX "verification_submissions_queue_idx" ON "verification_submissions" USING btree ("status","submitted_at");