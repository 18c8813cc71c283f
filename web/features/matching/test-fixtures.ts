import type { CargoOrder } from '../../../common/cargoes/api';
import type { CargoMatch, ShipMatch } from '../../../common/matching/api';

// Written out by hand from the voyage-estimate tests' example 1 (common/cargoes/voyage-estimate.test.ts): a Supramax
// taking 50,000 t of wheat Santos → Qingdao at USD 32.00/t earns USD 14,246.02/day.

export const cargoId = '7b0c2f4e-5d1a-4c8e-9f3b-2a6d8e1c4b90';
export const fitsId = '2f1c7a52-3c55-4d7e-9b1a-6a1d2b3c4d5e';
export const lateId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export const wheatOrder: CargoOrder = {
  id: cargoId,
  status: 'open',
  commodity: 'wheat',
  commodityName: 'Wheat',
  stowageFactor: 1.3,
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLOO',
  load: { code: 'BRSSZ', name: 'Santos, Brazil', kind: 'port' },
  discharge: { code: 'CNTAO', name: 'Qingdao, China', kind: 'port' },
  laycanFrom: '2027-01-10',
  laycanTo: '2027-01-15',
  loadRateTpd: 10_000,
  loadTerms: 'SHINC',
  dischargeRateTpd: 8_000,
  dischargeTerms: 'SHEX',
  charterType: 'voyage',
  freightBasis: 'per_tonne',
  freightIdea: 3_200,
  commissionPct: 5,
  gearNeeded: false,
  accountVisibility: 'ok_account',
  account: null,
  accountHidden: 'Shown once the charterer answers your enquiry',
  remarks: '',
  mine: true,
  hiddenReasons: [],
  createdAt: '2026-11-20T08:00:00.000Z',
};

const estimateInput = {
  ballastNm: 0,
  ladenNm: 11_000,
  full: { ladenKn: 13.5, ballastKn: 14, ladenTpd: 28, ballastTpd: 25 },
  eco: null,
  speed: 'full',
  portTpd: 3,
  bunkerPriceCentsPerT: 60_000,
  quantityT: 50_000,
  loadRateTpd: 10_000,
  loadTerms: 'SHINC',
  dischargeRateTpd: 8_000,
  dischargeTerms: 'SHEX',
  via: [],
  waitingDays: 0,
  deadweightT: 58_000,
  loadPortCostCents: 8_000_000,
  dischargePortCostCents: 12_000_000,
  commissionPct: 5,
  freightBasis: 'per_tonne',
  freightIdeaCents: 3_200,
};

const estimate = {
  speed: 'full' as const,
  days: { ballast: 0, laden: 33.95, weather: 1.7, load: 5.5, discharge: 7.79, canal: 0, waiting: 0, sea: 35.65, port: 13.29, total: 48.94 },
  bunkers: { seaT: 998.13, portT: 39.87, priceCentsPerT: 60_000, seaCents: 59_887_800, portCents: 2_392_200, totalCents: 62_280_000 },
  portCostsCents: { load: 8_000_000, discharge: 12_000_000, total: 20_000_000 },
  canalDuesCents: 0,
  voyageCostsCents: 82_280_000,
  voyageCostsPaidBy: 'owner' as const,
  grossCents: 160_000_000,
  commissionCents: 8_000_000,
  netCents: 69_720_000,
  tceCentsPerDay: 1_424_602,
};

const ship = (id: string, name: string, mine = false): ShipMatch['vessel'] => ({
  id,
  name,
  type: 'bulkCarrier',
  deadweightT: 58_000,
  buildYear: 2015,
  flag: 'LR',
  ownerCompany: 'Aegean Bulk',
  ownerVerified: true,
  ownerRating: { average: 4.5, count: 2 },
  open: { code: 'BRRIO', name: 'Rio de Janeiro, Brazil', kind: 'port' },
  openFrom: '2027-01-08',
  openTo: null,
  mine,
});

/** Fits: in the laycan, her intake lifts the cargo, an estimate at the freight idea. */
export const fittingShip: ShipMatch = {
  vessel: ship(fitsId, 'Pacific Venture'),
  fits: true,
  checks: [
    { key: 'intake', level: 'ok', text: 'Lifts 50,000 t (intake 56,400 t by weight)' },
    { key: 'gear', level: 'warn', text: 'Speed and consumption not given: a usual Supramax’s assumed' },
  ],
  intake: { intakeT: 56_400, loadT: 50_000, limitedBy: 'weight', verdict: 'fits' },
  ballast: { nm: 1_240, via: [], days: 3.69, arrivalDate: '2027-01-12', status: 'in', byDays: 0 },
  laden: { nm: 11_359, via: ['Cape of Good Hope'] },
  estimate,
  estimateInput,
};

/** Fails: she cannot make the laycan; no estimate. */
export const lateShip: ShipMatch = {
  vessel: { ...ship(lateId, 'Nordic Trader'), ownerRating: { average: null, count: 0 } },
  fits: false,
  checks: [
    { key: 'intake', level: 'ok', text: 'Lifts 50,000 t (intake 56,400 t by weight)' },
    { key: 'laycan', level: 'fail', text: 'Arrives 18 Jan, 3 days after the laycan closes' },
  ],
  intake: null,
  ballast: { nm: 4_100, via: [], days: 12.2, arrivalDate: '2027-01-18', status: 'late', byDays: 3 },
  laden: { nm: 11_359, via: ['Cape of Good Hope'] },
  estimate: null,
  estimateInput: null,
};

const settings = { bunkerPriceCentsPerT: 60_000, suez: false, panama: true, speed: 'full' as const };
export const pageOf = <T>(items: T[], hasMore = false, page = 1) => ({ items, page, pageSize: 20, hasMore, settings });

export function cargoMatch(cargo: CargoOrder): CargoMatch {
  const { vessel: _vessel, ...fields } = fittingShip;
  return { ...fields, cargo, chartererRating: cargo.account ? { average: null, count: 0 } : null };
}

export const member = (role: 'owner' | 'charterer' | 'admin') => ({
  id: 'u1',
  email: 'ops@example.com',
  name: 'Elena Marchetti',
  role,
  companyName: 'Levant Grain Trading',
  contactPhone: null,
  contactAddress: null,
  companyRegistration: null,
  verified: true,
  emailVerified: true,
  suspended: false,
  createdAt: '2026-11-01T09:00:00.000Z',
});

/** The signed-in member as the app reads it (the session, then the profile); null when `url` is not about them. */
export function memberAnswer(url: string, profile: ReturnType<typeof member> | null) {
  if (url.includes('/api/auth/get-session'))
    return { status: 200, body: profile ? { user: { id: profile.id, email: profile.email, name: profile.name } } : null };
  if (url.includes('/api/accounts/me')) return { status: 200, body: { profile } };
  return null;
}

export const loaded = { timeout: 5000 };
