import { sql, type Column, type GetColumnData, type SQL } from 'drizzle-orm';

type Columns = Record<string, Column>;
export type RowOf<C extends Columns> = { [K in keyof C]: GetColumnData<C[K]> };

/**
 * A JSON object of the given columns, keyed by their names in code, built by the database: a record's child rows
 * (photos, blocks) come back inside the record's own query, aggregated with json_agg, instead of one query each.
 */
export function jsonObjectOf(columns: Columns): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  if (pairs.length <= 50) return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
  // A function takes at most 100 arguments in PostgreSQL: a wider record (the vessel's particulars) is built in
  // parts of fifty columns and joined with jsonb's ||.
  const parts = [];
  for (let i = 0; i < pairs.length; i += 50) parts.push(sql`jsonb_build_object(${sql.join(pairs.slice(i, i + 50), sql`, `)})`);
  return sql`(${sql.join(parts, sql` || `)})`;
}

/**
 * The row drizzle would have read from the same columns, from an object made by `jsonObjectOf`: every value goes
 * through its column's own decoder (a timestamp's ISO text becomes a Date, numeric a number, jsonb its value), so
 * the code that serializes rows works on these unchanged.
 */
export function fromJson<C extends Columns>(columns: C, json: Record<string, unknown>): RowOf<C> {
  const row: Record<string, unknown> = {};
  for (const key in columns) {
    const value = json[key];
    row[key] = value === null || value === undefined ? null : columns[key].mapFromDriverValue(value);
  }
  return row as RowOf<C>;
}
