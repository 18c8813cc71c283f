import { dayFrom } from './deal-input';
import type { TestApp } from './harness';

/** A complete cargo order (50,000 t wheat, Santos to Qingdao, laycan 30–35 days out): tests change one field at a time. */
export const validCargo = (t: TestApp, overrides: Record<string, unknown> = {}) => ({
  commodity: 'wheat',
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLOO',
  loadPlace: 'BRSSZ',
  dischargePlace: 'CNTAO',
  laycanFrom: dayFrom(t, 30),
  laycanTo: dayFrom(t, 35),
  loadRateTpd: 10_000,
  loadTerms: 'SHINC',
  dischargeRateTpd: 8_000,
  dischargeTerms: 'SHEX',
  charterType: 'voyage',
  freightBasis: 'per_tonne',
  freightIdea: 3_250,
  commissionPct: 3.75,
  gearNeeded: false,
  accountVisibility: 'everyone',
  remarks: '',
  ...overrides,
});
