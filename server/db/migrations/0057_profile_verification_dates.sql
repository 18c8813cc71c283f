ALTER TABLE "profiles" ADD COLUMN "verification_checked_on" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verification_expires_on" date;