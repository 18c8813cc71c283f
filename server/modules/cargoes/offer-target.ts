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

/**
 * The cargo order an owner offers a ship for, locked for the rest of the transaction so that a withdrawal or
 * fixture of the order cannot slip in between the check that it is open and the deal made from it. `title` names
 * the cargo in the notice to the charterer ("50,000 t wheat Santos → Qingdao").
 */
export async function cargoForDeal(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(cargoOrders).where(eq(cargoOrders.id, id)).for('update');
  if (!row) throw notFound(cargoMessages.notFound);
  const names = await portNames(tx, [row.loadPlace, row.dischargePlace]);
  const shown = (code: string): Shown =>
    readPlace(code)?.kind === 'region' ? { code, name: code, kind: 'region' } : { code, name: names[code] ?? formatLocode(code), kind: 'port' };
  const commodityName = row.commodity === 'other' ? row.commodityOther : commodityOf(row.commodity as CargoOrder['commodity']).label;
  const title = cargoTitle({ quantityT: row.quantityT, commodityName, load: shown(row.loadPlace), discharge: shown(row.dischargePlace) });
  return { id: row.id, posterId: row.posterId, status: row.status, charterType: row.charterType, title };
}
