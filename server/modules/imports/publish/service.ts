import { cargoOrderInputSchema } from '../../../../common/cargoes/schemas';
import { numberFromText } from '../../../../common/number-text';
import { vesselInputSchema, type VesselInput } from '../../../../common/vessels/schemas';
import type { Database, DbOrTx } from '../../../db/client';
import type { CurrentUser } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { fieldErrors, parseOrThrow } from '../../../lib/validate';
import { createCargoIn, updateCargoIn } from '../../cargoes/service';
import { createVesselIn, updatePositionIn } from '../../vessels/owner-service';
import { dateRange, placeWords } from './describe';
import { draftLabel, shipLabel, type CargoDraft, type PositionDraft, type PublishDraft, type PublishResult } from './draft';
import { findRepeatedCargo, matchShip } from './match';
import { toCargoInput, toPositionInput } from './to-input';

// Publish (#28): a member's reviewed drafts become open positions and cargo orders, through the vessel and cargo
// services themselves (the forms' schemas, the ports table, the audit records, the matching jobs), in one
// transaction: any refusal names its draft and field and nothing of the batch is written.
//
// Who publishes what: the platform's standing rule, applied to circulars. A ship owner publishes the positions of
// its own ships (a ship another company lists is refused: only its owner speaks for it); a charterer posts cargo
// orders, once verified, as the cargo form requires. Each refuses the other kind: a broker circulating someone
// else's ship or cargo does not make it theirs to publish.

export const publishMessages = {
  nothing: 'Choose at least one draft to publish',
  positionNotOwner: 'Only ship owners publish open positions on Fairlead; as a charterer, publish your cargo orders',
  cargoNotCharterer: 'Only charterers post cargo orders on Fairlead; as a ship owner, publish your ships’ open positions',
  theirs: (ship: string) => `${ship} is listed by another company on Fairlead; only its owner can publish its position`,
  missing: (ship: string, what: string[]) => `${ship} is not on Fairlead yet: to list it, add its ${listed(what)}`,
} as const;

function listed(words: string[]) {
  return words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** What a new ship needs that a circular may not give, named as the vessel form labels it. */
const neededForNewShip: Partial<Record<keyof VesselInput, string>> = {
  name: 'name',
  imo: 'IMO number',
  type: 'vessel type',
  flag: 'flag',
  buildYear: 'year built',
  deadweightT: 'deadweight',
  lengthM: 'length overall',
  beamM: 'beam',
  draughtM: 'summer draught',
  capacity: 'capacity',
};

const figureOf = (v: unknown): number | null =>
  typeof v === 'number' ? v : typeof v === 'string' && Number.isFinite(numberFromText(v)) ? numberFromText(v) : null;

/** A refusal from anywhere below, told as the draft's: "Draft 2 (MV SEA ORCHID): …", fields under `drafts.1.`. */
async function asDraft<T>(draft: PublishDraft, index: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const prefix = `drafts.${index}`;
    const fields = error.fields
      ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [`${prefix}.${k}`, v]))
      : { [prefix]: error.message };
    throw new AppError(error.code, `${draftLabel(draft, index)}: ${error.message}`, fields);
  }
}

async function publishPosition(tx: DbOrTx, viewer: CurrentUser, draft: PositionDraft, now: Date): Promise<PublishResult> {
  if (viewer.role !== 'owner') throw new AppError('forbidden', publishMessages.positionNotOwner, { kind: publishMessages.positionNotOwner });
  const input = toPositionInput(draft);
  // The member's own edits in form terms count for matching as much as the reading's.
  const ship = {
    ...draft,
    vessel_name: typeof input.name === 'string' ? input.name : null,
    imo: typeof input.imo === 'string' ? input.imo : null,
    dwt: figureOf(input.deadweightT),
    built: figureOf(input.buildYear),
  };
  const match = await matchShip(tx, viewer.id, ship);
  const place = { openPort: input.openPort, openRegion: input.openRegion, openDate: input.openDate, openDateTo: input.openDateTo };
  if (match.outcome === 'theirs') {
    const message = publishMessages.theirs(shipLabel(ship.vessel_name ?? match.vessel.name));
    throw new AppError('forbidden', message, { [match.by === 'imo' ? 'imo' : 'name']: message });
  }
  if (match.outcome === 'mine') {
    const before = match.vessel;
    // The owner's preferred and excluded ranges are not the circular's to change: they go back as they were.
    const after = await updatePositionIn(
      tx,
      viewer,
      before.id,
      { ...place, preferredRegions: before.preferredRegions, excludedRegions: before.excludedRegions },
      now,
    );
    const words = await placeWords(tx, [before.openPort, before.openRegion, after.openPort, after.openRegion]);
    const was = before.openDate
      ? `${words(before.openPort ?? before.openRegion)} ${dateRange(before.openDate, before.openDateTo)}`
      : 'no open position';
    const is = `${words(after.openPort ?? after.openRegion)} ${dateRange(after.openDate, after.openDateTo)}`;
    const message =
      was === is
        ? `The open position of ${shipLabel(before.name)} is unchanged: ${is}`
        : `Updated the open position of ${shipLabel(before.name)} (was ${was}, now ${is})`;
    return { action: 'updated', kind: 'position', listingId: before.id, message };
  }
  const missing = (Object.keys(neededForNewShip) as (keyof VesselInput)[]).filter(
    (k) => input[k] === undefined || input[k] === null || input[k] === '',
  );
  if (missing.length) {
    const parsed = vesselInputSchema.safeParse(input);
    const messages = parsed.success ? {} : fieldErrors(parsed.error);
    const fields = Object.fromEntries(missing.map((k) => [k, messages[k] ?? `Give the ${neededForNewShip[k]}`]));
    throw new AppError(
      'validation',
      publishMessages.missing(
        shipLabel(ship.vessel_name),
        missing.map((k) => neededForNewShip[k]!),
      ),
      fields,
    );
  }
  const row = await createVesselIn(tx, viewer, input);
  const words = await placeWords(tx, [row.openPort]);
  const message = `Listed ${shipLabel(row.name)} as a new vessel, open ${words(row.openPort ?? row.openRegion)} ${dateRange(row.openDate, row.openDateTo)}`;
  return { action: 'created', kind: 'position', listingId: row.id, message };
}

async function publishCargo(tx: DbOrTx, viewer: CurrentUser, draft: CargoDraft, now: Date): Promise<PublishResult> {
  if (viewer.role !== 'charterer') throw new AppError('forbidden', publishMessages.cargoNotCharterer, { kind: publishMessages.cargoNotCharterer });
  const raw = toCargoInput(draft);
  const order = parseOrThrow(cargoOrderInputSchema, raw);
  const words = await placeWords(tx, [order.loadPlace, order.dischargePlace]);
  const what = `${order.quantityT.toLocaleString('en-US')} t ${order.commodity} from ${words(order.loadPlace)} to ${words(order.dischargePlace)}`;
  const repeated = await findRepeatedCargo(tx, viewer.id, order);
  if (repeated) {
    await updateCargoIn(tx, viewer, repeated.id, raw, now);
    const was = `${repeated.quantityT.toLocaleString('en-US')} t, laycan ${dateRange(repeated.laycanFrom, repeated.laycanTo)}`;
    const is = `${order.quantityT.toLocaleString('en-US')} t, laycan ${dateRange(order.laycanFrom, order.laycanTo)}`;
    const message = `Updated your open cargo order of ${what} instead of posting it twice (was ${was}, now ${is})`;
    return { action: 'updated', kind: 'cargo', listingId: repeated.id, message };
  }
  const created = await createCargoIn(tx, viewer, raw, now);
  const message = `Posted the cargo order of ${what}, laycan ${dateRange(order.laycanFrom, order.laycanTo)}`;
  return { action: 'created', kind: 'cargo', listingId: created.id, message };
}

/**
 * Publishes the member's reviewed drafts, in order, all or nothing. A ship circulated again (by any broker) updates
 * the position of the vessel already listed; a cargo the company already has open updates that order. A ship
 * appearing twice in one batch is listed once and then updated. `now` is the app clock's time.
 */
export async function publishDrafts(db: Database, viewer: CurrentUser, drafts: PublishDraft[], now: Date): Promise<PublishResult[]> {
  if (!drafts.length) throw new AppError('validation', publishMessages.nothing);
  return db.transaction((tx) => publishDraftsIn(tx, viewer, drafts, now));
}

/** publishDrafts inside the caller's transaction (an import's publication is recorded in the same one). */
export async function publishDraftsIn(tx: DbOrTx, viewer: CurrentUser, drafts: PublishDraft[], now: Date): Promise<PublishResult[]> {
  const results: PublishResult[] = [];
  for (const [index, draft] of drafts.entries()) {
    results.push(
      await asDraft(draft, index, () => (draft.kind === 'position' ? publishPosition(tx, viewer, draft, now) : publishCargo(tx, viewer, draft, now))),
    );
  }
  return results;
}
