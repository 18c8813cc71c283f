import type { CargoOrder } from '../../../common/cargoes/api';
import { commodityOf } from '../../../common/cargoes/commodities';
import { maskContacts } from '../../../common/messaging/mask';
import type { cargoOrders } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { accountShown, hiddenAccountText } from './account-visibility';
import { shownPlace } from './places';
import { cargoHiddenReasons } from './visibility';

export type CargoRow = typeof cargoOrders.$inferSelect;
/** An order with its poster's company and standing, as every read joins it (`suspended`: false where not read). */
export type CargoWithPoster = { order: CargoRow; company: string; verified: boolean; suspended?: boolean };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The poster's own words, as a stranger reads them: contact details hidden (as on a vessel's page: dealing round the
 * platform starts with a phone number), and, where the name is hidden, the company's name too, so "Remarks: Cargill
 * to nominate" does not undo the order's visibility.
 */
function ownWords(text: string, company: string | null): string {
  const masked = maskContacts(text).text;
  return company ? masked.replace(new RegExp(escapeRegExp(company), 'gi'), 'the charterer') : masked;
}

/**
 * The order as `viewer` may see it (cargoOrderSchema). `names` holds the ports' names, `revealed` whether an
 * "OK account" order's name is revealed to this viewer (accountRevealedTo).
 */
export function serializeCargo(row: CargoWithPoster, viewer: CurrentUser | null, names: Record<string, string>, revealed: boolean): CargoOrder {
  const { order: o } = row;
  const mine = !!viewer && viewer.id === o.posterId;
  const shown = accountShown(o, viewer, revealed);
  const privileged = mine || viewer?.role === 'admin';
  const hideName = shown ? null : row.company;
  const commodity = commodityOf(o.commodity as CargoOrder['commodity']);
  const commodityName = o.commodity === 'other' ? o.commodityOther : commodity.label;
  return {
    id: o.id,
    status: o.status,
    commodity: o.commodity as CargoOrder['commodity'],
    commodityName: privileged ? commodityName : ownWords(commodityName, hideName),
    stowageFactor: o.stowageFactor ?? commodity.stowageFactor ?? 0,
    quantityT: o.quantityT,
    tolerancePct: o.tolerancePct,
    toleranceOption: o.toleranceOption,
    load: shownPlace(o.loadPlace, names),
    discharge: shownPlace(o.dischargePlace, names),
    laycanFrom: o.laycanFrom,
    laycanTo: o.laycanTo,
    loadRateTpd: o.loadRateTpd,
    loadTerms: o.loadTerms,
    dischargeRateTpd: o.dischargeRateTpd,
    dischargeTerms: o.dischargeTerms,
    charterType: o.charterType,
    freightBasis: o.freightBasis,
    freightIdea: o.freightIdea,
    commissionPct: o.commissionPct,
    gearNeeded: o.gearNeeded,
    accountVisibility: o.accountVisibility,
    account: shown ? { company: row.company, verified: row.verified } : null,
    accountHidden: shown || o.accountVisibility === 'everyone' ? null : hiddenAccountText[o.accountVisibility],
    remarks: privileged ? o.remarks : ownWords(o.remarks, hideName),
    mine,
    // Only its poster and admins ever see an order that is off the board, so only they are told why.
    hiddenReasons: privileged ? cargoHiddenReasons({ status: o.status, posterVerified: row.verified, posterSuspended: !!row.suspended }) : [],
    createdAt: o.createdAt.toISOString(),
  };
}
