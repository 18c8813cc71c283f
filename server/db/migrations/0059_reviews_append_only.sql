-- Reviews and their replies only grow: what a member wrote of a counterparty is never rewritten or removed, whatever
-- the code (or a script) tries. A review takes two later marks, each set once and never unset: its publication (both
-- sides wrote, or the window closed) and an admin's hiding of one that breaks the rules.
CREATE OR REPLACE FUNCTION refuse_review_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nested: a DELETE or TRUNCATE has no NEW row to compare.
  IF TG_OP = 'UPDATE' THEN
    IF (NEW.id, NEW.charter_id, NEW.deal_id, NEW.author_id, NEW.subject_id, NEW.author_side, NEW.overall, NEW.ratings, NEW.body,
         NEW.quotable, NEW.window_closes_at, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.charter_id, OLD.deal_id, OLD.author_id, OLD.subject_id, OLD.author_side, OLD.overall, OLD.ratings, OLD.body,
         OLD.quotable, OLD.window_closes_at, OLD.created_at)
    AND (OLD.published_at IS NULL OR NEW.published_at IS NOT DISTINCT FROM OLD.published_at)
    AND (OLD.hidden_at IS NULL OR (NEW.hidden_at, NEW.hidden_by, NEW.hidden_reason) IS NOT DISTINCT FROM (OLD.hidden_at, OLD.hidden_by, OLD.hidden_reason))
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_append_only BEFORE UPDATE OR DELETE ON reviews FOR EACH ROW EXECUTE FUNCTION refuse_review_change();
--> statement-breakpoint
CREATE TRIGGER reviews_no_truncate BEFORE TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION refuse_review_change();
--> statement-breakpoint
-- A reply takes no change at all.
CREATE OR REPLACE FUNCTION refuse_review_reply_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'review_replies is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER review_replies_append_only BEFORE UPDATE OR DELETE ON review_replies FOR EACH ROW EXECUTE FUNCTION refuse_review_reply_change();
--> statement-breakpoint
CREATE TRIGGER review_replies_no_truncate BEFORE TRUNCATE ON review_replies FOR EACH STATEMENT EXECUTE FUNCTION refuse_review_reply_change();
