import { eq } from 'drizzle-orm';
import { cargoMachine, type CargoEvent } from '../../../common/cargoes/cargo-process';
import { cargoMessages, cargoOrderInputSchema, type CargoOrderValues, type CargoStatus } from '../../../common/cargoes/schemas';
import { transition } from '../../../common/lifecycle/transition';
import { readPlace } from '../../../common/ports/place';
import type { Database, DbOrTx } from '../../db/client';
import { cargoOrders, profiles } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { enqueue } from '../../lib/jobs';
import { nextState } from '../../lib/transition';
import { parseOrThrow } from '../../lib/validate';
import { recordAudit } from '../audit/service';
import { notifyAndMailMany } from '../notifications/service';
import { portExists } from '../ports/service';
import { cargoLine } from './line';
import { regionsOfPlace } from './places';
import { serializeOwn } from './read';
import type { CargoRow } from './serialize';

export type CargoDeps = { db: Database; clock: Clock };

const DAY_MS = 86_400_000;
const utcDate = (at: Date) => at.toISOString().slice(0, 10);
/** An order lapses when its laycan is over: at the end of its last day, UTC. */
export const lapseAt = (laycanTo: string) => new Date(Date.parse(`${laycanTo}T00:00:00Z`) + DAY_MS);

/**
 * The input, checked by the shared schema and then by what only the server knows: today's date (the app clock's,
 * UTC) and the ports table. An order being changed may keep a laycan that has already begun; a new start may not
 * lie in the past.
 */
async function validate(db: DbOrTx, raw: unknown, today: string, before?: CargoRow): Promise<CargoOrderValues> {
  const input = parseOrThrow(cargoOrderInputSchema, raw);
  const fields: Record<string, string> = {};
  if (input.laycanFrom < today && input.laycanFrom !== before?.laycanFrom) fields.laycanFrom = cargoMessages.laycanPast;
  for (const key of ['loadPlace', 'dischargePlace'] as const) {
    const place = readPlace(input[key]);
    if (place?.kind === 'port' && !(await portExists(db, place.locode))) fields[key] = cargoMessages.unknownPort;
  }
  if (Object.keys(fields).length) throw new AppError('validation', Object.values(fields)[0], fields);
  return input;
}

function toColumns(v: CargoOrderValues) {
  return {
    commodity: v.commodity,
    commodityOther: v.commodity === 'other' ? v.commodityOther : '',
    stowageFactor: v.stowageFactor,
    quantityT: v.quantityT,
    tolerancePct: v.tolerancePct,
    toleranceOption: v.toleranceOption,
    loadPlace: v.loadPlace,
    dischargePlace: v.dischargePlace,
    loadRegions: regionsOfPlace(v.loadPlace),
    dischargeRegions: regionsOfPlace(v.dischargePlace),
    laycanFrom: v.laycanFrom,
    laycanTo: v.laycanTo,
    loadRateTpd: v.loadRateTpd,
    loadTerms: v.loadTerms,
    dischargeRateTpd: v.dischargeRateTpd,
    dischargeTerms: v.dischargeTerms,
    charterType: v.charterType,
    freightBasis: v.freightBasis,
    freightIdea: v.freightIdea,
    commissionPct: v.commissionPct,
    gearNeeded: v.gearNeeded,
    accountVisibility: v.accountVisibility,
    remarks: v.remarks,
  };
}

/** The state the table leads to; a closed order is refused in the words the page shows (409). */
function step(current: CargoStatus | null, event: CargoEvent, user: CurrentUser): CargoStatus {
  const outcome = transition(cargoMachine, current, event, user.role);
  if (outcome.ok) return outcome.to;
  if (outcome.status === 409) throw new AppError('conflict', cargoMessages.notOpen);
  throw new AppError('forbidden', outcome.reason);
}

function requireVerified(user: CurrentUser) {
  if (!user.verified) throw new AppError('forbidden', cargoMessages.notVerified);
}

/** The order, locked for this transaction, if the caller posted it; anyone else is told it does not exist (as for a vessel). */
async function orderOfPoster(tx: DbOrTx, user: CurrentUser, id: string): Promise<CargoRow> {
  const [row] = await tx.select().from(cargoOrders).where(eq(cargoOrders.id, id)).for('update');
  if (!row || row.posterId !== user.id) throw notFound(cargoMessages.notFound);
  return row;
}

/** A verified charterer posts a cargo order; it lapses by itself at the end of its laycan. */
export async function createCargo(deps: CargoDeps, user: CurrentUser, raw: unknown) {
  requireVerified(user);
  step(null, 'post', user);
  const now = deps.clock.now();
  return deps.db.transaction((tx) => createCargoIn(tx, user, raw, now));
}

/** createCargo inside the caller's transaction: a circular's drafts publish together or not at all (#28). */
export async function createCargoIn(tx: DbOrTx, user: CurrentUser, raw: unknown, now: Date) {
  requireVerified(user);
  const status = step(null, 'post', user);
  const input = await validate(tx, raw, utcDate(now));
  const [row] = await tx
    .insert(cargoOrders)
    .values({ ...toColumns(input), posterId: user.id, status, createdAt: now, updatedAt: now })
    .returning();
  await enqueue(tx, 'cargoes.lapse', { cargoId: row.id }, { runAt: lapseAt(row.laycanTo) });
  await enqueue(tx, 'matching.cargo-posted', { cargoId: row.id }); // the owners of ships that fit it are told
  await enqueue(tx, 'saved-searches.cargo-posted', { cargoId: row.id }); // and the members whose saved searches list it
  await recordAudit(tx, { actor: user, action: 'cargo.created', entity: 'cargo_order', entityId: row.id, after: row });
  return serializeOwn(tx, row, user);
}

/** The poster changes an open order; a new laycan end brings its own lapse (the old job finds it not due and leaves it). */
export async function updateCargo(deps: CargoDeps, user: CurrentUser, id: string, raw: unknown) {
  const now = deps.clock.now();
  return deps.db.transaction((tx) => updateCargoIn(tx, user, id, raw, now));
}

/** updateCargo inside the caller's transaction (the same order circulated again, #28). */
export async function updateCargoIn(tx: DbOrTx, user: CurrentUser, id: string, raw: unknown, now: Date) {
  const before = await orderOfPoster(tx, user, id);
  requireVerified(user);
  const status = step(before.status, 'edit', user);
  const input = await validate(tx, raw, utcDate(now), before);
  const [after] = await tx
    .update(cargoOrders)
    .set({ ...toColumns(input), status, updatedAt: now })
    .where(eq(cargoOrders.id, id))
    .returning();
  if (after.laycanTo !== before.laycanTo) await enqueue(tx, 'cargoes.lapse', { cargoId: id }, { runAt: lapseAt(after.laycanTo) });
  await recordAudit(tx, { actor: user, action: 'cargo.updated', entity: 'cargo_order', entityId: id, before, after });
  return serializeOwn(tx, after, user);
}

/** The poster takes an open order off the board: withdrawn, or fixed with a ship found elsewhere. */
export async function closeCargo(deps: CargoDeps, user: CurrentUser, id: string, event: 'withdraw' | 'fixed_elsewhere') {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await orderOfPoster(tx, user, id);
    const status = step(before.status, event, user);
    const [after] = await tx.update(cargoOrders).set({ status, updatedAt: now }).where(eq(cargoOrders.id, id)).returning();
    await recordAudit(tx, { actor: user, action: `cargo.${status}`, entity: 'cargo_order', entityId: id, before, after });
    return serializeOwn(tx, after, user);
  });
}

/** What the charters module knows of a fixture made from an order when it ends without being performed. */
export type EndedFixture = {
  cargoId: string;
  /** The name of the ship of the cancelled fixture ("Kestrel Star"). */
  ship: string;
  /** Another deal made from the order is fixed and still stands: the cargo has its ship. */
  otherFixtureStands: boolean;
};

/**
 * A fixture made from the order was cancelled (by a party, or by Fairlead), in that cancellation's transaction: the
 * cargo still needs a ship. An order the fixture had fixed goes back on the board and into matching if its laycan has
 * not ended, else it lapses as an open order would have; its poster is told either way. Only a `fixed` order moves,
 * and only if no other fixture on it stands: one its poster withdrew, marked fixed elsewhere, or that lapsed before
 * the fixture keeps the status its poster or the queue gave it.
 */
export async function reopenForEndedFixture(
  tx: DbOrTx,
  deps: { appUrl: string },
  ended: EndedFixture,
  at: Date,
): Promise<{ status: (typeof cargoOrders.$inferSelect)['status']; line: string } | null> {
  const [before] = await tx.select().from(cargoOrders).where(eq(cargoOrders.id, ended.cargoId)).for('update');
  if (!before || before.status !== 'fixed' || ended.otherFixtureStands) return null;
  const status = nextState(cargoMachine, before.status, 'reopen', 'system', at < lapseAt(before.laycanTo) ? 'open' : 'lapsed');
  const [after] = await tx.update(cargoOrders).set({ status, updatedAt: at }).where(eq(cargoOrders.id, ended.cargoId)).returning();
  // The lapse job queued when the laycan was set is still pending; one more makes the lapse not hang on it (it is idempotent).
  if (status === 'open') await enqueue(tx, 'cargoes.lapse', { cargoId: ended.cargoId }, { runAt: lapseAt(after.laycanTo) });
  await recordAudit(tx, {
    actor: null,
    action: status === 'open' ? 'cargo.reopened' : 'cargo.lapsed',
    entity: 'cargo_order',
    entityId: ended.cargoId,
    before,
    after,
  });

  const line = await cargoLine(tx, after);
  const [poster] = await tx.select({ erasedAt: profiles.erasedAt }).from(profiles).where(eq(profiles.id, before.posterId));
  if (!poster || poster.erasedAt) return { status, line }; // an erased account has no one left to tell
  const ship = /^(mv|m\/v)\s/i.test(ended.ship) ? ended.ship : `MV ${ended.ship}`;
  const told =
    status === 'open'
      ? {
          title: 'Your cargo order is open again',
          message: `Your cargo order ${line} is open again: the fixture with ${ship} was cancelled. It is back on the cargo board and in matching until the end of its laycan.`,
        }
      : {
          title: 'Your cargo order lapsed',
          message: `The fixture with ${ship} was cancelled after the laycan of your cargo order ${line} ended: the order lapsed and stays off the cargo board. If you still need a ship for it, post it again with new dates.`,
        };
  await notifyAndMailMany(
    tx,
    [{ userId: before.posterId, ...told, link: { url: `${deps.appUrl}/cargoes/${ended.cargoId}`, label: 'See the cargo order' }, category: 'deals' }],
    at,
  );
  return { status, line };
}
