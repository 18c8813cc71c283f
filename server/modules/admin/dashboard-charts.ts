import { sql } from 'drizzle-orm';
import type { Dashboard } from '../../../common/admin/dashboard';
import type { DbOrTx } from '../../db/client';
import type { DashboardWindow } from './dashboard-period';
import { accountKinds, notStated, otherPorts, portRegionValues, rowsOf, sizeClassCase, ts } from './dashboard-sql';

/** The deals fixed in the current period (deals_fixed_at_idx): what the series, regions and size classes count. */
const fixedIn = (w: DashboardWindow) => sql`d.fixed_at >= ${ts(w.start)} and d.fixed_at < ${ts(w.end)}`;

/**
 * A bucket's first day: the calendar day, the week from Monday or the calendar month, but never before the period's
 * first day (the first bucket may be short). Empty buckets come from generate_series, so a chart has no gaps.
 */
const bucketOf = (w: DashboardWindow, at: ReturnType<typeof sql>) =>
  sql`greatest(date_trunc(${w.bucket}, ${at} at time zone 'UTC')::date, ${w.from}::date)`;

async function series(db: DbOrTx, w: DashboardWindow): Promise<Dashboard['series']> {
  const [buckets, money] = await Promise.all([
    rowsOf<{ start: string; fixtures: number }>(
      db,
      sql`with b as (select greatest(g::date, ${w.from}::date) as start
                     from generate_series(date_trunc(${w.bucket}, ${w.from}::timestamp), ${w.to}::timestamp, ('1 ' || ${w.bucket})::interval) g),
               f as (select ${bucketOf(w, sql`d.fixed_at`)} as start, count(*)::int as n from deals d where ${fixedIn(w)} group by 1)
          select to_char(b.start, 'YYYY-MM-DD') as start, coalesce(f.n, 0)::int as fixtures from b left join f on f.start = b.start order by b.start`,
    ),
    rowsOf<{ start: string; currency: string; fixed: number; released: number; refunded: number }>(
      db,
      sql`select to_char(start, 'YYYY-MM-DD') as start, currency, sum(fixed)::float8 as fixed, sum(released)::float8 as released,
                 sum(refunded)::float8 as refunded
          from (select ${bucketOf(w, sql`d.fixed_at`)} as start, c.currency, c.total_amount as fixed, 0 as released, 0 as refunded
                from deals d join charters c on c.deal_id = d.id where ${fixedIn(w)}
                union all
                select ${bucketOf(w, sql`t.created_at`)}, t.currency, 0,
                       case when ca.kind = 'owner_payable' then t.amount else 0 end, case when ca.kind = 'refunds' then t.amount else 0 end
                from ledger_transfers t
                  ${accountKinds}
                where t.created_at >= ${ts(w.start)} and t.created_at < ${ts(w.end)} and t.status = 'posted'
                  and da.kind = 'escrow' and ca.kind in ('owner_payable', 'refunds')) m
          group by start, currency order by start, currency`,
    ),
  ]);
  const moneyOf = new Map<string, Dashboard['series'][number]['money']>();
  for (const m of money) {
    const list = moneyOf.get(m.start) ?? [];
    list.push({ currency: m.currency, fixed: Number(m.fixed), released: Number(m.released), refunded: Number(m.refunded) });
    moneyOf.set(m.start, list);
  }
  return buckets.map((b) => ({ start: b.start, fixtures: Number(b.fixtures), money: moneyOf.get(b.start) ?? [] }));
}

/**
 * Deals opened in the period by the furthest stage they reached. A deal still open is at its stage; a fixed one
 * (fixed_at, even if its fixture was later cancelled) reached all four; a failed or withdrawn one reached the
 * furthest stage its record (deal_events) shows.
 */
async function funnel(db: DbOrTx, w: DashboardWindow): Promise<Dashboard['funnel']> {
  const [r] = await rowsOf<{ enquiry: number; negotiating: number; on_subjects: number; fixed: number }>(
    db,
    sql`select count(*)::int as enquiry, count(*) filter (where reached >= 2)::int as negotiating,
               count(*) filter (where reached >= 3)::int as on_subjects, count(*) filter (where reached = 4)::int as fixed
        from (select case when d.fixed_at is not null then 4 when d.stage = 'on_subjects' then 3 when d.stage = 'negotiating' then 2
                          when d.stage = 'enquiry' then 1
                          else (select coalesce(max(case e.stage_after when 'on_subjects' then 3 when 'negotiating' then 2 else 1 end), 1)
                                from deal_events e where e.deal_id = d.id) end as reached
              from deals d where d.created_at >= ${ts(w.start)} and d.created_at < ${ts(w.end)}) s`,
  );
  return (['enquiry', 'negotiating', 'on_subjects', 'fixed'] as const).map((stage) => ({ stage, deals: Number(r[stage]) }));
}

/** Fixtures by the load port (a voyage) or delivery place (a time charter) of the accepted offer, by its region. */
async function byLoadRegion(db: DbOrTx, w: DashboardWindow) {
  return rowsOf<{ label: string; fixtures: number }>(
    db,
    sql`select coalesce(r.label, case when o.port is null then ${notStated} else ${otherPorts} end) as label, count(*)::int as fixtures
        from deals d
          left join lateral (select coalesce(x.terms ->> 'loadPort', x.terms ->> 'deliveryPort') as port from offers x
                             where x.deal_id = d.id and x.status = 'accepted' order by x.version desc limit 1) o on true
          left join ${portRegionValues} on r.locode = o.port
        where ${fixedIn(w)} group by 1 order by 2 desc, 1`,
  );
}

/** Fixtures by the ship's size class (common/vessels/size-classes.ts). */
async function bySizeClass(db: DbOrTx, w: DashboardWindow) {
  return rowsOf<{ label: string; fixtures: number }>(
    db,
    sql`select ${sizeClassCase} as label, count(*)::int as fixtures from deals d join vessels v on v.id = d.vessel_id
        where ${fixedIn(w)} group by 1 order by 2 desc, 1`,
  );
}

export async function dashboardCharts(db: DbOrTx, w: DashboardWindow) {
  const [s, f, regions, sizes] = await Promise.all([series(db, w), funnel(db, w), byLoadRegion(db, w), bySizeClass(db, w)]);
  const counted = (rows: { label: string; fixtures: number }[]) => rows.map((r) => ({ label: r.label, fixtures: Number(r.fixtures) }));
  return { series: s, funnel: f, fixturesByLoadRegion: counted(regions), fixturesBySizeClass: counted(sizes) };
}
