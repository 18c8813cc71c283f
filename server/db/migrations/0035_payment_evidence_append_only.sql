-- Evidence of an owner's mark only grows (#25): a bug or a hand cannot swap the document the charterer relied on.
CREATE TRIGGER payment_evidence_no_update_or_delete BEFORE UPDATE OR DELETE ON payment_evidence FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER payment_evidence_no_truncate BEFORE TRUNCATE ON payment_evidence FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
