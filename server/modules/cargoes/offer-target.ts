import { eq } from 'drizzle-orm';
import type { CargoOrder } from '../../../common/cargoes/api';
import { commodityOf } from '../../../common/cargoes/commodities';
import { cargoTitle } from '../../../common/cargoes/deal-terms';
import { cargoMessages } from '../../../common/cargoes/schemas';
import { formatLocode } from '../../../common/ports/locode';
import { readPlace } from '../../../common/ports/place';
import type { DbOrTx } from '../../db/client';
import { cargoOrders, profiles } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { portNames } from '../ports/service';
import { onBoardColumn } from './visibility';

type Shown = CargoOrder['load'];

type OrderRow = typeof cargoOrders.$inferSelect;

/** The cargo in a line, as a notice names it ("50,000 t wheat Santos → Qingdao"); a region by its code. */
async function titleOf(tx: DbOrTx, row: OrderRow): Promise<string> {
  const names = await portNames(tx, [row.loadPlace, row.dischargePlace]);
  const shown = (code: string): Shown =>
    readPlace(code)?.kind === 'region' ? { code, name: code, kind: 'region' } : { code, name: names[code] ?? formatLocode(code), kind: 'port' };
  const commodityName = row.commodity === 'other' ? row.commodityOther : commodityOf(row.commodity as CargoOrder['commodity']).label;
  return cargoTitle({ quantityT: row.quantityT, commodityName, load: shown(row.loadPlace), discharge: shown(row.dischargePlace) });
}

/**
 * The cargo order a deal is made from (an owner offers a ship for it, or its charterer enquires on a ship for it),
 * locked for the rest of the transaction so that a withdrawal or fixture of the order cannot slip in between the
 * check that it is open and the deal made from it. `title` names the cargo in the notices of the deal. `hidden`: the
 * order is open but off the board (cargoOnBoard: its poster unverified, suspended or erased), so no deal is made from
 * it, as no one but its poster and Fairlead can read it. Only the order's row is locked (`of`), not its poster's
 * profile: a change of standing committed meanwhile is read by the next deal, as the board reads it.
 */
export async function cargoForDeal(tx: DbOrTx, id: string) {
  const [found] = await tx
    .select({ row: cargoOrders, onBoard: onBoardColumn })
    .from(cargoOrders)
    .innerJoin(profiles, eq(profiles.id, cargoOrders.posterId))
    .where(eq(cargoOrders.id, id))
    .for('update', { of: cargoOrders });
  if (!found) throw notFound(cargoMessages.notFound);
  const { row, onBoard } = found;
  const hidden = row.status === 'open' && !onBoard;
  return { id: row.id, posterId: row.posterId, status: row.status, hidden, charterType: row.charterType, title: await titleOf(tx, row) };
}

/**
 * What a deal's page says of the order it was made from: its line and laycan, and its status. The caller is the
 * deal's reader (its parties and admins), already checked; the order is read whatever its status, as the deal's history.
 */
export async function cargoOfDeal(db: DbOrTx, id: string) {
  const [row] = await db.select().from(cargoOrders).where(eq(cargoOrders.id, id));
  if (!row) return null;
  return {
    id: row.id,
    posterId: row.posterId,
    status: row.status,
    title: await titleOf(db, row),
    laycanFrom: row.laycanFrom,
    laycanTo: row.laycanTo,
  };
}
