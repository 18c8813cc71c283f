import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { CargoOrderValues } from '../../../../common/cargoes/schemas';
import { normalizeImo } from '../../../../common/vessels/identifiers';
import type { DbOrTx } from '../../../db/client';
import { cargoOrders, vessels } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { shipLabel, type PositionDraft } from './draft';

// Which listing a draft is: the same ship (any broker may circulate it) or the same order again.

/** The vessel columns a match carries: enough to decide, to update its position and to say what it was. */
const matchedKeys = [
  'id',
  'name',
  'ownerId',
  'imo',
  'deadweightT',
  'buildYear',
  'openPort',
  'openRegion',
  'openDate',
  'openDateTo',
  'preferredRegions',
  'excludedRegions',
] as const;
const matched = Object.fromEntries(matchedKeys.map((k) => [k, vessels[k]])) as { [K in (typeof matchedKeys)[number]]: (typeof vessels)[K] };
export type MatchedVessel = Pick<typeof vessels.$inferSelect, (typeof matchedKeys)[number]>;

export type ShipMatch = { outcome: 'mine' | 'theirs'; by: 'imo' | 'name'; vessel: MatchedVessel } | { outcome: 'new' };

/**
 * A ship's name as brokers vary it: case, an `MV` / `M/V` / `MT` / `M.V.` prefix, spaces, quotes and punctuation
 * do not count ("M/V Sea-Orchid" = "SEA ORCHID"). Letters outside a-z drop out on both sides alike: the database
 * side (below) lower-cases only ASCII under every collation, so both keep exactly the same characters.
 */
export const shipNameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/^\s*m\s*[./]?\s*[vt]\.?\s+/, '')
    .replace(/[^a-z0-9]/g, '');
const nameKeySql = sql`regexp_replace(regexp_replace(lower(${vessels.name}), '^\\s*m\\s*[./]?\\s*[vt]\\.?\\s+', ''), '[^a-z0-9]', '', 'g')`;

/** Deadweights agree within 2% (brokers round: 58,000 for 57,970); built years when both are known. */
const DWT_TOLERANCE = 0.02;
function particularsAgree(v: MatchedVessel, draft: PositionDraft) {
  const dwtOk = draft.dwt === null || v.deadweightT === null || Math.abs(v.deadweightT - draft.dwt) <= DWT_TOLERANCE * v.deadweightT;
  const builtOk = draft.built === null || v.buildYear === draft.built;
  return dwtOk && builtOk;
}

/**
 * The vessel a position draft names, if Fairlead lists it: by IMO first (the ship's own number, never reused), then
 * by name and particulars. A name match is only looked for among ships whose IMO cannot contradict the draft's (the
 * draft gives none, or the vessel has none): another IMO is another ship. `companyId` is the member's profile id,
 * which owns the company's vessels. Several ships of the company answering to the name alone is refused rather
 * than guessed: the member adds the IMO.
 */
export async function matchShip(db: DbOrTx, companyId: string, draft: PositionDraft): Promise<ShipMatch> {
  const imo = draft.imo ? normalizeImo(draft.imo) : '';
  if (imo) {
    const [byImo] = await db.select(matched).from(vessels).where(eq(vessels.imo, imo));
    if (byImo) return { outcome: byImo.ownerId === companyId ? 'mine' : 'theirs', by: 'imo', vessel: byImo };
  }
  const key = draft.vessel_name ? shipNameKey(draft.vessel_name) : '';
  if (!key) return { outcome: 'new' };
  const named = await db
    .select(matched)
    .from(vessels)
    .where(and(sql`${nameKeySql} = ${key}`, imo ? isNull(vessels.imo) : undefined));
  const found = named.filter((v) => particularsAgree(v, draft));
  const mine = found.filter((v) => v.ownerId === companyId);
  if (mine.length > 1) {
    throw new AppError('conflict', `${shipLabel(draft.vessel_name)} matches ${mine.length} of your vessels: give its IMO number to say which`, {
      imo: 'Give the IMO number to say which of your vessels this is',
    });
  }
  if (mine.length === 1) return { outcome: 'mine', by: 'name', vessel: mine[0] };
  if (found.length) return { outcome: 'theirs', by: 'name', vessel: found[0] };
  return { outcome: 'new' };
}

/** Quantities within 10% of each other are the same order circulated again (50,000 and 52,500 mt). */
const QUANTITY_TOLERANCE = 0.1;

/**
 * The company's open order this cargo repeats, if any: same commodity, load and discharge places, a quantity
 * within 10% and laycans that overlap. Only the poster's own orders count: another charterer's similar cargo is
 * another cargo. The nearest quantity wins when several qualify.
 */
export async function findRepeatedCargo(db: DbOrTx, posterId: string, order: CargoOrderValues) {
  const rows = await db
    .select()
    .from(cargoOrders)
    .where(
      and(
        eq(cargoOrders.posterId, posterId),
        eq(cargoOrders.status, 'open'),
        eq(cargoOrders.commodity, order.commodity),
        eq(cargoOrders.loadPlace, order.loadPlace),
        eq(cargoOrders.dischargePlace, order.dischargePlace),
        lte(cargoOrders.laycanFrom, order.laycanTo),
        gte(cargoOrders.laycanTo, order.laycanFrom),
      ),
    )
    .for('update');
  const near = rows.filter((r) => Math.abs(r.quantityT - order.quantityT) <= QUANTITY_TOLERANCE * r.quantityT);
  near.sort((a, b) => Math.abs(a.quantityT - order.quantityT) - Math.abs(b.quantityT - order.quantityT));
  return near[0];
}
