-- The ledger, the payments' record and the webhook deliveries only grow: no UPDATE, DELETE or TRUNCATE.
CREATE TRIGGER ledger_transfers_no_update_or_delete BEFORE UPDATE OR DELETE ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_update_or_delete BEFORE UPDATE OR DELETE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER payment_events_no_update_or_delete BEFORE UPDATE OR DELETE ON payment_events FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER payment_events_no_truncate BEFORE TRUNCATE ON payment_events FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER payment_webhook_events_no_update_or_delete BEFORE UPDATE OR DELETE ON payment_webhook_events FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER payment_webhook_events_no_truncate BEFORE TRUNCATE ON payment_webhook_events FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
-- A payment is kept while money stood behind it: it is never deleted.
CREATE TRIGGER payments_no_delete BEFORE DELETE ON payments FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
-- What the database itself guarantees of every transfer, whatever the code does:
--   a resolution (posted or voided naming pending_id) repeats its pending transfer's accounts, amount and currency,
--   and resolves a transfer that is pending;
--   both accounts hold the transfer's currency;
--   an account flagged must_not_go_negative (escrow) never pays out more than it holds: posted credits minus posted
--   debits minus unresolved pending debits stays at or above zero (TigerBeetle's debits_must_not_exceed_credits).
-- The debited account's row is locked first, so two writers to one escrow are serialised.
CREATE OR REPLACE FUNCTION guard_ledger_transfer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pending ledger_transfers%ROWTYPE;
  guarded boolean;
  available bigint;
BEGIN
  SELECT must_not_go_negative INTO guarded FROM ledger_accounts WHERE id = NEW.debit_account_id FOR UPDATE;
  IF EXISTS (SELECT 1 FROM ledger_accounts WHERE id IN (NEW.debit_account_id, NEW.credit_account_id) AND currency <> NEW.currency) THEN
    RAISE EXCEPTION 'a transfer moves money between accounts of its own currency' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.pending_id IS NOT NULL THEN
    SELECT * INTO pending FROM ledger_transfers WHERE id = NEW.pending_id;
    IF NOT FOUND OR pending.status <> 'pending' OR pending.debit_account_id <> NEW.debit_account_id
       OR pending.credit_account_id <> NEW.credit_account_id OR pending.amount <> NEW.amount OR pending.currency <> NEW.currency THEN
      RAISE EXCEPTION 'a resolution must name a pending transfer and repeat its accounts and amount' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF guarded THEN
    SELECT coalesce(sum(CASE
             WHEN t.credit_account_id = NEW.debit_account_id AND t.status = 'posted' THEN t.amount
             WHEN t.debit_account_id = NEW.debit_account_id AND t.status = 'posted' THEN -t.amount
             WHEN t.debit_account_id = NEW.debit_account_id AND t.status = 'pending'
                  AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id) THEN -t.amount
             ELSE 0 END), 0)
      INTO available
      FROM ledger_transfers t
     WHERE t.debit_account_id = NEW.debit_account_id OR t.credit_account_id = NEW.debit_account_id;
    IF available < NEW.amount THEN
      RAISE EXCEPTION 'account % holds % and cannot pay out %', NEW.debit_account_id, available, NEW.amount USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_guard BEFORE INSERT ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION guard_ledger_transfer();
