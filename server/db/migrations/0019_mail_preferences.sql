CREATE TABLE "mail_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"deals" text DEFAULT 'immediately' NOT NULL,
	"messages" text DEFAULT 'digest' NOT NULL,
	"digested_until" timestamp with time zone,
	CONSTRAINT "mail_preferences_deals_check" CHECK ("mail_preferences"."deals" in ('immediately', 'digest', 'off')),
	CONSTRAINT "mail_preferences_messages_check" CHECK ("mail_preferences"."messages" in ('immediately', 'digest', 'off'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "category" text DEFAULT 'account' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;