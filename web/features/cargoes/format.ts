import type { CargoOrder } from '../../../common/cargoes/api';
import { cargoMachine } from '../../../common/cargoes/cargo-process';
import { cargoCharterTypeLabels, type CargoStatus } from '../../../common/cargoes/schemas';
import { textFromMinor } from '../../../common/payments/money';
import type { BadgeTone } from '../../components/ui/feedback';

const grouped = (n: number) => n.toLocaleString('en-US');

/** "50,000 t 10% MOLOO", or "50,000 t" when no tolerance is given. */
export const quantityText = (c: Pick<CargoOrder, 'quantityT' | 'tolerancePct' | 'toleranceOption'>) =>
  `${grouped(c.quantityT)} t${c.tolerancePct ? ` ${c.tolerancePct}% ${c.toleranceOption}` : ''}`;

/** "5–15 Jan 2027": one way of writing a laycan, shared with the deal page's line naming its cargo order. */
export { laycanText } from '../../../common/charters/time-text';

type Freight = Pick<CargoOrder, 'freightBasis' | 'freightIdea'>;

/** The charterer gave no figure: owners offer their own (a circular writes "Frt: open" or "owners to offer"). */
const freightOpen = (c: Freight) => c.freightBasis === 'open' || c.freightIdea === null;

/**
 * The freight idea under its own label ("Freight idea"): "USD 32.00/t", "USD 1,250,000 lump sum", "USD 14,500/day", or
 * "Open (owners to offer)" when the charterer gave no figure. A rate per tonne keeps its cents; a lump sum or a daily
 * hire in whole dollars is written without ".00", as a circular writes it.
 */
export function freightText(c: Freight): string {
  if (c.freightBasis === 'open' || c.freightIdea === null) return 'Open (owners to offer)';
  const whole = c.freightBasis !== 'per_tonne' && c.freightIdea % 100 === 0;
  const amount = `USD ${whole ? (c.freightIdea / 100).toLocaleString('en-US') : textFromMinor(c.freightIdea, 'USD')}`;
  return c.freightBasis === 'per_tonne' ? `${amount}/t` : c.freightBasis === 'per_day' ? `${amount}/day` : `${amount} lump sum`;
}

/**
 * The freight in a line of text, where no label precedes it: "Freight idea USD 32.00/t", or "Freight open (owners to
 * offer)" (never "Freight idea Open"). `lower` for the middle of a sentence.
 */
export function freightLine(c: Freight, lower = false): string {
  const line = freightOpen(c) ? 'freight open (owners to offer)' : `freight idea ${freightText(c)}`;
  return lower ? line : `F${line.slice(1)}`;
}

/** The freight on a card's tag, short: the amount, or "Freight open" (the tag is labelled "Freight" for readers). */
export const freightTag = (c: Freight) => (freightOpen(c) ? 'Freight open' : freightText(c));

/** "10,000 t/day SHINC" */
export const rateText = (tpd: number, terms: string) => `${grouped(tpd)} t/day ${terms}`;

export const commissionText = (pct: number) => `${pct.toFixed(2)}% total`;

export const stowageText = (sf: number) => `${sf} m³/t`;

export const charterTypeText = (type: CargoOrder['charterType']) => cargoCharterTypeLabels[type];

/** "Open", "Fixed elsewhere": the lifecycle table's own words. */
export const statusLabel = (status: CargoStatus) => cargoMachine.label(status);
export const statusTones: Record<CargoStatus, BadgeTone> = {
  open: 'green',
  withdrawn: 'gray',
  fixed_elsewhere: 'blue',
  lapsed: 'yellow',
  fixed: 'blue',
};

/** "Wheat, 50,000 t 10% MOLOO": a cargo named in one line (titles, confirmations). */
export const cargoTitle = (c: CargoOrder) => `${c.commodityName}, ${quantityText(c)}`;
