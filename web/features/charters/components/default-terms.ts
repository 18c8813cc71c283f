import { FAIRLEAD_FORM } from '../../../../common/charters/agreed-text';
import type { TermsInput } from '../../../../common/charters/terms';

const DAY = 86_400_000;
const dayAfter = (days: number, from = Date.now()) => new Date(from + days * DAY).toISOString().slice(0, 10);

/** A starting point a charterer edits: the laycan from the ship's open date, the port where it opens. */
export function defaultTerms(type: 'voyage' | 'time', ship: { openPort: string | null; openDate: string | null }): TermsInput {
  const open = ship.openDate && ship.openDate > dayAfter(2) ? Date.parse(`${ship.openDate}T00:00:00Z`) : Date.now() + 14 * DAY;
  const common = {
    laycanFrom: dayAfter(0, open),
    laycanTo: dayAfter(5, open),
    currency: 'USD' as const,
    law: 'English law, London arbitration' as const,
    remarks: '',
    addressCommissionPct: 0,
    brokeragePct: 0,
  };
  if (type === 'time') {
    return {
      charterType: 'time',
      ...common,
      cpForm: FAIRLEAD_FORM.time,
      deliveryPort: ship.openPort ?? '',
      redeliveryPort: '',
      periodDays: 90,
      periodToleranceDays: 15,
      hirePerDay: Number.NaN,
      tradingLimits: 'Worldwide within Institute Warranty Limits',
    };
  }
  return {
    charterType: 'voyage',
    ...common,
    cpForm: FAIRLEAD_FORM.voyage,
    cargo: '',
    quantityT: Number.NaN,
    tolerancePct: 10,
    toleranceOption: 'MOLOO',
    loadPort: ship.openPort ?? '',
    dischargePort: '',
    freightBasis: 'per_tonne',
    freightRate: Number.NaN,
    loadRateTpd: 10_000,
    dischargeRateTpd: 10_000,
    laytimeTerms: 'SHINC',
    demurragePerDay: Number.NaN,
    despatchPerDay: Number.NaN,
    voyageDays: 20,
    freightBblPct: 95,
    freightBalanceDays: 30,
  };
}

/** Zones a deadline is usually stated in, with the viewer's own first. */
export function deadlineZones(): string[] {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const usual = [
    'UTC',
    'Europe/London',
    'Europe/Amsterdam',
    'Europe/Athens',
    'Europe/Oslo',
    'America/New_York',
    'America/Chicago',
    'Asia/Dubai',
    'Asia/Singapore',
    'Asia/Shanghai',
    'Asia/Tokyo',
    'Australia/Sydney',
  ];
  return [own, ...usual.filter((z) => z !== own)];
}
