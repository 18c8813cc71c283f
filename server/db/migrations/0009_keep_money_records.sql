ALTER TABLE "vessels" DROP CONSTRAINT "vessels_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "charters" DROP CONSTRAINT "charters_vessel_id_vessels_id_fk";
--> statement-breakpoint
ALTER TABLE "charters" DROP CONSTRAINT "charters_charterer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "charters" DROP CONSTRAINT "charters_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_charter_id_charters_id_fk";
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "status_before_suspension" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charters" ADD CONSTRAINT "charters_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charters" ADD CONSTRAINT "charters_charterer_id_users_id_fk" FOREIGN KEY ("charterer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charters" ADD CONSTRAINT "charters_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_charter_id_charters_id_fk" FOREIGN KEY ("charter_id") REFERENCES "public"."charters"("id") ON DELETE restrict ON UPDATE no action;