-- The deal's record only grows: no event is changed or removed, whatever the code (or a script) tries.
CREATE OR REPLACE FUNCTION refuse_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER deal_events_no_update_or_delete BEFORE UPDATE OR DELETE ON deal_events FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER deal_events_no_truncate BEFORE TRUNCATE ON deal_events FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
-- An offer is a version of the terms: nothing in it changes except its status, once, from live to how it ended.
-- Subjects likewise: only their status (and when it was decided) moves, once, from open.
CREATE OR REPLACE FUNCTION guard_offer_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'offers are kept: DELETE is not allowed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (to_jsonb(NEW) - 'status') IS DISTINCT FROM (to_jsonb(OLD) - 'status') OR OLD.status <> 'live' THEN
    RAISE EXCEPTION 'an offer''s terms never change, and its status moves only once from live' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER offers_immutable BEFORE UPDATE OR DELETE ON offers FOR EACH ROW EXECUTE FUNCTION guard_offer_version();
--> statement-breakpoint
CREATE TRIGGER offers_no_truncate BEFORE TRUNCATE ON offers FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guard_subject() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'subjects are kept: DELETE is not allowed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (to_jsonb(NEW) - 'status' - 'decided_at') IS DISTINCT FROM (to_jsonb(OLD) - 'status' - 'decided_at') OR OLD.status <> 'open' THEN
    RAISE EXCEPTION 'a subject''s wording and deadline never change, and it is decided only once' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER subjects_immutable BEFORE UPDATE OR DELETE ON subjects FOR EACH ROW EXECUTE FUNCTION guard_subject();
--> statement-breakpoint
CREATE TRIGGER subjects_no_truncate BEFORE TRUNCATE ON subjects FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
-- A firm offer is exclusive: an owner has at most one live firm offer per ship for overlapping laycans.
ALTER TABLE offers ADD CONSTRAINT offers_one_firm_offer_per_ship
  EXCLUDE USING gist (vessel_id WITH =, daterange(laycan_from, laycan_to, '[]') WITH &&)
  WHERE (status = 'live' AND kind = 'firm' AND from_party = 'owner');
--> statement-breakpoint
-- Deals on subjects hold the ship's dates as pending charters, fixed ones as confirmed: none of them may overlap.
-- Before the rule widens, a pending request that overlaps dates already held gives way (the oldest hold stays).
UPDATE charters c SET status = 'cancelled', cancel_reason = 'Overlapped dates already held when deals arrived'
 WHERE c.status = 'pending' AND EXISTS (
   SELECT 1 FROM charters o
    WHERE o.vessel_id = c.vessel_id AND o.id <> c.id AND o.status IN ('pending', 'confirmed', 'active')
      AND daterange(o.start_date, o.end_date, '[]') && daterange(c.start_date, c.end_date, '[]')
      AND (o.status <> 'pending' OR o.created_at < c.created_at OR (o.created_at = c.created_at AND o.id < c.id)));
--> statement-breakpoint
ALTER TABLE charters DROP CONSTRAINT charters_no_double_booking;
--> statement-breakpoint
ALTER TABLE charters ADD CONSTRAINT charters_no_double_booking
  EXCLUDE USING gist (vessel_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
  WHERE (status IN ('pending', 'confirmed', 'active'));
--> statement-breakpoint
-- Charters booked before deals existed become deals (same id), with their terms as one accepted time-charter
-- version: the dates, the period and the daily hire are the charter's own; places were never recorded.
INSERT INTO deals (id, vessel_id, charterer_id, owner_id, charter_type, stage, versions, created_at, updated_at, fixed_at)
SELECT c.id, c.vessel_id, c.charterer_id, c.owner_id, 'time',
       CASE c.status WHEN 'pending' THEN 'on_subjects' WHEN 'cancelled' THEN 'cancelled' ELSE 'fixed' END,
       1, c.created_at, c.created_at,
       CASE WHEN c.status IN ('confirmed', 'active', 'completed') THEN c.created_at END
  FROM charters c WHERE c.deal_id IS NULL;
--> statement-breakpoint
INSERT INTO offers (deal_id, version, from_party, kind, terms, vessel_id, laycan_from, laycan_to, reply_by, reply_zone, status, created_by, created_at)
SELECT c.id, 1, 'owner', 'firm',
       jsonb_build_object(
         'charterType', 'time', 'laycanFrom', c.start_date::text, 'laycanTo', c.start_date::text, 'currency', c.currency,
         'cpForm', 'NYPE 2015', 'law', 'English law, London arbitration',
         'remarks', 'Booked on Fairlead before deals existed: dates, period and hire are the charter''s own; delivery and redelivery were not recorded.',
         'deliveryPort', coalesce(v.open_port, 'GBLON'), 'redeliveryPort', coalesce(v.open_port, 'GBLON'),
         'periodDays', greatest(1, c.end_date - c.start_date), 'periodToleranceDays', 0,
         'hirePerDay', greatest(1, round(c.total_amount::numeric / greatest(1, c.end_date - c.start_date + 1)))::bigint,
         'tradingLimits', 'Not recorded'),
       c.vessel_id, c.start_date, c.start_date, c.created_at, 'UTC', 'accepted', c.owner_id, c.created_at
  FROM charters c JOIN vessels v ON v.id = c.vessel_id WHERE c.deal_id IS NULL;
--> statement-breakpoint
INSERT INTO deal_events (deal_id, event, actor_id, actor_role, offer_id, stage_after, note, at)
SELECT c.id, 'accept', NULL, 'system', o.id, CASE c.status WHEN 'pending' THEN 'on_subjects' ELSE 'fixed' END,
       'Charter booked on Fairlead before deals existed', c.created_at
  FROM charters c JOIN offers o ON o.deal_id = c.id AND o.version = 1 WHERE c.deal_id IS NULL;
--> statement-breakpoint
INSERT INTO deal_events (deal_id, event, actor_id, actor_role, stage_after, note, at)
SELECT c.id, 'cancel', NULL, 'admin', 'cancelled', coalesce(c.cancel_reason, 'Cancelled before deals existed'), c.created_at
  FROM charters c WHERE c.deal_id IS NULL AND c.status = 'cancelled';
--> statement-breakpoint
-- A request that was pending waits for the owner's approval of the charterer, lapsing in three days like any subject.
INSERT INTO subjects (deal_id, offer_id, position, text, party, lift_by)
SELECT c.id, o.id, 0, 'Owners’ approval of charterers (the charter request was pending when deals arrived)', 'owner', now() + interval '3 days'
  FROM charters c JOIN offers o ON o.deal_id = c.id AND o.version = 1 WHERE c.deal_id IS NULL AND c.status = 'pending';
--> statement-breakpoint
INSERT INTO jobs (kind, payload, run_at)
SELECT 'deal.lapse-subject', jsonb_build_object('subjectId', s.id), s.lift_by
  FROM subjects s JOIN charters c ON c.id = s.deal_id WHERE c.deal_id IS NULL;
--> statement-breakpoint
UPDATE charters SET deal_id = id WHERE deal_id IS NULL;
