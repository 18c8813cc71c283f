ALTER TABLE "notifications" ADD COLUMN "link_path" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link_label" text;