-- A signature is evidence: never changed or removed, whatever the code tries.
CREATE TRIGGER contract_signatures_no_update_or_delete BEFORE UPDATE OR DELETE ON contract_signatures FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER contract_signatures_no_truncate BEFORE TRUNCATE ON contract_signatures FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
