import { sql } from 'drizzle-orm';
import type { Dashboard } from '../../../common/admin/dashboard';
import type { DbOrTx } from '../../db/client';
import type { DashboardWindow } from './dashboard-period';
import type { DaySums } from './dashboard-rollup';
import { rowsOf, ts } from './dashboard-sql';

/**
 * Every bucket of the period, empty ones with zero (generate_series), so a chart has no gaps: a bucket is the calendar
 * day, the week from Monday or the calendar month, the first one from the period's first day (it may be short). Its
 * fixtures and money are the day sums of dashboard-rollup.ts, already summed per bucket.
 */
async function series(db: DbOrTx, w: DashboardWindow, days: DaySums[]): Promise<Dashboard['series']> {
  const buckets = await rowsOf<{ start: string }>(
    db,
    sql`select to_char(greatest(g::date, ${w.from}::date), 'YYYY-MM-DD') as start
        from generate_series(date_trunc(${w.bucket}, ${w.from}::timestamp), ${w.to}::timestamp, ('1 ' || ${w.bucket})::interval) g order by 1`,
  );
  const fixtures = new Map<string, number>();
  const money = new Map<string, Map<string, { currency: string; fixed: number; released: number; refunded: number }>>();
  for (const d of days) {
    if (d.slot === 'previous' || d.slot === 'after') continue;
    if (d.figure === 'fixtures') fixtures.set(d.slot, (fixtures.get(d.slot) ?? 0) + d.value);
    if (d.figure !== 'fixed' && d.figure !== 'released' && d.figure !== 'refunded') continue;
    const inBucket = money.get(d.slot) ?? new Map();
    money.set(d.slot, inBucket);
    const m = inBucket.get(d.currency) ?? { currency: d.currency, fixed: 0, released: 0, refunded: 0 };
    inBucket.set(d.currency, m);
    m[d.figure] += d.value;
  }
  return buckets.map((b) => ({
    start: b.start,
    fixtures: fixtures.get(b.start) ?? 0,
    money: [...(money.get(b.start)?.values() ?? [])].sort((a, c) => (a.currency < c.currency ? -1 : a.currency > c.currency ? 1 : 0)),
  }));
}

/** The current period's fixtures by label (a region or a size class), most first, then by label. */
function byLabel(days: DaySums[], figure: string) {
  const counts = new Map<string, number>();
  for (const d of days)
    if (d.figure === figure && d.slot !== 'previous' && d.slot !== 'after') counts.set(d.label, (counts.get(d.label) ?? 0) + d.value);
  return [...counts]
    .map(([label, fixtures]) => ({ label, fixtures }))
    .sort((a, b) => b.fixtures - a.fixtures || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

/**
 * Deals opened in the period by the furthest stage they reached. A deal still open is at its stage; a fixed one
 * (fixed_at, even if its fixture was later cancelled) reached all four; a failed or withdrawn one reached the
 * furthest stage its record (deal_events) shows.
 */
async function funnel(db: DbOrTx, w: DashboardWindow): Promise<Dashboard['funnel']> {
  // `offset 0` keeps each deal's stage worked out once, not once per count. JIT is off for this statement: the
  // planner's estimate of the per-deal lookups makes PostgreSQL compile it, which costs more than it saves here.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rowsOf<{ reached: number; deals: number }>(
      tx,
      sql`select reached, count(*)::int as deals
          from (select case when d.fixed_at is not null then 4 when d.stage = 'on_subjects' then 3 when d.stage = 'negotiating' then 2
                            when d.stage = 'enquiry' then 1
                            else (select coalesce(max(case e.stage_after when 'on_subjects' then 3 when 'negotiating' then 2 else 1 end), 1)
                                  from deal_events e where e.deal_id = d.id) end as reached
                from deals d where d.created_at >= ${ts(w.start)} and d.created_at < ${ts(w.end)} offset 0) s
          group by reached`,
    );
  });
  const atLeast = (n: number) => rows.reduce((sum, r) => sum + (Number(r.reached) >= n ? Number(r.deals) : 0), 0);
  const stages = ['enquiry', 'negotiating', 'on_subjects', 'fixed'] as const;
  return stages.map((stage, i) => ({ stage, deals: atLeast(i + 1) }));
}

export async function dashboardCharts(db: DbOrTx, w: DashboardWindow, days: DaySums[]) {
  const [s, f] = await Promise.all([series(db, w, days), funnel(db, w)]);
  return { series: s, funnel: f, fixturesByLoadRegion: byLabel(days, 'region'), fixturesBySizeClass: byLabel(days, 'size') };
}
