import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { adminListSchema, charterListSorts } from '../../../common/admin/lists';
import { charterActions, charterMachine, charterStatuses, type CharterStatus } from '../../../common/charters/charter-process';
import type { Database } from '../../db/client';
import { charters, payments, profiles, vessels } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { nextState } from '../../lib/transition';
import type { CurrentUser } from '../../lib/context';
import { charterPaymentStatus } from '../payments/charter-summary';
import { cappedCount, idOrStatusMatch, ordered, pageOffset } from '../../lib/sql';
import { recordAudit } from '../audit/service';
import { notify } from '../notifications/service';
import { cancelUnpaid } from '../payments/unpaid';
import { cancelDeal } from './deal-cancel';
import type { DealDeps } from './deal-core';
import { sentence } from '../../../common/sentence';

type ListOptions = z.output<ReturnType<typeof adminListSchema<typeof charterListSorts>>>;

const charterer = alias(profiles, 'charterer_profile');
const owner = alias(profiles, 'owner_profile');
const columns = {
  id: charters.id,
  vesselId: charters.vesselId,
  vesselName: vessels.name,
  chartererId: charters.chartererId,
  chartererCompany: charterer.companyName,
  ownerId: charters.ownerId,
  ownerCompany: owner.companyName,
  startDate: charters.startDate,
  endDate: charters.endDate,
  status: charters.status,
  totalAmount: charters.totalAmount,
  currency: charters.currency,
  paymentStatus: charterPaymentStatus,
  cancelReason: charters.cancelReason,
  createdAt: charters.createdAt,
};
const sortColumns = {
  createdAt: charters.createdAt,
  startDate: charters.startDate,
  endDate: charters.endDate,
  status: charters.status,
  totalAmount: charters.totalAmount,
};

const base = (db: Database) =>
  db
    .select(columns)
    .from(charters)
    .leftJoin(vessels, eq(vessels.id, charters.vesselId))
    .leftJoin(charterer, eq(charterer.id, charters.chartererId))
    .leftJoin(owner, eq(owner.id, charters.ownerId));

/** A charter as the admin sees it, with what the admin may do with it now (the list's buttons), from the lifecycle table. */
const serialize = <T extends { createdAt: Date; status: CharterStatus }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  actions: charterActions(row.status, 'admin'),
});

/** q is a case-insensitive contains match on the vessel id or the status. */
export async function adminListCharters(db: Database, o: ListOptions) {
  const where = idOrStatusMatch(o.q, charters.vesselId, charters.status, charterStatuses);
  const [items, { total, capped }] = await Promise.all([
    base(db).where(where).orderBy(ordered(sortColumns[o.sort], o.dir), ordered(charters.id, o.dir)).limit(o.pageSize).offset(pageOffset(o)),
    cappedCount(db, sql`${charters}`, where),
  ]);
  return { items: items.map(serialize), total, capped, page: o.page, pageSize: o.pageSize };
}

export async function adminGetCharter(db: Database, id: string) {
  const [row] = await base(db).where(eq(charters.id, id));
  if (!row) throw notFound('Charter not found');
  return serialize(row);
}

/** Cancels a charter that has not ended, with the reason told to both parties; `now` is the app clock's time. */
export async function adminCancelCharter(deps: Pick<DealDeps, 'db' | 'appUrl'>, admin: CurrentUser, id: string, reason: string, now: Date) {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(charters).where(eq(charters.id, id)).for('update');
    if (!before) throw notFound('Charter not found');
    const status = nextState(charterMachine, before.status, 'cancel', 'admin');
    const [after] = await tx.update(charters).set({ status, cancelReason: reason }).where(eq(charters.id, id)).returning();
    if (before.dealId) {
      await cancelDeal(tx, deps, admin, before.dealId, reason, now);
      // The voyage will not happen: what was not paid is not owed. Money in escrow stays for an admin to refund or
      // settle by the charter party.
      const rows = await tx.select().from(payments).where(eq(payments.dealId, before.dealId)).for('update');
      const deal = { id: before.dealId, ownerId: before.ownerId, chartererId: before.chartererId };
      await cancelUnpaid(tx, deal, rows, { user: admin, role: 'admin' }, now, () => 'Fairlead cancelled the charter: this instalment is not owed');
    }
    await recordAudit(tx, { actor: admin, action: 'charter.cancelled', entity: 'charter', entityId: id, before, after });
    const message = `Fairlead cancelled charter ${id.slice(0, 8)} (${before.startDate} to ${before.endDate}): ${sentence(reason)}`;
    const link = before.dealId ? { path: `/app/deals/${before.dealId}`, label: 'Open the deal' } : undefined;
    await notify(tx, before.ownerId, 'Charter cancelled', message, link);
    await notify(tx, before.chartererId, 'Charter cancelled', message, link);
  });
  return adminGetCharter(db, id);
}
