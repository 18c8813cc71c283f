import { asc, desc, eq, sql } from 'drizzle-orm';
import { vesselInputSchema, type VesselValues } from '../../../common/vessels/schemas';
import { cubicColumns, particularsAsGiven, vesselPositionSchema, type VesselPositionValues } from '../../../common/vessels/particulars';
import { toMinor } from '../../../common/payments/money';
import type { Database, DbOrTx } from '../../db/client';
import { profiles, vesselPhotos, vessels } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { enqueue } from '../../lib/jobs';
import { vesselOfOwner } from '../../auth/record-access';
import type { CurrentUser } from '../../lib/context';
import { parseOrThrow } from '../../lib/validate';
import { recordAudit } from '../audit/service';
import { portExists } from '../ports/service';
import { firstPictureSql } from './picture';
import { mediaUrl, particulars } from './serialize';
import { hiddenReasons } from './visibility';
import { verifiedPiExpiry } from './certificates-service';

type PositionRow = Pick<typeof vessels.$inferSelect, 'id' | 'openPort' | 'openRegion' | 'openDate' | 'openDateTo'>;

/**
 * A new ship, or one newly open somewhere (or somewhere else, or at other dates), is news: to the charterers whose
 * orders it fits (server/modules/matching/notify.ts) and to members whose saved vessel search it now meets
 * (server/modules/saved-searches/alerts.ts). Both jobs run once this change commits.
 */
async function announcePosition(tx: DbOrTx, before: PositionRow | null, after: PositionRow) {
  const fields = ['openPort', 'openRegion', 'openDate', 'openDateTo'] as const;
  if (before && fields.every((f) => before[f] === after[f])) return;
  // Members whose saved vessel search the ship now meets (type and size alone may do, with no position).
  await enqueue(tx, 'saved-searches.vessel-changed', { vesselId: after.id });
  if (!after.openDate || !(after.openPort || after.openRegion)) return;
  await enqueue(tx, 'matching.position-published', { vesselId: after.id });
}

/** The open position as stored: a port or a region (the other null), a range, the owner's preferences. */
function positionColumns(v: VesselPositionValues) {
  return {
    openPort: v.openPort || null,
    openRegion: v.openRegion || null,
    openDate: v.openDate,
    openDateTo: v.openDateTo || null,
    preferredRegions: v.preferredRegions,
    excludedRegions: v.excludedRegions,
  };
}

/** A port given by its code must be one Fairlead knows (the shared schema checks only its shape). */
async function checkOpenPort(db: DbOrTx, openPort: string) {
  if (openPort && !(await portExists(db, openPort))) {
    throw new AppError('validation', 'Choose the open port from the list', {
      openPort: 'Choose the open port from the list (a UN/LOCODE such as NL RTM)',
    });
  }
}

function toColumns(v: VesselValues) {
  return {
    name: v.name,
    imo: v.imo,
    mmsi: v.mmsi || null,
    callSign: v.callSign || null,
    flag: v.flag,
    type: v.type,
    buildYear: v.buildYear,
    lengthM: v.lengthM,
    beamM: v.beamM,
    draughtM: v.draughtM,
    deadweightT: v.deadweightT,
    capacity: v.capacity,
    classSociety: v.classSociety || null,
    piClub: v.piClub || null,
    piExpiry: v.piExpiry || null,
    ...positionColumns(v),
    ...cubicColumns(v.type, v.capacity, v.grainCubicM, v.baleCubicM),
    ...particularsAsGiven(v),
    charterTypes: v.charterTypes,
    ratePerDay: v.rateUsdPerDay === null ? null : toMinor(v.rateUsdPerDay, 'USD'),
    rateCurrency: 'USD',
    description: v.description || null,
    status: v.status,
  };
}

async function validate(db: DbOrTx, raw: unknown, exceptId?: string): Promise<VesselValues> {
  const input = parseOrThrow(vesselInputSchema, raw);
  await checkOpenPort(db, input.openPort);
  const [clash] = await db.select({ id: vessels.id }).from(vessels).where(eq(vessels.imo, input.imo));
  if (clash && clash.id !== exceptId) {
    throw new AppError('conflict', 'A vessel with this IMO number is already listed', {
      imo: 'A vessel with this IMO number is already listed on Fairlead',
    });
  }
  return input;
}

/** An owner lists a vessel; unverified owners may prepare vessels, which stay hidden until verification. */
export async function createVessel(db: Database, owner: CurrentUser, raw: unknown) {
  return db.transaction((tx) => createVesselIn(tx, owner, raw));
}

/** createVessel inside the caller's transaction: publishing a circular lists its ships with everything else (#28). */
export async function createVesselIn(tx: DbOrTx, owner: CurrentUser, raw: unknown) {
  const input = await validate(tx, raw);
  const [row] = await tx
    .insert(vessels)
    .values({ ...toColumns(input), ownerId: owner.id })
    .returning();
  await recordAudit(tx, { actor: owner, action: 'vessel.created', entity: 'vessel', entityId: row.id, after: row });
  await announcePosition(tx, null, row);
  return particulars(row);
}

/** `now` is the app clock's time, the vessel's updatedAt. */
export async function updateVessel(db: Database, user: CurrentUser, id: string, raw: unknown, now: Date) {
  return db.transaction(async (tx) => {
    const before = await vesselOfOwner(tx, user, id);
    const input = await validate(tx, raw, id);
    // One truth for the P&I expiry (#29): once a P&I certificate is verified, its confirmed date stands, not the form's.
    const columns = { ...toColumns(input), ...(await verifiedPiExpiry(tx, id)) };
    // Owners set available or maintenance; a suspension or a running charter is not theirs to lift.
    const status = before.status === 'suspended' || before.status === 'in-charter' ? before.status : columns.status;
    const [after] = await tx
      .update(vessels)
      .set({ ...columns, status, updatedAt: now })
      .where(eq(vessels.id, id))
      .returning();
    await recordAudit(tx, { actor: user, action: 'vessel.updated', entity: 'vessel', entityId: id, before, after });
    await announcePosition(tx, before, after);
    return particulars(after);
  });
}

/**
 * The owner's daily update of where and when the ship opens (or an admin's). Like any edit of the particulars it
 * is allowed on an archived or suspended ship: neither is on the market, and the position is ready when it is back.
 */
export async function updatePosition(db: Database, user: CurrentUser, id: string, raw: unknown, now: Date) {
  return db.transaction((tx) => updatePositionIn(tx, user, id, raw, now));
}

/** updatePosition inside the caller's transaction (a circular's drafts publish together, #28). */
export async function updatePositionIn(tx: DbOrTx, user: CurrentUser, id: string, raw: unknown, now: Date) {
  const before = await vesselOfOwner(tx, user, id);
  const input = parseOrThrow(vesselPositionSchema, raw);
  await checkOpenPort(tx, input.openPort);
  const [after] = await tx
    .update(vessels)
    .set({ ...positionColumns(input), updatedAt: now })
    .where(eq(vessels.id, id))
    .returning();
  await recordAudit(tx, { actor: user, action: 'vessel.position_updated', entity: 'vessel', entityId: id, before, after });
  await announcePosition(tx, before, after);
  return particulars(after);
}

/** `now` is the app clock's time: when it was archived (or restored). */
export async function setArchived(db: Database, user: CurrentUser, id: string, archived: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const before = await vesselOfOwner(tx, user, id);
    if (!!before.archivedAt === archived)
      throw new AppError('conflict', archived ? 'This vessel is already archived' : 'This vessel is not archived');
    const [after] = await tx
      .update(vessels)
      .set({ archivedAt: archived ? now : null, updatedAt: now })
      .where(eq(vessels.id, id))
      .returning();
    await recordAudit(tx, { actor: user, action: archived ? 'vessel.archived' : 'vessel.restored', entity: 'vessel', entityId: id, before, after });
    return particulars(after);
  });
}

/** The owner's fleet, with why each vessel is or is not on the market on `today` (the app clock's UTC date). */
export async function listOwnVessels(db: Database, owner: CurrentUser, today: string) {
  const rows = await db
    .select({
      v: vessels,
      ownerVerified: profiles.verified,
      ownerSuspended: sql<boolean>`${profiles.suspendedAt} is not null`.mapWith(Boolean),
      photos: sql<number>`(select count(*)::int from ${vesselPhotos} where ${vesselPhotos.vesselId} = ${vessels.id})`,
      thumb: sql<
        string | null
      >`(select ${vesselPhotos.thumbKey} from ${vesselPhotos} where ${vesselPhotos.vesselId} = ${vessels.id} order by ${vesselPhotos.position}, ${vesselPhotos.createdAt} limit 1)`,
      picture: firstPictureSql,
    })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .where(eq(vessels.ownerId, owner.id))
    .orderBy(asc(vessels.archivedAt), desc(vessels.createdAt));
  return rows.map(({ v, ownerVerified, ownerSuspended, photos, thumb, picture }) => {
    const reasons = hiddenReasons(
      {
        ownerVerified,
        ownerSuspended,
        status: v.status,
        archivedAt: v.archivedAt,
        piExpiry: v.piExpiry,
        certificatesLapsedAt: v.certificatesLapsedAt,
      },
      today,
    );
    return {
      ...particulars(v),
      photoCount: photos,
      photo: thumb ? mediaUrl(thumb) : null,
      picture,
      public: reasons.length === 0,
      hiddenReasons: reasons,
    };
  });
}
