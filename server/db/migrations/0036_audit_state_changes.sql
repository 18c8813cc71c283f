-- Every state change of a deal, of its charter party and of a payment leaves an audit record, in the same
-- transaction as the change (#25). Each of those changes is written as one row of its own append-only record
-- (deal_events, payment_events) by the one function that applies it; a trigger on those records makes the audit
-- row with it, so no code path, present or future, can change a state without one. Opening or downloading the
-- charter party changes nothing: those stay on the deal's record only.
CREATE FUNCTION audit_deal_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous text;
BEGIN
  IF NEW.event IN ('contract_view', 'contract_download') THEN RETURN NULL; END IF;
  SELECT stage_after INTO previous FROM deal_events WHERE deal_id = NEW.deal_id AND id < NEW.id ORDER BY id DESC LIMIT 1;
  INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after)
  VALUES (
    NEW.actor_id, 'deal.' || NEW.event, 'deal', NEW.deal_id::text,
    CASE WHEN previous IS NULL THEN NULL ELSE jsonb_build_object('stage', previous) END,
    jsonb_strip_nulls(jsonb_build_object(
      'stage', NEW.stage_after, 'actorRole', NEW.actor_role, 'offerId', NEW.offer_id, 'subjectId', NEW.subject_id,
      'contractVersion', NEW.contract_version, 'note', NEW.note, 'at', NEW.at
    ))
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deal_events_audit AFTER INSERT ON deal_events FOR EACH ROW EXECUTE FUNCTION audit_deal_event();
--> statement-breakpoint
-- The payment's row is updated before its event is written (record.ts: setPayment, then recordPaymentEvent), so
-- the status read here is the one the event left.
CREATE FUNCTION audit_payment_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  SELECT deal_id, status, currency, label INTO p FROM payments WHERE id = NEW.payment_id;
  INSERT INTO audit_log (actor_id, action, entity, entity_id, after, ip, user_agent)
  VALUES (
    NEW.actor_id, 'payment.' || NEW.kind, 'payment', NEW.payment_id::text,
    jsonb_strip_nulls(jsonb_build_object(
      'dealId', p.deal_id, 'label', p.label, 'status', p.status, 'actorRole', NEW.actor_role, 'amount', NEW.amount,
      'currency', p.currency, 'reason', NEW.reason, 'evidenceHash', NEW.evidence_hash, 'at', NEW.at
    )),
    NEW.ip, NEW.user_agent
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_events_audit AFTER INSERT ON payment_events FOR EACH ROW EXECUTE FUNCTION audit_payment_event();
