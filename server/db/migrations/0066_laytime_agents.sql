CREATE TABLE "laytime_agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"call" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" text NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"accepted_by" text,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "laytime_agents_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "laytime_agents_call_check" CHECK ("laytime_agents"."call" in ('load', 'discharge')),
	CONSTRAINT "laytime_agents_accepted_check" CHECK (("laytime_agents"."accepted_by" is null) = ("laytime_agents"."accepted_at" is null))
);
--> statement-breakpoint
ALTER TABLE "laytime_agents" ADD CONSTRAINT "laytime_agents_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laytime_agents" ADD CONSTRAINT "laytime_agents_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laytime_agents" ADD CONSTRAINT "laytime_agents_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "laytime_agents_live_email" ON "laytime_agents" USING btree ("deal_id","call","email") WHERE "laytime_agents"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "laytime_agents_accepted_by_idx" ON "laytime_agents" USING btree ("accepted_by");