import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { transfer } from '../lib/ledger';

// The small marketplace the dashboard test reads (server/modules/admin/dashboard.test.ts): every record at a known time before `today`
// (00:00 UTC of the test clock's day). `at(n)` is noon n days before today; the 30-day period starts at `at(29)`'s
// midnight, the previous 30 days at `at(59)`'s. What each record should count as is written beside it.

const DAY = 86_400_000;

export async function buildDashboardWorld(db: Database, today: Date) {
  const at = (days: number, hours = 12) => new Date(today.getTime() - days * DAY + hours * 3_600_000);
  const start = new Date(today.getTime() - 29 * DAY);
  const iso = (d: Date) => d.toISOString();
  const day = (d: Date) => iso(d).slice(0, 10);
  const run = (q: ReturnType<typeof sql>) => db.execute(q);

  // People: an owner joined in the previous period, a charterer in this one, another charterer before both.
  const people: [string, 'owner' | 'charterer', Date][] = [
    ['dash-owner', 'owner', at(40)],
    ['dash-charterer', 'charterer', at(5)],
    ['dash-old', 'charterer', at(70)],
  ];
  for (const [id, role, when] of people) {
    await run(
      sql`insert into users (id, name, email, email_verified, created_at) values (${id}, ${id}, ${`${id}@dash.example`}, true, ${iso(when)}::timestamptz)`,
    );
    await run(sql`insert into profiles (id, role, company_name, created_at) values (${id}, ${role}, ${`${id} Ltd`}, ${iso(when)}::timestamptz)`);
  }

  // Verification: the owner approved first in the previous period, renewed in this one (not a new company again; the
  // renewal was waiting at the period's start); the charterer approved in this one; the old one waits all along.
  const file = (profile: string, status: string, submitted: Date, decided: Date | null) =>
    run(sql`insert into verification_submissions (profile_id, status, submitted_at, decided_at, checked_on, expires_on, created_at, updated_at)
            values (${profile}, ${status}, ${iso(submitted)}::timestamptz, ${decided ? iso(decided) : null}::timestamptz,
                    ${status === 'approved' ? day(decided!) : null}::date, ${status === 'approved' ? '2030-01-01' : null}::date,
                    ${iso(submitted)}::timestamptz, ${iso(submitted)}::timestamptz)`);
  await file('dash-owner', 'approved', at(50), at(35));
  await file('dash-owner', 'approved', at(31), at(2));
  await file('dash-charterer', 'approved', at(10), at(3));
  await file('dash-old', 'submitted', at(45), null);

  // Ships: V1 (bulk 58,000 dwt, open), V2 (tanker 110,000, open until yesterday), V3 (archived in this period),
  // V4 (archived before it), V5 (container, no deadweight, open to a date ahead).
  const ship = async (name: string, type: string, dwt: number | null, created: Date, archived: Date | null, openTo: string | null) => {
    const [row] = (
      (await run(sql`insert into vessels (name, type, owner_id, length_m, capacity, build_year, deadweight_t, open_date, open_date_to, archived_at, created_at)
        values (${name}, ${type}, 'dash-owner', 180, 60000, 2012, ${dwt}, ${day(at(60))}::date, ${openTo}::date,
                ${archived ? iso(archived) : null}::timestamptz, ${iso(created)}::timestamptz) returning id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    return row.id;
  };
  const v1 = await ship('Dash One', 'bulkCarrier', 58_000, at(100), null, null);
  const v2 = await ship('Dash Two', 'tanker', 110_000, at(10), null, day(at(1)));
  await ship('Dash Three', 'general', 4_000, at(40), at(20), null);
  await ship('Dash Four', 'bulkCarrier', 30_000, at(80), at(45), null);
  const v5 = await ship('Dash Five', 'container', null, at(1), null, day(at(-10)));

  // Cargo orders: two in this period, one in the previous, one before both.
  for (const when of [at(3), at(12), at(33), at(80)])
    await run(sql`insert into cargo_orders (poster_id, status, commodity, quantity_t, tolerance_pct, tolerance_option, load_place, discharge_place,
        load_regions, discharge_regions, laycan_from, laycan_to, load_rate_tpd, load_terms, discharge_rate_tpd, discharge_terms, charter_type,
        freight_basis, commission_pct, gear_needed, account_visibility, created_at, updated_at)
      values ('dash-charterer', 'open', 'coal', 50000, 10, 'MOLOO', 'NLRTM', 'CNTAO', '{CONT}', '{CJK}', '2027-01-01', '2027-01-10', 10000,
        'SHINC', 10000, 'SHINC', 'voyage', 'open', 2.5, false, 'everyone', ${iso(when)}::timestamptz, ${iso(when)}::timestamptz)`);

  // Deals, each [vessel, stage, created, fixed, the stages its record passed through].
  const deal = async (vessel: string, stage: string, created: Date, fixed: Date | null, passed: string[] = []) => {
    const [row] = (
      (await run(sql`insert into deals (vessel_id, charterer_id, owner_id, charter_type, stage, created_at, updated_at, fixed_at)
        values (${vessel}, 'dash-charterer', 'dash-owner', 'voyage', ${stage}, ${iso(created)}::timestamptz, ${iso(created)}::timestamptz,
                ${fixed ? iso(fixed) : null}::timestamptz) returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    for (const s of passed)
      await run(
        sql`insert into deal_events (deal_id, event, actor_role, stage_after, at) values (${row.id}, 'offer', 'owner', ${s}, ${iso(created)}::timestamptz)`,
      );
    return row.id;
  };
  const d1 = await deal(v1, 'fixed', at(10), at(8)); // 48 h to fixture
  const d2 = await deal(v2, 'fixed', at(6), at(5)); // 24 h
  const d3 = await deal(v5, 'fixed', at(20), at(2)); // 432 h
  await deal(v1, 'fixed', new Date(start.getTime() - 12 * 3_600_000), start); // 12 h, fixed at the period's first instant
  const d4 = await deal(v2, 'fixed', at(40), at(35)); // previous period: 120 h
  await deal(v1, 'fixed', at(70), at(65)); // before both periods
  await deal(v1, 'negotiating', at(3), null);
  await deal(v2, 'failed', at(4), null, ['negotiating', 'on_subjects', 'failed']);
  await deal(v2, 'withdrawn', at(2), null, ['enquiry', 'withdrawn']);
  await deal(v5, 'enquiry', at(1), null);

  // Offers: the enquiry is not an offer; the firm offers fixed D1 (load Rotterdam) and D3 (delivery Reykjavik).
  const offer = (dealId: string, vessel: string, version: number, kind: string, status: string, terms: object, when: Date) =>
    run(sql`insert into offers (deal_id, version, from_party, kind, terms, vessel_id, laycan_from, laycan_to, reply_by, status, created_by, created_at)
      values (${dealId}, ${version}, 'owner', ${kind}, ${JSON.stringify(terms)}::jsonb, ${vessel}, '2027-02-01', '2027-02-05',
              ${iso(when)}::timestamptz, ${status}, 'dash-owner', ${iso(when)}::timestamptz)`);
  await offer(d1, v1, 1, 'enquiry', 'superseded', { charterType: 'voyage', loadPort: 'NLRTM' }, at(10));
  await offer(d1, v1, 2, 'firm', 'accepted', { charterType: 'voyage', loadPort: 'NLRTM' }, at(9));
  await offer(d3, v5, 1, 'firm', 'accepted', { charterType: 'time', deliveryPort: 'ISREY' }, at(3));
  await offer(d4, v2, 1, 'firm', 'accepted', { charterType: 'voyage', loadPort: 'NLRTM' }, at(36));

  // Charters (the fixtures' values) and their instalments.
  const charter = async (dealId: string, vessel: string, amount: number, currency: string, from: string) => {
    const [row] = (
      (await run(sql`insert into charters (vessel_id, charterer_id, owner_id, start_date, end_date, status, total_amount, currency, deal_id)
        values (${vessel}, 'dash-charterer', 'dash-owner', ${from}::date, ${from}::date + 10, 'completed', ${amount}, ${currency}, ${dealId}) returning id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    return row.id;
  };
  const c1 = await charter(d1, v1, 5_000_000, 'USD', '2026-01-01');
  const c2 = await charter(d2, v2, 3_000_000, 'USD', '2026-02-01');
  const c3 = await charter(d3, v5, 1_000_000, 'EUR', '2026-03-01');
  const c4 = await charter(d4, v2, 2_000_000, 'USD', '2026-04-01');
  const payment = async (
    dealId: string,
    charterId: string,
    seq: number,
    amount: number,
    currency: string,
    status: string,
    refunded = 0,
    released = 0,
  ) => {
    const [row] = (
      (await run(sql`insert into payments (deal_id, charter_id, seq, kind, label, amount, currency, due_on, release_rule, status, refunded_amount,
          released_amount, created_at, updated_at)
        values (${dealId}, ${charterId}, ${seq}, 'hire', 'Hire', ${amount}, ${currency}, '2026-01-01', 'period_start', ${status}, ${refunded}, ${released},
                ${iso(at(60))}::timestamptz, ${iso(at(60))}::timestamptz) returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    return row.id;
  };
  const p1 = await payment(d1, c1, 1, 5_000_000, 'USD', 'held');
  const p2 = await payment(d2, c2, 1, 3_000_000, 'USD', 'refunded', 3_000_000);
  const p3 = await payment(d3, c3, 1, 1_000_000, 'EUR', 'on_hold');
  const p4 = await payment(d4, c4, 1, 2_000_000, 'USD', 'released', 0, 2_000_000);
  const p5 = await payment(d4, c4, 2, 500_000, 'USD', 'on_hold');

  // The ledger's movements, through the ledger itself.
  const move = (
    key: string,
    dealId: string,
    currency: string,
    from: 'charterer' | 'escrow',
    to: 'escrow' | 'owner_payable' | 'refunds',
    amount: number,
    paymentId: string,
    when: Date,
  ) =>
    transfer(db, {
      key,
      debit: { kind: from, dealId, currency },
      credit: { kind: to, dealId, currency },
      amount,
      currency,
      memo: key,
      paymentId,
      at: when,
    });
  await move('p5-in', d4, 'USD', 'charterer', 'escrow', 500_000, p5, at(45));
  await move('p4-in', d4, 'USD', 'charterer', 'escrow', 2_000_000, p4, at(34));
  await move('p4-out', d4, 'USD', 'escrow', 'owner_payable', 2_000_000, p4, at(31)); // released, previous period
  await move('p1-in', d1, 'USD', 'charterer', 'escrow', 5_000_000, p1, at(7));
  await move('p2-in', d2, 'USD', 'charterer', 'escrow', 3_000_000, p2, at(4));
  await move('p2-back', d2, 'USD', 'escrow', 'refunds', 3_000_000, p2, at(1)); // refunded, this period
  await move('p3-in', d3, 'EUR', 'charterer', 'escrow', 1_000_000, p3, at(2));

  // Payment events: claims on P5 (previous period, still open) and P3 (this one); failed charges in each period and before.
  const event = (paymentId: string, kind: string, when: Date) =>
    run(sql`insert into payment_events (payment_id, kind, actor_role, at) values (${paymentId}, ${kind}, 'system', ${iso(when)}::timestamptz)`);
  await event(p5, 'claim', at(40));
  await event(p3, 'claim', at(1));
  await event(p4, 'charge_fail', at(40));
  await event(p2, 'charge_fail', at(5));
  await event(p1, 'charge_fail', at(70));

  // Reports: one resolved during this period (open at its start), two still open.
  const [conv] = (
    (await run(
      sql`insert into conversations (vessel_id, owner_id, charterer_id, created_at) values (${v1}, 'dash-owner', 'dash-charterer', ${iso(at(50))}::timestamptz) returning id`,
    )) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const [message] = (
    (await run(
      sql`insert into messages (conversation_id, sender_id, body, created_at) values (${conv.id}, 'dash-charterer', 'hello', ${iso(at(50))}::timestamptz) returning id`,
    )) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const report = (reporter: string, created: Date, resolved: Date | null) =>
    run(sql`insert into message_reports (message_id, reporter_id, reason, created_at, resolved_at)
      values (${message.id}, ${reporter}, 'spam', ${iso(created)}::timestamptz, ${resolved ? iso(resolved) : null}::timestamptz)`);
  await report('dash-owner', at(40), at(20));
  await report('dash-charterer', at(10), null);
  await report('dash-old', at(5), null);
}
