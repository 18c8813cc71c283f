import type { CargoOrder } from '../../../../common/cargoes/api';
import { commodities, commodityOf } from '../../../../common/cargoes/commodities';
import type { CargoOrderInput } from '../../../../common/cargoes/schemas';
import { numberFromText } from '../../../../common/number-text';

/**
 * Figures are typed as text, not in a number input (which empties "50,000"): thousands separators are read as
 * the money fields read them (#25); anything else becomes NaN, which the shared schema names in its own words.
 */
export const typedNumber = (v: unknown) => (typeof v === 'number' ? v : numberFromText(String(v ?? '')));
/** An optional figure: an empty field is "not stated" (null), never a zero typed by mistake. */
export const optionalNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : typedNumber(v));

export const commodityOptions = commodities.map((c) => ({
  code: c.code,
  text: c.stowageFactor === null ? c.label : `${c.label} (${c.stowageFactor} m³/t)`,
}));

export const toleranceOptionLabels = { MOLOO: 'MOLOO (owners’ option)', MOLCHOPT: 'MOLCHOPT (charterers’ option)' } as const;
export const freightBasisLabels = { per_tonne: 'Per tonne', lump_sum: 'Lump sum', per_day: 'Per day', open: 'Open (owners to offer)' } as const;

/** The form's first values: a new order's sensible defaults, or the order being edited as its poster sent it. */
export function toFormValues(cargo?: CargoOrder): CargoOrderInput {
  if (!cargo) {
    return {
      commodity: '' as CargoOrderInput['commodity'],
      commodityOther: '',
      stowageFactor: null,
      quantityT: undefined as unknown as number,
      tolerancePct: 10,
      toleranceOption: 'MOLOO',
      loadPlace: '',
      dischargePlace: '',
      laycanFrom: '',
      laycanTo: '',
      loadRateTpd: undefined as unknown as number,
      loadTerms: 'SHINC',
      dischargeRateTpd: undefined as unknown as number,
      dischargeTerms: 'SHINC',
      charterType: 'voyage',
      freightBasis: 'per_tonne',
      freightIdea: null,
      commissionPct: undefined as unknown as number,
      gearNeeded: false,
      accountVisibility: 'verified',
      remarks: '',
    };
  }
  const other = cargo.commodity === 'other';
  // The page shows the commodity's own stowage factor when none was stated; only a stated one goes back in the form.
  const stated = other || cargo.stowageFactor !== commodityOf(cargo.commodity).stowageFactor;
  return {
    commodity: cargo.commodity,
    commodityOther: other ? cargo.commodityName : '',
    stowageFactor: stated ? cargo.stowageFactor : null,
    quantityT: cargo.quantityT,
    tolerancePct: cargo.tolerancePct,
    toleranceOption: cargo.toleranceOption,
    loadPlace: cargo.load.code,
    dischargePlace: cargo.discharge.code,
    laycanFrom: cargo.laycanFrom,
    laycanTo: cargo.laycanTo,
    loadRateTpd: cargo.loadRateTpd,
    loadTerms: cargo.loadTerms,
    dischargeRateTpd: cargo.dischargeRateTpd,
    dischargeTerms: cargo.dischargeTerms,
    charterType: cargo.charterType,
    freightBasis: cargo.freightBasis,
    freightIdea: cargo.freightIdea,
    commissionPct: cargo.commissionPct,
    gearNeeded: cargo.gearNeeded,
    accountVisibility: cargo.accountVisibility,
    remarks: cargo.remarks,
  };
}
