import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CARGO_PAGE_SIZE, type CargoBoardPage, type CargoBoardQuery, type CargoOrder } from '../../../common/cargoes/api';
import { cargoMessages } from '../../../common/cargoes/schemas';
import { placeName } from '../../../common/charters/agreed-text';
import { isAdmin } from '../../auth/record-access';
import type { DbOrTx } from '../../db/client';
import { cargoOrders, ports, profiles } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { accountRevealedTo } from './account-visibility';
import { placeNames } from './places';
import { cargoOnBoard, onBoardColumn, posterSuspendedColumn } from './visibility';
import { serializeCargo, type CargoRow, type CargoWithPoster } from './serialize';

const loadPort = alias(ports, 'load_port');
const dischargePort = alias(ports, 'discharge_port');
/** An order with its poster's company and its ports' names, read in the same statement (a region joins no port). */
const withPoster = {
  order: cargoOrders,
  company: profiles.companyName,
  verified: profiles.verified,
  suspended: posterSuspendedColumn,
  onBoard: onBoardColumn,
  load: { name: loadPort.name, country: loadPort.countryName },
  discharge: { name: dischargePort.name, country: dischargePort.countryName },
};
type Place = { name: string | null; country: string | null } | null;
type Read = CargoWithPoster & { load: Place; discharge: Place };

/** The select every read starts from: the order, its poster, its ports. */
const selectOrders = (db: DbOrTx) =>
  db
    .select(withPoster)
    .from(cargoOrders)
    .innerJoin(profiles, eq(profiles.id, cargoOrders.posterId))
    .leftJoin(loadPort, eq(loadPort.locode, cargoOrders.loadPlace))
    .leftJoin(dischargePort, eq(dischargePort.locode, cargoOrders.dischargePlace));

/** The ports' names the rows carry, by code ("Santos, Brazil"). */
function namesOf(rows: Read[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const { order, load, discharge } of rows) {
    if (load?.name && load.country) names[order.loadPlace] = placeName(load.name, load.country);
    if (discharge?.name && discharge.country) names[order.dischargePlace] = placeName(discharge.name, discharge.country);
  }
  return names;
}

/** Orders as `viewer` may see them; the revealed accounts are read once for all of them. */
async function shown(db: DbOrTx, rows: CargoWithPoster[], names: Record<string, string>, viewer: CurrentUser | null): Promise<CargoOrder[]> {
  const okAccount = rows.map((r) => r.order).filter((o) => o.accountVisibility === 'ok_account');
  const revealed = okAccount.length ? await accountRevealedTo(db, okAccount, viewer) : new Set<string>();
  return rows.map((r) => serializeCargo(r, viewer, names, revealed.has(r.order.id)));
}

/** Orders as `viewer` may see them, for lists that carry orders beside their own figures (matching). */
export async function cargoesSeenBy(
  db: DbOrTx,
  rows: CargoWithPoster[],
  viewer: CurrentUser | null,
  /** The ports' names by code, when the caller has them already (a kept match list). */
  names?: Record<string, string>,
): Promise<CargoOrder[]> {
  const known =
    names ??
    (await placeNames(
      db,
      rows.flatMap((r) => [r.order.loadPlace, r.order.dischargePlace]),
    ));
  return shown(db, rows, known, viewer);
}

/** The poster's own order, as the poster sees it (after a change). */
export async function serializeOwn(db: DbOrTx, row: CargoRow, poster: CurrentUser): Promise<CargoOrder> {
  const names = await placeNames(db, [row.loadPlace, row.dischargePlace]);
  const [order] = await shown(db, [{ order: row, company: poster.companyName, verified: poster.verified }], names, poster);
  return order;
}

/**
 * One order's page. An order on the board is anyone's to read (the charterer's name as its visibility allows); once
 * closed (withdrawn, fixed, lapsed), or while its poster is not in good standing (cargoOnBoard), it is its poster's
 * and Fairlead's record only, and anyone else is told it does not exist.
 */
export async function cargoPage(db: DbOrTx, viewer: CurrentUser | null, id: string): Promise<CargoOrder> {
  const [row] = await selectOrders(db).where(eq(cargoOrders.id, id));
  const privileged = !!row && !!viewer && (row.order.posterId === viewer.id || isAdmin(viewer));
  if (!row || (!row.onBoard && !privileged)) throw notFound(cargoMessages.notFound);
  const [order] = await shown(db, [row], namesOf([row]), viewer);
  return order;
}

/** The charterer's own orders: open ones first, newest first within each. */
export async function myCargoes(db: DbOrTx, user: CurrentUser): Promise<CargoOrder[]> {
  const rows = await selectOrders(db)
    .where(eq(cargoOrders.posterId, user.id))
    .orderBy(desc(sql`${cargoOrders.status} = 'open'`), desc(cargoOrders.createdAt), desc(cargoOrders.id));
  return shown(db, rows, namesOf(rows), user);
}

/**
 * The board's conditions: the orders on the board (cargoOnBoard, the poster's standing read from the joined profile
 * by its key), then each filter, one indexed test on the order's own row (the region sets are stored on save,
 * cargo_orders_*_regions_idx).
 */
function boardConditions(q: CargoBoardQuery): SQL[] {
  const conditions: SQL[] = [cargoOnBoard];
  if (q.commodity) conditions.push(eq(cargoOrders.commodity, q.commodity));
  if (q.minSize !== '') conditions.push(gte(cargoOrders.quantityT, q.minSize));
  if (q.maxSize !== '') conditions.push(lte(cargoOrders.quantityT, q.maxSize));
  if (q.loadRegion) conditions.push(sql`${cargoOrders.loadRegions} @> array[${q.loadRegion}]::text[]`);
  if (q.dischargeRegion) conditions.push(sql`${cargoOrders.dischargeRegions} @> array[${q.dischargeRegion}]::text[]`);
  if (q.from || q.to) {
    // One date alone asks for that day; two ask for any laycan that overlaps them.
    conditions.push(lte(cargoOrders.laycanFrom, q.to || q.from), gte(cargoOrders.laycanTo, q.from || q.to));
  }
  return conditions;
}

/** Open cargo orders, newest first, a page at a time; one more row than a page says whether another follows. */
export async function cargoBoard(db: DbOrTx, viewer: CurrentUser | null, q: CargoBoardQuery): Promise<CargoBoardPage> {
  const rows = await selectOrders(db)
    .where(and(...boardConditions(q)))
    // The order of cargo_orders_open_newest_idx, so the newest page is read from the index.
    .orderBy(sql`${cargoOrders.createdAt} desc nulls last`, sql`${cargoOrders.id} desc nulls last`)
    .limit(CARGO_PAGE_SIZE + 1)
    .offset((q.page - 1) * CARGO_PAGE_SIZE);
  const page = rows.slice(0, CARGO_PAGE_SIZE);
  return { items: await shown(db, page, namesOf(page), viewer), page: q.page, pageSize: CARGO_PAGE_SIZE, hasMore: rows.length > CARGO_PAGE_SIZE };
}
