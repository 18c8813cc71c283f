-- A charter party's versions are what the parties saw and signed: none is changed or removed, whatever the code tries.
CREATE TRIGGER contract_versions_no_update_or_delete BEFORE UPDATE OR DELETE ON contract_versions FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER contract_versions_no_truncate BEFORE TRUNCATE ON contract_versions FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
-- A contract is kept; only its seal is set, once.
CREATE OR REPLACE FUNCTION guard_contract() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'contracts are kept: DELETE is not allowed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (to_jsonb(NEW) - 'sealed_at' - 'sealed_version') IS DISTINCT FROM (to_jsonb(OLD) - 'sealed_at' - 'sealed_version') OR OLD.sealed_at IS NOT NULL THEN
    RAISE EXCEPTION 'a contract changes only by being sealed, once' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contracts_guard BEFORE UPDATE OR DELETE ON contracts FOR EACH ROW EXECUTE FUNCTION guard_contract();
--> statement-breakpoint
CREATE TRIGGER contracts_no_truncate BEFORE TRUNCATE ON contracts FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
