-- Money received by bank transfer only grows (#25): what arrived, and how it was matched, cannot be rewritten.
CREATE TRIGGER payment_receipts_no_update_or_delete BEFORE UPDATE OR DELETE ON payment_receipts FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER payment_receipts_no_truncate BEFORE TRUNCATE ON payment_receipts FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
