import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dayGroupNames, dayGroups } from './dashboard-days';
import type { DashboardWindow } from './dashboard-period';
import { rowsOf } from './dashboard-sql';

/**
 * The rollup of closed days (decision 041). A closed day is a UTC day that ended at least CLOSE_AFTER_MS ago: every flow
 * the dashboard counts is dated by a timestamp set once (created_at, fixed_at, decided_at, the ledger's and payment
 * events' append-only rows), so a closed day's figures no longer change. The first request that needs a closed day
 * computes it with the statements of dashboard-days.ts, one per group over each run of missing days, and stores it;
 * every server then reads it. Today is always answered live by the same statements.
 */

const DAY = 86_400_000;
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/**
 * A day is rolled up only this long after it ended. A row's time is its transaction's start (now()), so a transaction
 * begun just before midnight may commit after it: a rollup at 00:00:01 would miss that row for good. Until then the
 * day is answered live, as today is.
 */
export const CLOSE_AFTER_MS = 15 * 60_000;
/** Past any date the records hold: the live part has no end, as escrow's net change since a period runs to now. */
const farFuture = new Date(Date.UTC(9999, 0, 1));

/** Runs of consecutive days from a sorted list. */
function runsOf(days: string[]): { first: string; last: string }[] {
  const runs: { first: string; last: string }[] = [];
  for (const d of days) {
    const last = runs.at(-1);
    if (last && msOf(d) - msOf(last.last) === DAY) last.last = d;
    else runs.push({ first: d, last: d });
  }
  return runs;
}

/**
 * Computes and stores the closed days of `[first, last]` not yet in the rollup. Two servers filling the same days
 * at once is harmless: the rows are the same and `on conflict do nothing` keeps the first; the `_day` marker rows
 * commit with the day's figures, so a reader never sees a day marked filled without its rows.
 */
export async function fillClosedDays(db: DbOrTx, first: string, last: string, version: string): Promise<number> {
  if (first > last) return 0;
  const filled = await rowsOf<{ day: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day from dashboard_days
        where version = ${version} and figure = '_day' and day >= ${first}::date and day <= ${last}::date`,
  );
  const have = new Set(filled.map((r) => r.day));
  const missing: string[] = [];
  for (let ms = msOf(first); ms <= msOf(last); ms += DAY) if (!have.has(dayOf(ms))) missing.push(dayOf(ms));
  for (const run of runsOf(missing)) {
    const range = { from: new Date(msOf(run.first)), to: new Date(msOf(run.last) + DAY) };
    await db.transaction(async (tx) => {
      for (const g of dayGroupNames)
        await tx.execute(sql`insert into dashboard_days (version, day, figure, label, currency, value)
          select ${version}, g.day::date, g.figure, g.label, g.currency, g.value from (${dayGroups[g](range)}) g
          on conflict do nothing`);
      await tx.execute(sql`insert into dashboard_days (version, day, figure, label, currency, value)
        select ${version}, d::date, '_day', '', '', 0 from generate_series(${run.first}::date, ${run.last}::date, '1 day') d
        on conflict do nothing`);
    });
  }
  return missing.length;
}

/** A figure's value summed over one slot: a bucket of the period (its first day), `previous`, or `after` the period. */
export type DaySums = { figure: string; label: string; currency: string; slot: string; value: number };

/**
 * The period's flows: closed days from the rollup (filled first where missing) and today live, summed per bucket of
 * the current period, over the previous period, and after the period's end (escrow's net change since then). A
 * slot may come in several rows (the rollup's and today's): callers add them up.
 */
export async function dashboardDays(db: DbOrTx, w: DashboardWindow, now: Date, version: string): Promise<DaySums[]> {
  const lastClosed = dayOf(now.getTime() - CLOSE_AFTER_MS - DAY);
  await fillClosedDays(db, w.previousFrom, lastClosed, version);
  const live = { from: new Date(Math.max(msOf(lastClosed) + DAY, w.previousStart.getTime())), to: farFuture };
  // Each source summed per slot on its own, the live groups in parallel on the pool; the callers add the slots up.
  // Regions and size classes are charted for the current period only.
  const slotOf = (day: SQL) =>
    sql`case when ${day} < ${w.from}::date then 'previous' when ${day} > ${w.to}::date then 'after'
             else to_char(greatest(date_trunc(${w.bucket}, ${day}::timestamp)::date, ${w.from}::date), 'YYYY-MM-DD') end`;
  const slotted = (source: SQL) =>
    rowsOf<DaySums>(
      db,
      sql`select figure, label, currency, slot, sum(value)::float8 as value
          from (${source}) x
            cross join lateral (select ${slotOf(sql`x.day::date`)} as slot) s
          where x.day::date >= ${w.previousFrom}::date
          group by 1, 2, 3, 4`,
    );
  // The rollup's rows (tens of thousands for three years) joined to each day's slot, worked out once per day (a
  // few thousand) rather than once per row: the per-row text round trips were most of this statement's time.
  const rolledUp = rowsOf<DaySums>(
    db,
    sql`select r.figure, r.label, r.currency, s.slot, sum(r.value)::float8 as value
        from dashboard_days r
          join (select g::date as day, ${slotOf(sql`g::date`)} as slot
                from generate_series(${w.previousFrom}::date, ${lastClosed}::date, '1 day') g offset 0) s on s.day = r.day
        where r.version = ${version} and r.day >= ${w.previousFrom}::date and r.day <= ${lastClosed}::date and r.figure <> '_day'
          and (r.day >= ${w.from}::date or r.figure not in ('region', 'size'))
        group by 1, 2, 3, 4`,
  );
  const parts = await Promise.all([rolledUp, ...dayGroupNames.map((g) => slotted(dayGroups[g](live)))]);
  const rows = parts.flat();
  return rows.map((r) => ({ ...r, value: Number(r.value) }));
}

/** Sums of the rows matching `pick` in the current period and the previous one. */
export function compared(rows: DaySums[], pick: (r: DaySums) => boolean) {
  let current = 0;
  let previous = 0;
  for (const r of rows) {
    if (!pick(r) || r.slot === 'after') continue;
    if (r.slot === 'previous') previous += r.value;
    else current += r.value;
  }
  return { current, previous };
}
