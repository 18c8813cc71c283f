import { sql, type SQL } from 'drizzle-orm';
import { regionNames } from '../../../common/ports/region-names';
import { regions } from '../../../common/ports/regions';
import { sizeBands, sizeNotStated } from '../../../common/vessels/size-classes';
import type { DbOrTx } from '../../db/client';

/** Rows of a raw query (both drivers answer `{ rows }`). */
export const rowsOf = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * The size class of `vessels v` as a CASE written from common/vessels/size-classes.ts, so SQL and screens share one
 * table: within a type, the highest band whose minimum the deadweight reaches.
 */
export const sizeClassCase = sql.raw(
  `case when v.deadweight_t is null then ${literal(sizeNotStated)} ${Object.entries(sizeBands)
    .map(
      ([type, bands]) =>
        `when v.type = ${literal(type)} then case ${[...bands]
          .reverse()
          .map((b) => `when v.deadweight_t >= ${b.minT} then ${literal(b.label)}`)
          .join(' ')} end`,
    )
    .join(' ')} end`,
);

export const notStated = 'Not stated';
export const otherPorts = 'Other ports';

/**
 * Each port of a broker's region with one label. Regions overlap (Rotterdam is in the Continent, Skaw-Passero and
 * Skaw-Gibraltar); a port takes the first region of common/ports/regions.ts that lists it (the narrowest, as the
 * list puts the trade areas before the ranges that span them), so no fixture counts twice.
 */
export function portRegionLabels(): [string, string][] {
  const seen = new Map<string, string>();
  for (const r of regions) for (const p of r.ports) if (!seen.has(p)) seen.set(p, regionNames[r.code]);
  return [...seen];
}

/** The port-to-label table as an inline VALUES list (constants of the code, not input). */
export const portRegionValues = sql.raw(
  `(values ${portRegionLabels()
    .map(([p, l]) => `(${literal(p)}, ${literal(l)})`)
    .join(', ')}) as r(locode, label)`,
);

/** An instant as a query parameter both drivers read alike. */
export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The kinds of a transfer's two accounts (`da`, `ca`), looked up by key for each transfer of the range: a join would
 * let the planner read every account of every deal to match a few weeks of transfers.
 */
export const accountKinds = sql`cross join lateral (select kind from ledger_accounts where id = t.debit_account_id offset 0) da
  cross join lateral (select kind from ledger_accounts where id = t.credit_account_id offset 0) ca`;
