import { commodityOf, type CommodityCode } from '../../../common/cargoes/commodities';
import { quantityText } from '../../../common/cargoes/match';
import type { DbOrTx } from '../../db/client';
import { placeNames, shownPlace } from './places';
import type { CargoRow } from './serialize';

/** "3 Jan": a laycan's day in a notice. */
export const dayText = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "50,000 t 10% MOLOO wheat, Santos, Brazil to Qingdao, China, laycan 3 Jan to 12 Jan": an order in one line. */
export async function cargoLine(db: DbOrTx, cargo: CargoRow): Promise<string> {
  const names = await placeNames(db, [cargo.loadPlace, cargo.dischargePlace]);
  const what = cargo.commodity === 'other' ? cargo.commodityOther : commodityOf(cargo.commodity as CommodityCode).label.toLowerCase();
  const route = `${shownPlace(cargo.loadPlace, names).name} to ${shownPlace(cargo.dischargePlace, names).name}`;
  return `${quantityText(cargo)} ${what}, ${route}, laycan ${dayText(cargo.laycanFrom)} to ${dayText(cargo.laycanTo)}`;
}
