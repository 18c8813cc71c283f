import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/** A user's search text as a literal "contains" pattern: %, _ and \ match only themselves. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export const ordered = (column: AnyColumn | SQL, dir: 'asc' | 'desc') => (dir === 'asc' ? asc(column) : desc(column));

export const pageOffset = (o: { page: number; pageSize: number }) => (o.page - 1) * o.pageSize;
