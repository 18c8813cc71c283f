import { sql, type SQL } from 'drizzle-orm';
import type { Dashboard } from '../../../common/admin/dashboard';
import type { DbOrTx } from '../../db/client';
import type { DashboardWindow } from './dashboard-period';
import { rowsOf, ts } from './dashboard-sql';

type Figures = Dashboard['figures'];
type Pair = { current: number; previous: number | null };

/**
 * Things that happened: rows of `table` whose `column` falls in each period, counted in one index range over both
 * periods (the indexes are in migration 0071 and the schema beside each table).
 */
async function happened(db: DbOrTx, w: DashboardWindow, table: string, column: string, where: SQL = sql`true`): Promise<Pair> {
  const col = sql.raw(column);
  const [r] = await rowsOf<{ current: number; previous: number }>(
    db,
    sql`select count(*) filter (where ${col} >= ${ts(w.start)})::int as current, count(*) filter (where ${col} < ${ts(w.start)})::int as previous
        from ${sql.raw(table)} where ${col} >= ${ts(w.previousStart)} and ${col} < ${ts(w.end)} and ${where}`,
  );
  return { current: Number(r.current), previous: Number(r.previous) };
}

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
 * latest open position (an owner overwrites it), so what was open at an earlier date is not in the records.
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

/** Fixtures (deals that reached `fixed` in the period) and the median hours from their enquiry to the fixture. */
async function fixtures(db: DbOrTx, w: DashboardWindow) {
  const hours = sql`extract(epoch from fixed_at - created_at) / 3600`;
  const [r] = await rowsOf<{ current: number; previous: number; mc: number | null; mp: number | null }>(
    db,
    sql`select count(*) filter (where fixed_at >= ${ts(w.start)})::int as current, count(*) filter (where fixed_at < ${ts(w.start)})::int as previous,
          (percentile_cont(0.5) within group (order by ${hours}) filter (where fixed_at >= ${ts(w.start)}))::float8 as mc,
          (percentile_cont(0.5) within group (order by ${hours}) filter (where fixed_at < ${ts(w.start)}))::float8 as mp
        from deals where fixed_at >= ${ts(w.previousStart)} and fixed_at < ${ts(w.end)}`,
  );
  const round = (h: number | null) => (h === null ? null : Math.round(Number(h) * 10) / 10);
  return {
    fixtures: { current: Number(r.current), previous: Number(r.previous) },
    medianHoursToFixture: { current: round(r.mc), previous: round(r.mp) },
  };
}

/**
 * Companies verified for the first time in the period (a company is one profile; its people are its members):
 * an approval with no earlier approval of the same company. Renewals do not count again.
 */
const newCompanies = (db: DbOrTx, w: DashboardWindow) =>
  happened(
    db,
    w,
    'verification_submissions s',
    's.decided_at',
    sql`s.status = 'approved' and not exists (select 1 from verification_submissions e
      where e.profile_id = s.profile_id and e.status = 'approved' and e.decided_at < s.decided_at)`,
  );

export async function dashboardFigures(db: DbOrTx, w: DashboardWindow): Promise<Figures> {
  const [newMembers, companies, listed, open, cargoOrders, enquiries, offers, fixed, failedPayments, reports, cases] = await Promise.all([
    happened(db, w, 'profiles', 'created_at', sql`role <> 'admin'`),
    newCompanies(db, w),
    listedShips(db, w),
    openPositions(db, w),
    happened(db, w, 'cargo_orders', 'created_at'),
    // Every deal opens with the charterer's enquiry or the owner's offer of a ship for a cargo: one enquiry a deal.
    happened(db, w, 'deals', 'created_at'),
    happened(db, w, 'offers', 'created_at', sql`kind <> 'enquiry'`),
    fixtures(db, w),
    happened(db, w, 'payment_events', 'at', sql`kind = 'charge_fail'`),
    openReports(db, w),
    openVerificationCases(db, w),
  ]);
  return {
    newMembers,
    newCompanies: companies,
    listedShips: listed,
    openPositions: open,
    cargoOrders,
    enquiries,
    offers,
    fixtures: fixed.fixtures,
    medianHoursToFixture: fixed.medianHoursToFixture,
    failedPayments,
    openReports: reports,
    openVerificationCases: cases,
  };
}
