CREATE TABLE "import_addresses" (
	"company_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "import_addresses_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "import_addresses" ADD CONSTRAINT "import_addresses_company_id_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;