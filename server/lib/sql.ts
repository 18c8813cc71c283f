import { asc, desc, ilike, inArray, or, sql, type AnyColumn, type Column, type SQL } from 'drizzle-orm';

/** A user's search text as a literal "contains" pattern: %, _ and \ match only themselves. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export const ordered = (column: AnyColumn | SQL, dir: 'asc' | 'desc') => (dir === 'asc' ? asc(column) : desc(column));

export const pageOffset = (o: { page: number; pageSize: number }) => (o.page - 1) * o.pageSize;

/**
 * "Contains" on a column with a fixed set of values (a status, a type) becomes an IN list of the values
 * that contain the text: the same answer, and an index can serve it.
 */
export function valuesContaining<T extends string>(q: string, values: readonly T[], labels: Partial<Record<T, string>> = {}): T[] {
  const needle = q.toLowerCase();
  return values.filter((v) => v.toLowerCase().includes(needle) || labels[v]?.toLowerCase().includes(needle));
}

export const COUNT_CAP = 10_000;

/**
 * Counts matching rows, but stops at COUNT_CAP: past ten thousand nobody pages through, and an exact
 * count of a million rows would cost more than the page itself. `capped` tells the UI to say "10,000+".
 */
export async function cappedCount(db: { execute: (q: SQL) => Promise<unknown> }, from: SQL, where: SQL | undefined) {
  const result = (await db.execute(
    sql`select count(*)::int as n from (select 1 from ${from} ${where ? sql`where ${where}` : sql``} limit ${COUNT_CAP + 1}) capped`,
  )) as { rows: { n: number }[] };
  const n = Number(result.rows[0].n);
  return { total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}

/** A uuid's text has only hex digits and dashes: other text cannot match an id, so that branch is skipped. */
export const couldBeIdFragment = (q: string) => /^[0-9a-f-]+$/i.test(q);

/**
 * An admin table's search box over a uuid column and a status: "contains" on the id's text, or an IN list
 * of the statuses whose name contains the text. No text, no condition.
 */
export function idOrStatusMatch<T extends string>(q: string, id: Column, status: Column, statuses: readonly T[]): SQL | undefined {
  if (!q) return undefined;
  const matching = valuesContaining(q, statuses);
  return or(couldBeIdFragment(q) ? ilike(sql`${id}::text`, containsPattern(q)) : undefined, matching.length ? inArray(status, matching) : undefined);
}
