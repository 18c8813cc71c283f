import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminListSchema, paymentListSorts } from '../../../common/admin/lists';
import type { Database } from '../../db/client';
import { charters, payments, profiles, vessels } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { cappedCount, idOrStatusMatch, ordered, pageOffset } from '../../lib/sql';

const paymentStatuses = ['pending', 'completed', 'failed', 'refunded'] as const;

type ListOptions = z.output<ReturnType<typeof adminListSchema<typeof paymentListSorts>>>;

const columns = {
  id: payments.id,
  charterId: payments.charterId,
  providerIntentId: payments.providerIntentId,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  vesselName: vessels.name,
  chartererCompany: profiles.companyName,
  createdAt: payments.createdAt,
};
const sortColumns = { createdAt: payments.createdAt, amount: payments.amount, status: payments.status };

const base = (db: Database) =>
  db
    .select(columns)
    .from(payments)
    .leftJoin(charters, eq(charters.id, payments.charterId))
    .leftJoin(vessels, eq(vessels.id, charters.vesselId))
    .leftJoin(profiles, eq(profiles.id, charters.chartererId));

const serialize = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** q is a case-insensitive contains match on the charter id or the status. */
export async function adminListPayments(db: Database, o: ListOptions) {
  const where = idOrStatusMatch(o.q, payments.charterId, payments.status, paymentStatuses);
  const [items, { total, capped }] = await Promise.all([
    base(db).where(where).orderBy(ordered(sortColumns[o.sort], o.dir), ordered(payments.id, o.dir)).limit(o.pageSize).offset(pageOffset(o)),
    cappedCount(db, sql`${payments}`, where),
  ]);
  return { items: items.map(serialize), total, capped, page: o.page, pageSize: o.pageSize };
}

export async function adminGetPayment(db: Database, id: string) {
  const [row] = await base(db).where(eq(payments.id, id));
  if (!row) throw notFound('Payment not found');
  return serialize(row);
}
