ALTER TABLE "payment_charges" ADD COLUMN "provider_customer" text;--> statement-breakpoint
CREATE INDEX "payment_charges_provider_customer_idx" ON "payment_charges" USING btree ("provider_customer");