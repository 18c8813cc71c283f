import { sql } from 'drizzle-orm';
import type { Dashboard } from '../../../common/admin/dashboard';
import type { DbOrTx } from '../../db/client';
import type { DashboardWindow } from './dashboard-period';
import { compared, type DaySums } from './dashboard-rollup';
import { rowsOf, ts } from './dashboard-sql';

type Figures = Dashboard['figures'];
type Pair = { current: number; previous: number | null };

/**
 * Ships on Fairlead at each period's end: listed before it and not archived by then. Counted as the ships never
 * archived (an index-only count of the partial index) plus the archived ones that were still listed then (few).
 */
async function listedShips(db: DbOrTx, w: DashboardWindow): Promise<Pair> {
  const [r] = await rowsOf<{ current: number; previous: number }>(
    db,
    sql`select
      (select count(*) from vessels where archived_at is null and created_at < ${ts(w.end)})
        + (select count(*) from vessels where archived_at >= ${ts(w.end)} and created_at < ${ts(w.end)}) as current,
      (select count(*) from vessels where archived_at is null and created_at < ${ts(w.start)})
        + (select count(*) from vessels where archived_at >= ${ts(w.start)} and created_at < ${ts(w.start)}) as previous`,
  );
  return { current: Number(r.current), previous: Number(r.previous) };
}

/**
 * Ships on the market with an open position that has not ended by the period's last day. A ship keeps only its
 * latest open position (an owner overwrites it), so what was open at an earlier date is not in the records. The
 * conditions but the date are those of vessels_open_positions_idx, so this counts that partial index, not every ship.
 */
async function openPositions(db: DbOrTx, w: DashboardWindow): Promise<Pair> {
  const [r] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from vessels
        where open_date is not null and archived_at is null and status <> 'suspended' and certificates_lapsed_at is null
          and (open_date_to is null or open_date_to >= ${w.to}::date)`,
  );
  return { current: Number(r.n), previous: null };
}

/** Message reports not yet resolved at each period's end. */
const openReports = async (db: DbOrTx, w: DashboardWindow): Promise<Pair> => standing(db, w, 'message_reports', 'created_at', 'resolved_at');

/** Verification files submitted and not yet decided at each period's end (a draft is not a case). */
const openVerificationCases = async (db: DbOrTx, w: DashboardWindow): Promise<Pair> =>
  standing(db, w, 'verification_submissions', 'submitted_at', 'decided_at');

async function standing(db: DbOrTx, w: DashboardWindow, table: string, opened: string, closed: string): Promise<Pair> {
  const [o, c] = [sql.raw(opened), sql.raw(closed)];
  const [r] = await rowsOf<{ current: number; previous: number }>(
    db,
    sql`select count(*) filter (where ${o} < ${ts(w.end)} and (${c} is null or ${c} >= ${ts(w.end)}))::int as current,
               count(*) filter (where ${o} < ${ts(w.start)} and (${c} is null or ${c} >= ${ts(w.start)}))::int as previous
        from ${sql.raw(table)} where ${o} < ${ts(w.end)} and (${c} is null or ${c} >= ${ts(w.start)})`,
  );
  return { current: Number(r.current), previous: Number(r.previous) };
}

/**
 * The median hours from a deal's creation (its enquiry) to its fixture, over the deals fixed in each period. A
 * median cannot be added up from days, so it is read live: an index-only range of deals_fixed_at_idx, which holds
 * created_at beside fixed_at (migration 0074; decision 041).
 */
async function medianHoursToFixture(db: DbOrTx, w: DashboardWindow) {
  const hours = sql`extract(epoch from fixed_at - created_at) / 3600`;
  const [r] = await rowsOf<{ mc: number | null; mp: number | null }>(
    db,
    sql`select (percentile_cont(0.5) within group (order by ${hours}) filter (where fixed_at >= ${ts(w.start)}))::float8 as mc,
          (percentile_cont(0.5) within group (order by ${hours}) filter (where fixed_at < ${ts(w.start)}))::float8 as mp
        from deals where fixed_at >= ${ts(w.previousStart)} and fixed_at < ${ts(w.end)}`,
  );
  const round = (h: number | null) => (h === null ? null : Math.round(Number(h) * 10) / 10);
  return { current: round(r.mc), previous: round(r.mp) };
}

/** The figures: flows from the period's day sums (closed days rolled up, today live), standing figures live. */
export async function dashboardFigures(db: DbOrTx, w: DashboardWindow, days: DaySums[]): Promise<Figures> {
  const count = (figure: string) => compared(days, (r) => r.figure === figure);
  const [listed, open, median, reports, cases] = await Promise.all([
    listedShips(db, w),
    openPositions(db, w),
    medianHoursToFixture(db, w),
    openReports(db, w),
    openVerificationCases(db, w),
  ]);
  return {
    newMembers: count('newMembers'),
    newCompanies: count('newCompanies'),
    listedShips: listed,
    openPositions: open,
    cargoOrders: count('cargoOrders'),
    enquiries: count('enquiries'),
    offers: count('offers'),
    fixtures: count('fixtures'),
    medianHoursToFixture: median,
    failedPayments: count('failedPayments'),
    openReports: reports,
    openVerificationCases: cases,
  };
}
