import { sql } from 'drizzle-orm';
import type { MoneyFigures } from '../../../common/admin/dashboard';
import type { DbOrTx } from '../../db/client';
import type { DashboardWindow } from './dashboard-period';
import { accountKinds, rowsOf, ts } from './dashboard-sql';

type Sums = Record<string, number>;
const n = (v: unknown) => Number(v ?? 0);

/** The fixtures' value: the charter each deal fixed in the period made (charters.deal_id), by its currency. */
async function fixedValue(db: DbOrTx, w: DashboardWindow) {
  return rowsOf<{ currency: string; cur: number; prev: number }>(
    db,
    sql`select c.currency, sum(c.total_amount) filter (where d.fixed_at >= ${ts(w.start)})::float8 as cur,
               sum(c.total_amount) filter (where d.fixed_at < ${ts(w.start)})::float8 as prev
        from deals d join charters c on c.deal_id = d.id
        where d.fixed_at >= ${ts(w.previousStart)} and d.fixed_at < ${ts(w.end)} group by c.currency`,
  );
}

/**
 * Escrow's movements from the ledger (server/lib/ledger.ts): posted transfers out of escrow to the owner's payable
 * (released) or to refunds (refunded) in each period, and escrow's net change since each period's end, which takes
 * the balance now back to the balance then. A pending transfer counts only once its resolution is posted.
 */
async function escrowMovements(db: DbOrTx, w: DashboardWindow) {
  const out = (kind: string, from: Date, to: Date) =>
    sql`sum(t.amount) filter (where da.kind = 'escrow' and ca.kind = ${kind} and t.created_at >= ${ts(from)} and t.created_at < ${ts(to)})::float8`;
  const netSince = (from: Date) =>
    sql`sum(case when ca.kind = 'escrow' then t.amount else -t.amount end) filter (where t.created_at >= ${ts(from)})::float8`;
  return rowsOf<{ currency: string; rc: number; rp: number; fc: number; fp: number; after: number; since: number }>(
    db,
    sql`select t.currency, ${out('owner_payable', w.start, w.end)} as rc, ${out('owner_payable', w.previousStart, w.start)} as rp,
               ${out('refunds', w.start, w.end)} as fc, ${out('refunds', w.previousStart, w.start)} as fp,
               ${netSince(w.end)} as after, ${netSince(w.start)} as since
        from ledger_transfers t
          ${accountKinds}
        where t.created_at >= ${ts(w.previousStart)} and t.status = 'posted' and (da.kind = 'escrow' or ca.kind = 'escrow')
        group by t.currency`,
  );
}

/**
 * Escrow's balance now, per currency: what the instalments in escrow still hold. The ledger keeps every deal's
 * escrow equal to paid in less released less refunded (payments-property.test.ts checks it over random walks), so
 * this reads the few instalments in escrow instead of summing every transfer ever written.
 */
async function heldNow(db: DbOrTx) {
  return rowsOf<{ currency: string; held: number }>(
    db,
    sql`select currency, sum(amount - released_amount - refunded_amount)::float8 as held
        from payments where status in ('held', 'on_hold') group by currency`,
  );
}

/**
 * Held back by a claim at each period's end: instalments whose latest hold or resolution by then was a hold (a
 * party's claim or an admin's hold). Nothing leaves an instalment while it is held, so its amount is what is held.
 */
async function inClaims(db: DbOrTx, w: DashboardWindow) {
  const lastBy = (t: Date) => sql`(array_agg(e.kind order by e.id desc) filter (where e.at < ${ts(t)}))[1] in ('claim', 'admin_hold')`;
  return rowsOf<{ currency: string; cur: number; prev: number }>(
    db,
    sql`select p.currency, sum(p.amount) filter (where h.cur)::float8 as cur, sum(p.amount) filter (where h.prev)::float8 as prev
        from (select e.payment_id, ${lastBy(w.end)} as cur, ${lastBy(w.start)} as prev
              from payment_events e
              where e.kind in ('claim', 'admin_hold', 'release', 'refund', 'settle')
                and e.payment_id in (select payment_id from payment_events where kind in ('claim', 'admin_hold') and at < ${ts(w.end)})
              group by e.payment_id) h
          join payments p on p.id = h.payment_id
        where h.cur or h.prev group by p.currency`,
  );
}

/** Money by currency, USD first and then by code, for every currency with any figure in either period. */
export async function dashboardMoney(db: DbOrTx, w: DashboardWindow): Promise<MoneyFigures[]> {
  const [fixed, moves, now, claims] = await Promise.all([fixedValue(db, w), escrowMovements(db, w), heldNow(db), inClaims(db, w)]);
  const byCurrency = new Map<string, MoneyFigures>();
  const row = (currency: string) => {
    let m = byCurrency.get(currency);
    if (!m) {
      const zero = () => ({ current: 0, previous: 0 });
      m = { currency, fixed: zero(), held: zero(), released: zero(), refunded: zero(), inClaims: zero() };
      byCurrency.set(currency, m);
    }
    return m;
  };
  const heldByCurrency: Sums = Object.fromEntries(now.map((r) => [r.currency, n(r.held)]));
  for (const r of fixed) row(r.currency).fixed = { current: n(r.cur), previous: n(r.prev) };
  for (const c of Object.keys(heldByCurrency)) row(c);
  for (const r of moves) {
    const m = row(r.currency);
    m.released = { current: n(r.rc), previous: n(r.rp) };
    m.refunded = { current: n(r.fc), previous: n(r.fp) };
  }
  const netAfter = new Map(moves.map((r) => [r.currency, { after: n(r.after), since: n(r.since) }]));
  for (const r of claims) row(r.currency).inClaims = { current: n(r.cur), previous: n(r.prev) };
  for (const m of byCurrency.values()) {
    const held = heldByCurrency[m.currency] ?? 0;
    const net = netAfter.get(m.currency) ?? { after: 0, since: 0 };
    m.held = { current: held - net.after, previous: held - net.since };
  }
  return [...byCurrency.values()]
    .filter((m) => [m.fixed, m.held, m.released, m.refunded, m.inClaims].some((f) => f.current !== 0 || f.previous !== 0))
    .sort((a, b) => (a.currency === 'USD' ? -1 : b.currency === 'USD' ? 1 : a.currency.localeCompare(b.currency)));
}
