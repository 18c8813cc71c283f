-- What was said stays as it was said: text, sender, time and conversation never change and no message is removed.
-- Only hiding by an admin (hidden_at, hidden_by) may be set, once; the text stays for audit.
CREATE OR REPLACE FUNCTION guard_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'messages are kept: DELETE is not allowed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (to_jsonb(NEW) - 'hidden_at' - 'hidden_by') IS DISTINCT FROM (to_jsonb(OLD) - 'hidden_at' - 'hidden_by') OR OLD.hidden_at IS NOT NULL THEN
    RAISE EXCEPTION 'a message never changes; an admin may hide it once' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messages_immutable BEFORE UPDATE OR DELETE ON messages FOR EACH ROW EXECUTE FUNCTION guard_message();
--> statement-breakpoint
CREATE TRIGGER messages_no_truncate BEFORE TRUNCATE ON messages FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
-- An event, once written, is what the streams replay: it is never rewritten (old ones may be pruned).
CREATE TRIGGER events_no_update BEFORE UPDATE ON events FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
