import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { charterStatuses } from '../../../common/charters/charter-process';
import type { exportsApi } from '../../../common/exports/api';
import type { Database } from '../../db/client';
import { charters, profiles, vessels } from '../../db/schema';
import { csvFileName, csvResponse, EXPORT_BATCH, keysetBatches } from '../../lib/csv-export';
import { idOrStatusMatch, ordered } from '../../lib/sql';

const chartererProfile = alias(profiles, 'charterer_profile');
const ownerProfile = alias(profiles, 'owner_profile');
/** Each sort column and its type, to read the keyset cursor back (every one is NOT NULL, so the row order is total). */
const sorts = {
  createdAt: [charters.createdAt, 'timestamptz'],
  startDate: [charters.startDate, 'date'],
  endDate: [charters.endDate, 'date'],
  status: [charters.status, 'text'],
  totalAmount: [charters.totalAmount, 'bigint'],
} as const;

/** The admin charters table with its search (vessel id or status) and sort, every page of it. */
export function exportCharters(db: Database, q: z.output<NonNullable<typeof exportsApi.adminCharters.query>>, now: Date) {
  const [sortColumn, type] = sorts[q.sort];
  const where = idOrStatusMatch(q.q, charters.vesselId, charters.status, charterStatuses);
  const cmp = q.dir === 'asc' ? sql`>` : sql`<`;
  const page = (after: { key: string; id: string } | undefined) =>
    db
      .select({
        key: sql<string>`${sortColumn}::text`,
        id: charters.id,
        createdAt: charters.createdAt,
        vessel: vessels.name,
        charterer: chartererProfile.companyName,
        owner: ownerProfile.companyName,
        startDate: charters.startDate,
        endDate: charters.endDate,
        status: charters.status,
        totalAmount: charters.totalAmount,
        currency: charters.currency,
        cancelReason: charters.cancelReason,
      })
      .from(charters)
      .leftJoin(vessels, eq(vessels.id, charters.vesselId))
      .leftJoin(chartererProfile, eq(chartererProfile.id, charters.chartererId))
      .leftJoin(ownerProfile, eq(ownerProfile.id, charters.ownerId))
      .where(and(where, after ? sql`(${sortColumn}, ${charters.id}) ${cmp} (${after.key}::${sql.raw(type)}, ${after.id}::uuid)` : undefined))
      .orderBy(ordered(sortColumn, q.dir), ordered(charters.id, q.dir))
      .limit(EXPORT_BATCH);
  type Row = Awaited<ReturnType<typeof page>>[number];
  return csvResponse<Row>({
    fileName: csvFileName('charters', now),
    batches: keysetBatches(page),
    columns: [
      { header: 'id', value: (r) => r.id },
      { header: 'created_at', value: (r) => r.createdAt },
      { header: 'vessel', value: (r) => r.vessel },
      { header: 'charterer', value: (r) => r.charterer },
      { header: 'owner', value: (r) => r.owner },
      { header: 'start_date', value: (r) => r.startDate },
      { header: 'end_date', value: (r) => r.endDate },
      { header: 'status', value: (r) => r.status },
      { header: 'total_amount_minor', value: (r) => r.totalAmount },
      { header: 'currency', value: (r) => r.currency },
      { header: 'cancel_reason', value: (r) => r.cancelReason },
    ],
  });
}
