import { sql } from 'drizzle-orm';
import type { MoneyFigures } from '../../../common/admin/dashboard';
import type { DbOrTx } from '../../db/client';
import type { DashboardWindow } from './dashboard-period';
import { compared, type DaySums } from './dashboard-rollup';
import { rowsOf, ts } from './dashboard-sql';

type Sums = Record<string, number>;
const n = (v: unknown) => Number(v ?? 0);

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

/**
 * Money by currency, USD first and then by code, for every currency with any figure in either period. The fixtures'
 * value, released and refunded are the period's day sums; held is escrow's balance now less its net change (day
 * sums) since each period's end.
 */
export async function dashboardMoney(db: DbOrTx, w: DashboardWindow, days: DaySums[]): Promise<MoneyFigures[]> {
  const [now, claims] = await Promise.all([heldNow(db), inClaims(db, w)]);
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
  for (const c of Object.keys(heldByCurrency)) row(c);
  for (const d of days) if (d.currency) row(d.currency);
  for (const r of claims) row(r.currency).inClaims = { current: n(r.cur), previous: n(r.prev) };
  for (const m of byCurrency.values()) {
    const of = (figure: string) => compared(days, (r) => r.figure === figure && r.currency === m.currency);
    m.fixed = of('fixed');
    m.released = of('released');
    m.refunded = of('refunded');
    // Escrow's net change after the period's end, and since its start (the period's own days and those after it).
    let after = 0;
    let since = 0;
    for (const r of days) {
      if (r.figure !== 'escrowNet' || r.currency !== m.currency || r.slot === 'previous') continue;
      since += r.value;
      if (r.slot === 'after') after += r.value;
    }
    const held = heldByCurrency[m.currency] ?? 0;
    m.held = { current: held - after, previous: held - since };
  }
  return [...byCurrency.values()]
    .filter((m) => [m.fixed, m.held, m.released, m.refunded, m.inClaims].some((f) => f.current !== 0 || f.previous !== 0))
    .sort((a, b) => (a.currency === 'USD' ? -1 : b.currency === 'USD' ? 1 : a.currency.localeCompare(b.currency)));
}
