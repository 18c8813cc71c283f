import { eq } from 'drizzle-orm';
import type { CargoOrder } from '../../../common/cargoes/api';
import { commodityOf } from '../../../common/cargoes/commodities';
import { cargoTitle } from '../../../common/cargoes/deal-terms';
import { cargoMessages } from '../../../common/cargoes/schemas';
import { formatLocode } from '../../../common/ports/locode';
import { readPlace } from '../../../common/ports/place';
import type { DbOrTx } from '../../db/client';
import { cargoOrders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { portNames } from '../ports/service';

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
 * check that it is open and the deal made from it. `title` names the cargo in the notices of the deal.
 */
export async function cargoForDeal(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(cargoOrders).where(eq(cargoOrders.id, id)).for('update');
  if (!row) throw notFound(cargoMessages.notFound);
  return { id: row.id, posterId: row.posterId, status: row.status, charterType: row.charterType, title: await titleOf(tx, row) };
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
