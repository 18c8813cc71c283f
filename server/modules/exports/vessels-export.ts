import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { exportsApi } from '../../../common/exports/api';
import { vesselTypeLabels, vesselTypes } from '../../../common/vessels/vessel-status';
import type { Database } from '../../db/client';
import { profiles, vessels } from '../../db/schema';
import { csvFileName, csvResponse, EXPORT_BATCH, keysetBatches } from '../../lib/csv-export';
import { containsPattern, ordered, valuesContaining } from '../../lib/sql';

/** Each sort column and its type, to read the keyset cursor back (every one is NOT NULL, so the row order is total). */
const sorts = {
  createdAt: [vessels.createdAt, 'timestamptz'],
  name: [vessels.name, 'text'],
  type: [vessels.type, 'text'],
  lengthM: [vessels.lengthM, 'numeric'],
  capacity: [vessels.capacity, 'integer'],
  buildYear: [vessels.buildYear, 'integer'],
  status: [vessels.status, 'text'],
} as const;

/** The admin vessels table with its search (name contains, or a type whose name or label contains) and sort. */
export function exportVessels(db: Database, q: z.output<NonNullable<typeof exportsApi.adminVessels.query>>, now: Date) {
  const [sortColumn, type] = sorts[q.sort];
  const types = q.q ? valuesContaining(q.q, vesselTypes, vesselTypeLabels) : [];
  const where = q.q ? or(ilike(vessels.name, containsPattern(q.q)), types.length ? inArray(vessels.type, types) : undefined) : undefined;
  const cmp = q.dir === 'asc' ? sql`>` : sql`<`;
  const page = (after: { key: string; id: string } | undefined) =>
    db
      .select({
        key: sql<string>`${sortColumn}::text`,
        id: vessels.id,
        name: vessels.name,
        imo: vessels.imo,
        type: vessels.type,
        flag: vessels.flag,
        owner: profiles.companyName,
        lengthM: vessels.lengthM,
        capacity: vessels.capacity,
        buildYear: vessels.buildYear,
        status: vessels.status,
        createdAt: vessels.createdAt,
      })
      .from(vessels)
      .leftJoin(profiles, eq(profiles.id, vessels.ownerId))
      .where(and(where, after ? sql`(${sortColumn}, ${vessels.id}) ${cmp} (${after.key}::${sql.raw(type)}, ${after.id}::uuid)` : undefined))
      .orderBy(ordered(sortColumn, q.dir), ordered(vessels.id, q.dir))
      .limit(EXPORT_BATCH);
  type Row = Awaited<ReturnType<typeof page>>[number];
  return csvResponse<Row>({
    fileName: csvFileName('vessels', now),
    batches: keysetBatches(page),
    columns: [
      { header: 'id', value: (r) => r.id },
      { header: 'name', value: (r) => r.name },
      { header: 'imo', value: (r) => r.imo },
      { header: 'type', value: (r) => r.type },
      { header: 'flag', value: (r) => r.flag },
      { header: 'owner', value: (r) => r.owner },
      { header: 'length_m', value: (r) => r.lengthM },
      { header: 'capacity', value: (r) => r.capacity },
      { header: 'build_year', value: (r) => r.buildYear },
      { header: 'status', value: (r) => r.status },
      { header: 'created_at', value: (r) => r.createdAt },
    ],
  });
}
