// Deals written in batched SQL for `npm run bench:deals`, row for row what the product writes, so that setting up
// thousands of them takes seconds, not minutes (through the API it runs at the offers-per-second measured in part 1).
// The benchmark sends some offers through the product's own sendOffer beside these, and checks that both kinds of
// deal have the same rows (dealShapes below).
import type pg from 'pg';
import type { Terms } from '../../common/charters/terms';

export type Negotiation = { id: string; ownerId: string; chartererId: string };

/**
 * Deals in negotiation, as sendEnquiry and then the owner's answer leave them: stage 'negotiating', 2 versions
 * (1: the charterer's enquiry, superseded; 2: the owner's indication, live) and both events in the deal's record.
 * The notifications and e-mails of those two steps are left out: they were read and sent long before.
 */
export async function writeNegotiations(
  c: pg.Client,
  parties: { vesselId: string; ownerId: string; chartererId: string }[],
  enquiry: Terms,
  answer: Terms,
): Promise<Negotiation[]> {
  const { rows } = await c.query<Negotiation>(
    `WITH input AS (SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(vessel_id, owner_id, charterer_id)),
     d AS (INSERT INTO deals (vessel_id, charterer_id, owner_id, charter_type, stage, versions, created_at, updated_at)
           SELECT vessel_id, charterer_id, owner_id, 'voyage', 'negotiating', 2, now() - interval '1 hour', now() - interval '50 minutes' FROM input
           RETURNING *),
     o AS (INSERT INTO offers (deal_id, version, from_party, kind, terms, vessel_id, laycan_from, laycan_to, reply_by, reply_zone, status, created_by, created_at)
           SELECT d.id, 1, 'charterer', 'enquiry', $4::jsonb, d.vessel_id, $6::date, $7::date, NULL::timestamptz, 'UTC', 'superseded', d.charterer_id, d.created_at FROM d
           UNION ALL
           SELECT d.id, 2, 'owner', 'indication', $5::jsonb, d.vessel_id, $8::date, $9::date, NULL::timestamptz, 'UTC', 'live', d.owner_id, d.updated_at FROM d
           RETURNING id, deal_id, version, from_party, created_by, created_at),
     e AS (INSERT INTO deal_events (deal_id, event, actor_id, actor_role, offer_id, stage_after, at)
           SELECT deal_id, CASE version WHEN 1 THEN 'enquire' ELSE 'offer' END, created_by, from_party, id, CASE version WHEN 1 THEN 'enquiry' ELSE 'negotiating' END, created_at
           FROM o ORDER BY version)
     SELECT id, owner_id AS "ownerId", charterer_id AS "chartererId" FROM d`,
    [
      parties.map((p) => p.vesselId),
      parties.map((p) => p.ownerId),
      parties.map((p) => p.chartererId),
      JSON.stringify(enquiry),
      JSON.stringify(answer),
      enquiry.laycanFrom,
      enquiry.laycanTo,
      answer.laycanFrom,
      answer.laycanTo,
    ],
  );
  return rows;
}

/**
 * The charterer's firm bid on each deal (version 3), as sendOffer writes it: the owner's live indication
 * superseded, the bid live with its reply deadline and one subject, its 'deal.lapse-offer' job due at the deadline,
 * the deal's version count and record, and the owner told (notification, and the e-mail job, here already sent).
 */
export async function writeFirmBids(
  c: pg.Client,
  dealIds: string[],
  bid: Terms,
  replyBy: Date,
  subject: { text: string; liftBy: Date },
): Promise<void> {
  await c.query('BEGIN');
  try {
    await c.query(`UPDATE offers SET status = 'superseded' WHERE deal_id = ANY($1::uuid[]) AND status = 'live'`, [dealIds]);
    await c.query(`UPDATE deals SET versions = versions + 1, updated_at = now() WHERE id = ANY($1::uuid[])`, [dealIds]);
    await c.query(
      `INSERT INTO offers (deal_id, version, from_party, kind, terms, vessel_id, laycan_from, laycan_to, reply_by, reply_zone, status, created_by, created_at)
       SELECT d.id, d.versions, 'charterer', 'firm', $2::jsonb, d.vessel_id, $3::date, $4::date, $5, 'Europe/London', 'live', d.charterer_id, now()
       FROM deals d WHERE d.id = ANY($1::uuid[])`,
      [dealIds, JSON.stringify(bid), bid.laycanFrom, bid.laycanTo, replyBy],
    );
    const bids = `SELECT o.* FROM offers o JOIN deals d ON d.id = o.deal_id AND o.version = d.versions WHERE d.id = ANY($1::uuid[])`;
    await c.query(
      `INSERT INTO subjects (deal_id, offer_id, position, text, party, lift_by) SELECT b.deal_id, b.id, 0, $2, 'charterer', $3 FROM (${bids}) b`,
      [dealIds, subject.text, subject.liftBy],
    );
    await c.query(
      `INSERT INTO jobs (kind, payload, run_at) SELECT 'deal.lapse-offer', jsonb_build_object('offerId', b.id), b.reply_by FROM (${bids}) b ORDER BY b.deal_id`,
      [dealIds],
    );
    await c.query(
      `INSERT INTO deal_events (deal_id, event, actor_id, actor_role, offer_id, stage_after, at) SELECT b.deal_id, 'offer', b.created_by, 'charterer', b.id, 'negotiating', b.created_at FROM (${bids}) b`,
      [dealIds],
    );
    await c.query(
      `INSERT INTO notifications (user_id, title, message)
       SELECT d.owner_id, 'Counter received', p.company_name || ' sent a firm bid, reply by ' || to_char($2::timestamptz AT TIME ZONE 'UTC', 'HH24:MI') || ' UTC, for ' || v.name || ' (version 3).'
       FROM deals d JOIN profiles p ON p.id = d.charterer_id JOIN vessels v ON v.id = d.vessel_id WHERE d.id = ANY($1::uuid[])`,
      [dealIds, replyBy],
    );
    await c.query(
      `INSERT INTO jobs (kind, payload, attempts, done_at)
       SELECT 'mail.send', jsonb_build_object('to', u.email, 'subject', 'Counter received - Fairlead', 'text', 'A firm bid: ' || $2 || '/app/deals/' || d.id), 1, now()
       FROM deals d JOIN users u ON u.id = d.owner_id WHERE d.id = ANY($1::uuid[])`,
      [dealIds, 'http://127.0.0.1'],
    );
    await c.query('COMMIT');
  } catch (err) {
    await c.query('ROLLBACK');
    throw err;
  }
}

/**
 * Each deal's rows in one line (stage, versions, each offer with its lapse job, subjects, the record's events),
 * with how many deals have it: deals written here and deals the product wrote must come out the same.
 */
export async function dealShapes(c: pg.Client, dealIds: string[]): Promise<{ shape: string; n: number }[]> {
  const { rows } = await c.query<{ shape: string; n: string }>(
    // MATERIALIZED: inlined, the planner takes each for one row and joins them in nested loops (minutes, not seconds).
    `WITH ds AS MATERIALIZED (SELECT d.* FROM unnest($1::uuid[]) AS i(id) JOIN deals d ON d.id = i.id),
     lj AS MATERIALIZED (SELECT (payload->>'offerId')::uuid AS offer_id, run_at FROM jobs WHERE kind = 'deal.lapse-offer'),
     o AS (SELECT o.deal_id, string_agg(concat_ws(':', o.version, o.from_party, o.kind, o.status, o.reply_zone,
                    CASE WHEN lj.offer_id IS NULL THEN 'no job' WHEN lj.run_at = o.reply_by THEN 'job at deadline' ELSE 'job at another time' END), ' ' ORDER BY o.version) AS offers
           FROM offers o JOIN ds ON ds.id = o.deal_id LEFT JOIN lj ON lj.offer_id = o.id GROUP BY o.deal_id),
     s AS (SELECT s.deal_id, string_agg(concat_ws(':', s.position, s.party, s.status, s.lift_by > o.reply_by), ' ') AS subjects
           FROM subjects s JOIN ds ON ds.id = s.deal_id JOIN offers o ON o.id = s.offer_id GROUP BY s.deal_id),
     e AS (SELECT e.deal_id, string_agg(concat_ws(':', e.event, e.actor_role, e.stage_after), ' ' ORDER BY e.id) AS events
           FROM deal_events e JOIN ds ON ds.id = e.deal_id GROUP BY e.deal_id)
     SELECT concat_ws(' | ', ds.stage || ' v' || ds.versions, o.offers, coalesce(s.subjects, 'no subjects'), e.events) AS shape, count(*) AS n
     FROM ds JOIN o ON o.deal_id = ds.id LEFT JOIN s ON s.deal_id = ds.id JOIN e ON e.deal_id = ds.id
     GROUP BY 1 ORDER BY 2 DESC`,
    [dealIds],
  );
  return rows.map((r) => ({ shape: r.shape, n: Number(r.n) }));
}
