import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { accountKinds, notStated, otherPorts, portRegionValues, sizeClassCase, ts } from './dashboard-sql';

/** Instants `[from, to)`. */
export type Range = { from: Date; to: Date };

/**
 * The dashboard's flows per UTC day, as rows `(day, figure, label, currency, value)`: a count, or a sum in minor
 * units. The same statements answer today live and fill the rollup of closed days (dashboard-rollup.ts), so the two
 * cannot count differently. Each is one index range over its table for the whole range, grouped by day.
 */
const dayOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Rows of `table` whose `column` falls in the range, counted per day (the indexes are in migration 0071). */
function happened(r: Range, figure: string, table: string, column: string, where: SQL = sql`true`) {
  const col = sql.raw(column);
  return sql`select ${dayOf(col)} as day, ${figure}::text as figure, ''::text as label, ''::text as currency, count(*)::float8 as value
    from ${sql.raw(table)} where ${col} >= ${ts(r.from)} and ${col} < ${ts(r.to)} and ${where} group by 1`;
}

/** The deals fixed in the range (deals_fixed_at_idx): fixtures, their value, regions and size classes count these. */
const fixedIn = (r: Range) => sql`d.fixed_at >= ${ts(r.from)} and d.fixed_at < ${ts(r.to)}`;

export const dayGroups = {
  /**
   * Things that happened. A new company is an approval with no earlier approval of the same profile (renewals do
   * not count again); every deal opens with one enquiry, so enquiries are deals opened; offers are the versions
   * that are not the enquiry; failed payments are the provider's declined charges.
   */
  counts: (r: Range) =>
    sql.join(
      [
        happened(r, 'newMembers', 'profiles', 'created_at', sql`role <> 'admin'`),
        happened(
          r,
          'newCompanies',
          'verification_submissions s',
          's.decided_at',
          sql`s.status = 'approved' and not exists (select 1 from verification_submissions e
            where e.profile_id = s.profile_id and e.status = 'approved' and e.decided_at < s.decided_at)`,
        ),
        happened(r, 'cargoOrders', 'cargo_orders', 'created_at'),
        happened(r, 'enquiries', 'deals', 'created_at'),
        happened(r, 'offers', 'offers', 'created_at', sql`kind <> 'enquiry'`),
        happened(r, 'failedPayments', 'payment_events', 'at', sql`kind = 'charge_fail'`),
        happened(r, 'fixtures', 'deals d', 'd.fixed_at', sql`d.fixed_at is not null`),
      ],
      sql` union all `,
    ),

  /** The fixtures' value: the charter each deal fixed that day made (charters.deal_id), by its currency. */
  fixed: (r: Range) =>
    sql`select ${dayOf(sql`d.fixed_at`)} as day, 'fixed'::text as figure, ''::text as label, c.currency, sum(c.total_amount)::float8 as value
        from deals d join charters c on c.deal_id = d.id where ${fixedIn(r)} group by 1, 4`,

  /**
   * Escrow's movements (server/lib/ledger.ts): posted transfers out of escrow to the owner's payable (released) or
   * to refunds (refunded), and escrow's net change, by day and currency. A pending transfer counts once its
   * resolution, a transfer of its own, is posted. A figure with no transfer that day has no row.
   */
  escrow: (r: Range) =>
    sql`select s.day, v.figure, ''::text as label, s.currency, v.value
        from (select ${dayOf(sql`t.created_at`)} as day, t.currency,
                sum(t.amount) filter (where da.kind = 'escrow' and ca.kind = 'owner_payable')::float8 as released,
                sum(t.amount) filter (where da.kind = 'escrow' and ca.kind = 'refunds')::float8 as refunded,
                sum(case when ca.kind = 'escrow' then t.amount else -t.amount end)::float8 as net
              from ledger_transfers t
                ${accountKinds}
              where t.created_at >= ${ts(r.from)} and t.created_at < ${ts(r.to)} and t.status = 'posted'
                and (da.kind = 'escrow' or ca.kind = 'escrow')
              group by 1, 2) s
          cross join lateral (values ('released', s.released), ('refunded', s.refunded), ('escrowNet', s.net)) v(figure, value)
        where v.value is not null`,

  /** Fixtures by the load port (a voyage) or delivery place (a time charter) of the accepted offer, by its region. */
  regions: (r: Range) =>
    sql`select ${dayOf(sql`d.fixed_at`)} as day, 'region'::text as figure,
               coalesce(r.label, case when o.port is null then ${notStated} else ${otherPorts} end) as label, ''::text as currency,
               count(*)::float8 as value
        from deals d
          left join lateral (select coalesce(x.terms ->> 'loadPort', x.terms ->> 'deliveryPort') as port from offers x
                             where x.deal_id = d.id and x.status = 'accepted' order by x.version desc limit 1) o on true
          left join ${portRegionValues} on r.locode = o.port
        where ${fixedIn(r)} group by 1, 3`,

  /** Fixtures by the ship's size class (common/vessels/size-classes.ts). */
  sizes: (r: Range) =>
    sql`select ${dayOf(sql`d.fixed_at`)} as day, 'size'::text as figure, ${sizeClassCase} as label, ''::text as currency, count(*)::float8 as value
        from deals d join vessels v on v.id = d.vessel_id where ${fixedIn(r)} group by 1, 3`,
};

export const dayGroupNames = Object.keys(dayGroups) as (keyof typeof dayGroups)[];

/**
 * The rollup's version: a fingerprint of the statements' text and constant parameters (dates aside), so a change to
 * any figure's definition, the size classes or the port regions reads fresh rows instead of the old ones.
 */
export const rollupVersion = (() => {
  const dialect = new PgDialect();
  const epoch = { from: new Date(0), to: new Date(0) };
  const hash = createHash('sha256');
  for (const g of dayGroupNames) {
    const q = dialect.sqlToQuery(dayGroups[g](epoch));
    hash.update(q.sql);
    hash.update(JSON.stringify(q.params));
  }
  return hash.digest('hex').slice(0, 16);
})();
