import { maskContacts } from '../../../common/messaging/mask';
import { heldOn, heldStateOfCharter, type HeldState } from '../../../common/vessels/availability';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { ownerOrAdmin } from '../../auth/record-access';
import type { CurrentUser } from '../../lib/context';
import { toBlock } from './calendar-service';
import { readVesselPage } from './page-query';
import { serializePhoto } from './photo-service';
import { particulars } from './serialize';
import { hiddenReasons } from './visibility';
import { shipDocuments } from './certificates-public';

/** The owner's own words on a vessel's page; the rest are figures, dates and choices from a list. */
const OWN_WORDS = ['description', 'classSociety', 'piClub'] as const;

/**
 * A vessel's page is public, to search engines too: contact details the owner wrote into it would let anyone deal
 * round the platform, so they are hidden from all but the owner and admins. Hidden as it is read, not when it is
 * saved: the owner keeps and can edit what they wrote, an admin sees an attempt for what it is, and a better
 * masker applies at once to every description already saved.
 */
function withContactsHidden<V extends Record<(typeof OWN_WORDS)[number], string | null>>(v: V): V {
  const out = { ...v };
  for (const key of OWN_WORDS) {
    const text = v[key];
    if (text) out[key] = maskContacts(text).text as V[typeof key];
  }
  return out;
}

/**
 * The vessel page. Anyone sees a public vessel; its owner and admins also see a hidden one,
 * with the reasons it is hidden. Everyone else gets 404: a hidden vessel does not exist for them.
 * One query reads it all (page-query.ts): the page is what search engines and shared links open.
 * `today` is the app clock's UTC date (YYYY-MM-DD).
 */
export async function vesselPage(db: Database, viewer: CurrentUser | null, id: string, today: string) {
  const row = await readVesselPage(db, id, today);
  if (!row) throw notFound('Vessel not found');
  const { vessel: v, owner, port } = row;
  const reasons = hiddenReasons(
    {
      ownerVerified: owner.verified,
      ownerSuspended: !!owner.suspendedAt,
      status: v.status,
      archivedAt: v.archivedAt,
      piExpiry: v.piExpiry,
      certificatesLapsedAt: v.certificatesLapsedAt,
    },
    today,
  );
  const privileged = ownerOrAdmin(v, viewer);
  if (reasons.length > 0 && !privileged) throw notFound('Vessel not found');

  const blocks = row.blocks.map(toBlock);
  const vessel = {
    ...particulars(v),
    openPortName: port?.name ?? null,
    openPortCountry: port?.countryName ?? null,
    openPortLat: port?.lat ?? null,
    openPortLon: port?.lon ?? null,
  };
  return {
    vessel: privileged ? vessel : withContactsHidden(vessel),
    owner: { id: v.ownerId, company: owner.companyName, verified: owner.verified, memberSince: owner.createdAt.toISOString() },
    photos: row.photos.map(serializePhoto),
    booked: bookedDays(row.held, blocks, today, privileged),
    heldToday: heldOn(today, [...row.held, ...blocks]),
    blocks: privileged ? blocks : [],
    visibility: { public: reasons.length === 0, hiddenReasons: privileged ? reasons : [] },
    canEdit: privileged,
    enquiry: enquiryFor(viewer, v.ownerId, reasons.length === 0),
    documents: shipDocuments(v.type, row.certificates, today),
  };
}

/**
 * The held dates, from today on. Dates only: who chartered the ship is nobody else's business. To the public every
 * held day is "unavailable" (a deal on subjects, a fixture and an owner's block alike); the owner and admins see
 * which deal stage holds it. The owner's blocks are "unavailable" here too: their reasons are in `blocks`.
 */
function bookedDays(
  held: { start: string; end: string; status: string }[],
  blocks: { start: string; end: string }[],
  today: string,
  privileged: boolean,
) {
  const state = (status: string): HeldState => (privileged ? heldStateOfCharter(status) : 'unavailable');
  return [
    ...held.map((b) => ({ start: b.start, end: b.end, state: state(b.status) })),
    ...blocks.filter((b) => b.end >= today).map((b) => ({ start: b.start, end: b.end, state: 'unavailable' as HeldState })),
  ].sort((a, b) => a.start.localeCompare(b.start));
}

/** Whether the viewer may send an enquiry on this ship, and if not, what would let them (the server checks again). */
function enquiryFor(viewer: CurrentUser | null, ownerId: string, isPublic: boolean) {
  if (!viewer) return 'sign-in' as const;
  if (viewer.id === ownerId) return 'own-ship' as const;
  if (viewer.role !== 'charterer' || !isPublic) return 'not-charterer' as const;
  return viewer.verified ? ('allowed' as const) : ('unverified' as const);
}
