CREATE INDEX "vessels_listed_idx" ON "vessels" USING btree ("created_at") WHERE "vessels"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "vessels_archived_idx" ON "vessels" USING btree ("archived_at") WHERE "vessels"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "payment_events_failed_idx" ON "payment_events" USING btree ("at") WHERE "payment_events"."kind" = 'charge_fail';--> statement-breakpoint
CREATE INDEX "payment_events_holds_idx" ON "payment_events" USING btree ("at") WHERE "payment_events"."kind" in ('claim', 'admin_hold');--> statement-breakpoint
CREATE INDEX "payments_in_escrow_idx" ON "payments" USING btree ("currency") WHERE "payments"."status" in ('held', 'on_hold');--> statement-breakpoint
CREATE INDEX "ledger_transfers_created_at_idx" ON "ledger_transfers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deals_created_at_idx" ON "deals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deals_fixed_at_idx" ON "deals" USING btree ("fixed_at") WHERE "deals"."fixed_at" is not null;--> statement-breakpoint
CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cargo_orders_created_at_idx" ON "cargo_orders" USING btree ("created_at");