ALTER TABLE "hire_redeliveries" ADD COLUMN "certificate_name" text;--> statement-breakpoint
ALTER TABLE "hire_redeliveries" ADD COLUMN "certificate_content_type" text;--> statement-breakpoint
ALTER TABLE "hire_redeliveries" ADD COLUMN "certificate_size" integer;--> statement-breakpoint
ALTER TABLE "hire_redeliveries" ADD COLUMN "certificate_sha256" text;--> statement-breakpoint
ALTER TABLE "hire_redeliveries" ADD COLUMN "certificate_key" text;--> statement-breakpoint
ALTER TABLE "hire_redeliveries" ADD CONSTRAINT "hire_redeliveries_certificate_check" CHECK (num_nulls("hire_redeliveries"."certificate_name", "hire_redeliveries"."certificate_content_type", "hire_redeliveries"."certificate_size", "hire_redeliveries"."certificate_sha256", "hire_redeliveries"."certificate_key") in (0, 5));