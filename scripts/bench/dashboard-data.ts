// The dashboard benchmark's data (npm run bench:dashboard): the search benchmark's 100,000 ships and 1,000,000
// charters (search-data.ts), then, in SQL, what the back office's dashboard reads spread over three years: members,
// ships listed and archived, 300,000 deals (the 100,000 fixed ones linked to their charters and paid instalments),
// their offers and record, cargo orders, the ledger's escrow movements, failed charges and claims, reports and
// verification files. Times are drawn from each row's id, so a run is the same every time.
import pg from 'pg';
import { generateSearchData } from './search-data';

const YEARS_MINUTES = 3 * 365 * 24 * 60;
/** A time in the last three years, drawn from `key`. */
const spread = (key: string) => `now() - ((abs(hashtext(${key})) % ${YEARS_MINUTES}) || ' minutes')::interval`;

export async function generateDashboardData(base: string, dbUrl: string, vessels: number): Promise<void> {
  await generateSearchData(base, dbUrl, vessels);
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const t0 = Date.now();
  const step = async (what: string, query: string) => {
    const t = Date.now();
    await c.query(query);
    console.log(`  ${what} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  };
  await step(
    'members and ships over three years',
    `
    UPDATE users SET created_at = ${spread("id || 'u'")};
    UPDATE profiles p SET created_at = u.created_at FROM users u WHERE u.id = p.id;
    UPDATE vessels SET created_at = ${spread('id::text')},
      archived_at = CASE WHEN abs(hashtext(id::text || 'a')) % 50 = 0 THEN now() - ((abs(hashtext(id::text || 'b')) % 100000) || ' minutes')::interval END;
    UPDATE vessels SET archived_at = created_at + interval '1 day' WHERE archived_at < created_at;`,
  );
  // The fixed deals search-data made (one per paid charter): enquired over three years, fixed a few hours to weeks later.
  await step(
    '100,000 fixed deals over three years, linked to their charters',
    `
    UPDATE deals SET created_at = ${spread('id::text')};
    UPDATE deals SET fixed_at = least(now(), created_at + ((1 + abs(hashtext(id::text || 'f')) % 720) || ' hours')::interval), updated_at = created_at;
    UPDATE charters c SET deal_id = p.deal_id, created_at = d.fixed_at,
      currency = CASE WHEN abs(hashtext(p.deal_id::text)) % 10 = 0 THEN 'EUR' ELSE 'USD' END
      FROM payments p JOIN deals d ON d.id = p.deal_id WHERE p.charter_id = c.id;
    UPDATE payments p SET created_at = d.fixed_at, updated_at = d.fixed_at, currency = c.currency,
      status = CASE WHEN abs(hashtext(p.id::text)) % 8 = 0 THEN 'held' WHEN abs(hashtext(p.id::text)) % 50 = 1 THEN 'on_hold' ELSE p.status END
      FROM deals d, charters c WHERE d.id = p.deal_id AND c.id = p.charter_id;
    UPDATE payments SET released_amount = amount WHERE status = 'released';
    UPDATE payments SET refunded_amount = amount WHERE status = 'refunded';`,
  );
  await step(
    '200,000 deals that are open, failed or withdrawn, with their record',
    `
    INSERT INTO deals (vessel_id, charterer_id, owner_id, charter_type, stage, created_at, updated_at)
      SELECT v.id, 'u' || (2001 + g % 2000), v.owner_id, 'voyage',
             (ARRAY['enquiry','negotiating','on_subjects','failed','withdrawn','failed','withdrawn','negotiating'])[1 + g % 8],
             now() - ((abs(hashtext(g::text || 'd')) % ${YEARS_MINUTES}) || ' minutes')::interval, now()
      FROM generate_series(1, 200000) g JOIN (SELECT id, owner_id, row_number() OVER (ORDER BY id) AS n FROM vessels) v ON v.n = 1 + g % ${vessels};
    INSERT INTO deal_events (deal_id, event, actor_role, stage_after, at)
      SELECT id, 'offer', 'owner', CASE WHEN abs(hashtext(id::text)) % 3 = 0 THEN 'on_subjects' ELSE 'negotiating' END, created_at
      FROM deals WHERE stage IN ('failed', 'withdrawn');`,
  );
  // Offers: each deal's enquiry, a firm offer on those that went further, the accepted one of each fixture with its
  // load port (voyage) or delivery place (time charter) drawn from the reference ports, one in twenty unnamed.
  await step(
    'offers: enquiries, firm offers and the accepted terms of each fixture',
    `
    CREATE TEMPORARY TABLE bench_ports AS SELECT locode, row_number() OVER (ORDER BY locode) AS n FROM ports;
    INSERT INTO offers (deal_id, version, from_party, kind, terms, vessel_id, laycan_from, laycan_to, reply_by, status, created_by, created_at)
      SELECT d.id, 1, 'charterer', 'enquiry', '{"charterType":"voyage"}'::jsonb, d.vessel_id, '2027-01-01', '2027-01-05', NULL,
             CASE WHEN d.stage = 'enquiry' THEN 'live' ELSE 'superseded' END, d.charterer_id, d.created_at
      FROM deals d;
    INSERT INTO offers (deal_id, version, from_party, kind, terms, vessel_id, laycan_from, laycan_to, reply_by, status, created_by, created_at)
      SELECT d.id, 2, 'owner', 'firm',
             CASE WHEN abs(hashtext(d.id::text || 'p')) % 20 = 0 THEN '{"charterType":"voyage"}'::jsonb
                  ELSE jsonb_build_object('charterType', 'voyage', 'loadPort', p.locode) END,
             d.vessel_id, '2027-01-01', '2027-01-05', coalesce(d.fixed_at, d.created_at) + interval '1 day',
             CASE WHEN d.fixed_at IS NOT NULL THEN 'accepted' ELSE 'declined' END, d.owner_id,
             coalesce(d.fixed_at, d.created_at + interval '2 hours') - interval '1 hour'
      FROM deals d JOIN bench_ports p ON p.n = 1 + abs(hashtext(d.id::text)) % (SELECT count(*) FROM bench_ports)
      WHERE d.stage NOT IN ('enquiry');
    DROP TABLE bench_ports;`,
  );
  await step(
    '50,000 cargo orders over three years',
    `
    INSERT INTO cargo_orders (poster_id, status, commodity, quantity_t, tolerance_pct, tolerance_option, load_place, discharge_place, load_regions,
        discharge_regions, laycan_from, laycan_to, load_rate_tpd, load_terms, discharge_rate_tpd, discharge_terms, charter_type, freight_basis,
        commission_pct, gear_needed, account_visibility, created_at, updated_at)
      SELECT 'u' || (2001 + g % 2000), (ARRAY['open','lapsed','fixed','withdrawn'])[1 + g % 4], 'coal', 50000, 10, 'MOLOO', 'NLRTM', 'CNTAO',
             '{CONT}', '{CJK}', '2027-01-01', '2027-01-10', 10000, 'SHINC', 10000, 'SHINC', 'voyage', 'open', 2.5, false, 'everyone', t, t
      FROM generate_series(1, 50000) g, LATERAL (SELECT now() - ((abs(hashtext(g::text || 'c')) % ${YEARS_MINUTES}) || ' minutes')::interval AS t) x;`,
  );
  // The ledger as the payments module writes it: per deal the charterer's, escrow, owner's payable and refunds
  // accounts; money into escrow a day after the fixture, out to the owner or back to the charterer ten days later.
  await step(
    'the ledger: accounts and escrow movements of the paid instalments',
    `
    INSERT INTO ledger_accounts (kind, deal_id, currency, must_not_go_negative)
      SELECT k, p.deal_id, p.currency, k = 'escrow' FROM payments p, unnest(ARRAY['charterer','escrow','owner_payable','refunds']) k;
    CREATE TEMPORARY TABLE bench_moves AS
      SELECT p.id AS payment_id, p.deal_id, p.currency, p.amount, p.status, least(now(), p.created_at + interval '1 day') AS paid_at,
             least(now(), p.created_at + interval '10 days') AS out_at
      FROM payments p WHERE p.status IN ('held', 'on_hold', 'released', 'refunded');
    INSERT INTO ledger_transfers (key, debit_account_id, credit_account_id, amount, currency, status, memo, payment_id, created_at)
      SELECT 'bench-in:' || m.payment_id, a.id, e.id, m.amount, m.currency, 'posted', 'Hire: paid into escrow', m.payment_id, m.paid_at
      FROM bench_moves m JOIN ledger_accounts a ON a.deal_id = m.deal_id AND a.kind = 'charterer' AND a.currency = m.currency
                         JOIN ledger_accounts e ON e.deal_id = m.deal_id AND e.kind = 'escrow' AND e.currency = m.currency;
    INSERT INTO ledger_transfers (key, debit_account_id, credit_account_id, amount, currency, status, memo, payment_id, created_at)
      SELECT 'bench-out:' || m.payment_id, e.id, o.id, m.amount, m.currency, 'posted', 'Hire: out of escrow', m.payment_id, greatest(m.out_at, m.paid_at)
      FROM bench_moves m JOIN ledger_accounts e ON e.deal_id = m.deal_id AND e.kind = 'escrow' AND e.currency = m.currency
                         JOIN ledger_accounts o ON o.deal_id = m.deal_id AND o.currency = m.currency
                          AND o.kind = CASE m.status WHEN 'released' THEN 'owner_payable' ELSE 'refunds' END
      WHERE m.status IN ('released', 'refunded');
    DROP TABLE bench_moves;`,
  );
  await step(
    'failed charges and claims',
    `
    INSERT INTO payment_events (payment_id, kind, actor_role, at)
      SELECT id, 'charge_fail', 'system', least(now(), created_at + interval '1 day') FROM payments WHERE status = 'failed';
    INSERT INTO payment_events (payment_id, kind, actor_role, at)
      SELECT id, 'claim', 'charterer', least(now(), created_at + interval '3 days') FROM payments WHERE status = 'on_hold';`,
  );
  await step(
    '2,000 reported messages and 3,200 verification files',
    `
    INSERT INTO conversations (vessel_id, owner_id, charterer_id, created_at)
      SELECT v.id, v.owner_id, 'u' || (2001 + v.n % 2000), now() - interval '1000 days'
      FROM (SELECT id, owner_id, row_number() OVER (ORDER BY id) AS n FROM vessels LIMIT 2000) v;
    INSERT INTO messages (conversation_id, sender_id, body, created_at) SELECT id, charterer_id, 'Bench message', created_at FROM conversations;
    INSERT INTO message_reports (message_id, reporter_id, reason, created_at, resolved_at)
      SELECT m.id, c.owner_id, 'spam', ${spread('m.id::text')}, NULL FROM messages m JOIN conversations c ON c.id = m.conversation_id;
    UPDATE message_reports SET resolved_at = least(now(), created_at + interval '2 days') WHERE abs(hashtext(id::text)) % 10 <> 0;
    INSERT INTO verification_submissions (profile_id, status, submitted_at, decided_at, checked_on, expires_on, created_at, updated_at)
      SELECT p.id, CASE WHEN n % 20 = 0 THEN 'submitted' ELSE 'approved' END, p.created_at + interval '1 day',
             CASE WHEN n % 20 = 0 THEN NULL ELSE least(now(), p.created_at + interval '4 days') END,
             CASE WHEN n % 20 = 0 THEN NULL ELSE (p.created_at + interval '4 days')::date END,
             CASE WHEN n % 20 = 0 THEN NULL ELSE DATE '2030-01-01' END, p.created_at, p.created_at
      FROM (SELECT id, created_at, row_number() OVER (ORDER BY id) AS n FROM profiles WHERE role <> 'admin' LIMIT 3200) p;`,
  );
  await c.query('VACUUM ANALYZE');
  await c.query('CHECKPOINT');
  const { rows } = await c.query(`SELECT (SELECT count(*) FROM deals) AS deals, (SELECT count(*) FROM offers) AS offers,
    (SELECT count(*) FROM ledger_transfers) AS transfers, (SELECT count(*) FROM payments) AS payments`);
  const r = rows[0];
  console.log(
    `dashboard data: ${r.deals} deals, ${r.offers} offers, ${r.payments} payments, ${r.transfers} ledger transfers in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  await c.end();
}
