import { and, eq, ne, sql } from 'drizzle-orm';
import { cargoBoardQuerySchema } from '../../../common/cargoes/api';
import { formatLocode } from '../../../common/ports/locode';
import type { OpenPlaces } from '../../../common/ports/open-places';
import { cargoMeetsSearch, vesselMeetsSearch, type VesselFacts } from '../../../common/saved-searches/match';
import { vesselSearchSchema } from '../../../common/vessels/schemas';
import type { Database } from '../../db/client';
import { cargoOrders, profiles, savedSearches, vessels } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { cargoLine, dayText } from '../cargoes/line';
import { placeNames, shownPlace } from '../cargoes/places';
import { cargoOnBoard } from '../cargoes/visibility';
import { notifyAndMailMany, type Notice } from '../notifications/service';
import { openPlacesNamedBy } from '../ports/service';
import { publiclyVisible } from '../vessels/visibility';

// A saved search is told of what it would now find: a new cargo order (its board filters), a ship created or with a
// new open position (its vessel search filters). Run from the job queue after the change commits; the notices follow
// the member's deal notices' e-mail setting. A member with several searches the match meets is told once, naming the
// first (newest) of them.

export type SavedSearchAlertDeps = { db: Database; clock: Clock; appUrl: string };
type Searches = { id: string; userId: string; name: string; query: Record<string, unknown> }[];

/** The saved searches of one kind, but the member's own (never told of their own order or ship). Newest first. */
const searchesOf = (db: Database, kind: 'cargoes' | 'vessels', except: string): Promise<Searches> =>
  db
    .select({ id: savedSearches.id, userId: savedSearches.userId, name: savedSearches.name, query: savedSearches.query })
    .from(savedSearches)
    .where(and(eq(savedSearches.kind, kind), ne(savedSearches.userId, except)))
    .orderBy(sql`${savedSearches.createdAt} desc`);

/** Each member once, with the names of their searches that `meets`; a query the schema no longer takes is skipped. */
async function matchesByMember<Q>(
  searches: Searches,
  parse: (q: unknown) => Q | null,
  meets: (q: Q) => boolean | Promise<boolean>,
): Promise<Map<string, string[]>> {
  const byMember = new Map<string, string[]>();
  for (const s of searches) {
    const q = parse(s.query);
    if (q && (await meets(q))) byMember.set(s.userId, [...(byMember.get(s.userId) ?? []), s.name]);
  }
  return byMember;
}

const parseWith =
  <Q>(schema: { safeParse: (v: unknown) => { success: true; data: Q } | { success: false } }) =>
  (q: unknown): Q | null => {
    const parsed = schema.safeParse(q);
    return parsed.success ? parsed.data : null;
  };

const more = (names: string[]) => (names.length > 1 ? ` (and ${names.length - 1} more of your saved searches)` : '');

/**
 * A new cargo order: each member whose saved board search would list it is told once; never its poster. Only an order
 * on the board (cargoOnBoard) is told of, as the board would list no other.
 */
export async function tellSavedCargoSearches(deps: SavedSearchAlertDeps, cargoId: string): Promise<void> {
  const [found] = await deps.db
    .select({ cargo: cargoOrders })
    .from(cargoOrders)
    .innerJoin(profiles, eq(profiles.id, cargoOrders.posterId))
    .where(and(eq(cargoOrders.id, cargoId), cargoOnBoard));
  if (!found) return;
  const { cargo } = found;
  const matches = await matchesByMember(await searchesOf(deps.db, 'cargoes', cargo.posterId), parseWith(cargoBoardQuerySchema), (q) =>
    cargoMeetsSearch(cargo, q),
  );
  if (!matches.size) return;
  const line = await cargoLine(deps.db, cargo);
  const notices: Notice[] = [...matches].map(([userId, names]) => ({
    userId,
    title: 'A new cargo order for your saved search',
    message: `New cargo order for your saved search “${names[0]}”${more(names)}: ${line}.`,
    link: { url: `${deps.appUrl}/cargoes/${cargo.id}`, label: 'See the cargo order' },
    category: 'deals',
  }));
  await deps.db.transaction((tx) => notifyAndMailMany(tx, notices, deps.clock.now()));
}

/**
 * A ship created or with a new open position: each member whose saved vessel search would now list it is told once;
 * never its owner. Only a ship on the market (publicly visible) is told of. A search's free-text location ("Genoa",
 * "US Gulf") is resolved here by the port lookup the search itself uses (`openPlacesNamedBy`), once per distinct
 * text, and handed to the predicate (common/saved-searches/match.ts), so a port, a region or a typed place finds
 * the same ships, open at a port or in a region, as the member's search would list.
 */
export async function tellSavedVesselSearches(deps: SavedSearchAlertDeps, vesselId: string): Promise<void> {
  const [found] = await deps.db
    .select({
      vessel: vessels,
      // The held ranges (migration 0008) as first and last day, for the dates-free filter.
      booked: sql<
        VesselFacts['booked']
      >`(select coalesce(json_agg(json_build_object('from', lower(r)::text, 'to', (upper(r) - 1)::text)), '[]'::json) from unnest(${sql.raw('vessels.booked')}) r)`,
    })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .where(and(eq(vessels.id, vesselId), publiclyVisible));
  if (!found) return;
  const { vessel, booked } = found;
  const facts: VesselFacts = { ...vessel, booked };
  const places = new Map<string, Promise<OpenPlaces>>();
  const placesOf = (text: string) => places.get(text) ?? places.set(text, openPlacesNamedBy(deps.db, text)).get(text)!;
  const matches = await matchesByMember(await searchesOf(deps.db, 'vessels', vessel.ownerId), parseWith(vesselSearchSchema), async (s) =>
    vesselMeetsSearch(facts, s, s.location ? await placesOf(s.location) : null),
  );
  if (!matches.size) return;
  const open = vessel.openPort ?? vessel.openRegion;
  const where = open ? shownPlace(open, await placeNames(deps.db, [open])).name || formatLocode(open) : '';
  const ship = [
    `${vessel.name}${vessel.deadweightT ? ` (${vessel.deadweightT.toLocaleString('en-US')} dwt)` : ''}`,
    where ? `open ${where}${vessel.openDate ? ` from ${dayText(vessel.openDate)}` : ''}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const notices: Notice[] = [...matches].map(([userId, names]) => ({
    userId,
    title: 'A ship for your saved search',
    message: `A ship for your saved search “${names[0]}”${more(names)}: ${ship}.`,
    link: { url: `${deps.appUrl}/vessels/${vessel.id}`, label: 'See the ship' },
    category: 'deals',
  }));
  await deps.db.transaction((tx) => notifyAndMailMany(tx, notices, deps.clock.now()));
}

export const savedSearchJobHandlers = (deps: SavedSearchAlertDeps) => ({
  'saved-searches.cargo-posted': ({ cargoId }: { cargoId: string }) => tellSavedCargoSearches(deps, cargoId),
  'saved-searches.vessel-changed': ({ vesselId }: { vesselId: string }) => tellSavedVesselSearches(deps, vesselId),
});
