import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { bookedStatuses } from '../../../common/charters/charter-process';
import type { Database } from '../../db/client';
import { charters, ports, profiles, vessels } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CurrentUser } from '../../lib/context';
import { photosOf } from './photo-service';
import { particulars } from './serialize';
import { listBlocks } from './calendar-service';
import { hiddenReasons } from './visibility';

/**
 * The vessel page. Anyone sees a public vessel; its owner and admins also see a hidden one,
 * with the reasons it is hidden. Everyone else gets 404: a hidden vessel does not exist for them.
 */
export async function vesselPage(db: Database, viewer: CurrentUser | null, id: string) {
  const [row] = await db
    .select({ v: vessels, ownerCompany: profiles.companyName, ownerVerified: profiles.verified, ownerSince: profiles.createdAt, port: ports })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .leftJoin(ports, eq(ports.locode, vessels.openPort))
    .where(eq(vessels.id, id));
  if (!row) throw notFound('Vessel not found');
  const reasons = hiddenReasons({ ownerVerified: row.ownerVerified, status: row.v.status, archivedAt: row.v.archivedAt, piExpiry: row.v.piExpiry });
  const privileged = viewer && (viewer.id === row.v.ownerId || viewer.role === 'admin');
  if (reasons.length > 0 && !privileged) throw notFound('Vessel not found');

  const today = new Date().toISOString().slice(0, 10);
  const booked = await db
    .select({ start: charters.startDate, end: charters.endDate, status: charters.status })
    .from(charters)
    .where(and(eq(charters.vesselId, id), inArray(charters.status, [...bookedStatuses]), gte(charters.endDate, today)))
    .orderBy(asc(charters.startDate));

  const blocks = await listBlocks(db, id);
  return {
    vessel: {
      ...particulars(row.v),
      openPortName: row.port?.name ?? null,
      openPortCountry: row.port?.countryName ?? null,
      openPortLat: row.port?.lat ?? null,
      openPortLon: row.port?.lon ?? null,
    },
    owner: { company: row.ownerCompany, verified: row.ownerVerified, memberSince: row.ownerSince.toISOString() },
    photos: await photosOf(db, id),
    // Dates only: who chartered the ship is nobody else's business.
    // Blocked dates show as booked to everyone; their reasons are the owner's.
    booked: [...booked.map((b) => ({ start: b.start, end: b.end, firm: b.status !== 'pending' })), ...blocks.filter((b) => b.end >= today).map((b) => ({ start: b.start, end: b.end, firm: true }))]
      .sort((a, b) => a.start.localeCompare(b.start)),
    blocks: privileged ? blocks : [],
    visibility: { public: reasons.length === 0, hiddenReasons: privileged ? reasons : [] },
    canEdit: !!privileged,
    enquiry: enquiryFor(viewer, row.v.ownerId, reasons.length === 0),
  };
}

/** Whether the viewer may send an enquiry on this ship, and if not, what would let them (the server checks again). */
function enquiryFor(viewer: CurrentUser | null, ownerId: string, isPublic: boolean) {
  if (!viewer) return 'sign-in' as const;
  if (viewer.id === ownerId) return 'own-ship' as const;
  if (viewer.role !== 'charterer' || !isPublic) return 'not-charterer' as const;
  return viewer.verified ? ('allowed' as const) : ('unverified' as const);
}
