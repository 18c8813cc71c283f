import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminListSchema, vesselListSorts } from '../../../common/admin/lists';
import type { Database } from '../../db/client';
import { profiles, vessels } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../lib/context';
import { cappedCount, containsPattern, ordered, pageOffset, valuesContaining } from '../../lib/sql';
import { vesselStatusLabels, vesselTypeLabels, vesselTypes } from '../../../common/vessels/vessel-status';
import { recordAudit } from '../audit/service';
import { notify } from '../notifications/service';
import { sentence } from '../../../common/sentence';

type ListOptions = z.output<ReturnType<typeof adminListSchema<typeof vesselListSorts>>>;

const columns = {
  id: vessels.id,
  name: vessels.name,
  type: vessels.type,
  ownerId: vessels.ownerId,
  ownerCompany: profiles.companyName,
  lengthM: vessels.lengthM,
  capacity: vessels.capacity,
  buildYear: vessels.buildYear,
  status: vessels.status,
  createdAt: vessels.createdAt,
};
const sortColumns = {
  createdAt: vessels.createdAt,
  name: vessels.name,
  type: vessels.type,
  lengthM: vessels.lengthM,
  capacity: vessels.capacity,
  buildYear: vessels.buildYear,
  status: vessels.status,
};

const serialize = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Vessels with their owner's company; q is a case-insensitive contains match on name or type. */
export async function adminListVessels(db: Database, o: ListOptions) {
  const types = o.q ? valuesContaining(o.q, vesselTypes, vesselTypeLabels) : [];
  const where = o.q ? or(ilike(vessels.name, containsPattern(o.q)), types.length ? inArray(vessels.type, types) : undefined) : undefined;
  const [items, { total, capped }] = await Promise.all([
    db
      .select(columns)
      .from(vessels)
      .leftJoin(profiles, eq(profiles.id, vessels.ownerId))
      .where(where)
      .orderBy(ordered(sortColumns[o.sort], o.dir), ordered(vessels.id, o.dir))
      .limit(o.pageSize)
      .offset(pageOffset(o)),
    cappedCount(db, sql`${vessels}`, where),
  ]);
  return { items: items.map(serialize), total, capped, page: o.page, pageSize: o.pageSize };
}

export async function adminGetVessel(db: Database, id: string) {
  const [row] = await db.select(columns).from(vessels).leftJoin(profiles, eq(profiles.id, vessels.ownerId)).where(eq(vessels.id, id));
  if (!row) throw notFound('Vessel not found');
  return serialize(row);
}

/**
 * Takes a vessel off the market (remembering the status it had) or puts it back with that status, tells the
 * owner, and records it.
 */
export async function setVesselSuspended(db: Database, admin: CurrentUser, id: string, suspend: boolean, reason: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(vessels).where(eq(vessels.id, id)).for('update');
    if (!before) throw notFound('Vessel not found');
    if (suspend && before.status === 'suspended') throw new AppError('conflict', 'This vessel is already suspended');
    if (!suspend && before.status !== 'suspended') throw new AppError('conflict', 'Only a suspended vessel can be reinstated');
    const change = suspend
      ? { status: 'suspended' as const, statusBeforeSuspension: before.status === 'suspended' ? null : before.status }
      : { status: before.statusBeforeSuspension ?? ('available' as const), statusBeforeSuspension: null };
    const [after] = await tx.update(vessels).set(change).where(eq(vessels.id, id)).returning();
    await recordAudit(tx, {
      actor: admin,
      action: suspend ? 'vessel.suspended' : 'vessel.reinstated',
      entity: 'vessel',
      entityId: id,
      before,
      after: { ...after, reason },
    });
    if (suspend) {
      await notify(
        tx,
        before.ownerId,
        `${before.name} was suspended`,
        `Fairlead suspended ${before.name}: ${sentence(reason)} It is hidden from search until reinstated. Contact support to resolve it.`,
      );
    } else {
      const status = vesselStatusLabels[after.status];
      await notify(
        tx,
        before.ownerId,
        `${before.name} is back on the market`,
        `Fairlead reinstated ${before.name}. It shows in search again as ${status}. Note from Fairlead: ${sentence(reason)}`,
      );
    }
    return serialize({ ...after, ownerCompany: null });
  });
}
