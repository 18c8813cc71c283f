import type { CargoOrder } from '../../../common/cargoes/api';

/** An open wheat order as the API answers it to an owner who may not see the charterer's name. */
export const wheatOrder: CargoOrder = {
  id: '7b0c2f4e-5d1a-4c8e-9f3b-2a6d8e1c4b90',
  status: 'open',
  commodity: 'wheat',
  commodityName: 'Wheat',
  stowageFactor: 1.3,
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLOO',
  load: { code: 'ECSA', name: 'East Coast South America (ECSA)', kind: 'region' },
  discharge: { code: 'EGALY', name: 'Alexandria, Egypt', kind: 'port' },
  laycanFrom: '2027-01-05',
  laycanTo: '2027-01-15',
  loadRateTpd: 10_000,
  loadTerms: 'SHEX',
  dischargeRateTpd: 8_000,
  dischargeTerms: 'FHEX',
  charterType: 'voyage',
  freightBasis: 'per_tonne',
  freightIdea: 3_200,
  commissionPct: 3.75,
  gearNeeded: true,
  accountVisibility: 'ok_account',
  account: null,
  accountHidden: 'Shown once the charterer answers your enquiry',
  remarks: '',
  mine: false,
  hiddenReasons: [],
  createdAt: '2026-11-20T08:00:00.000Z',
};

export const signedInAs = (role: 'owner' | 'charterer', verified = true) => ({
  id: 'u1',
  email: 'ops@example.com',
  name: 'Elena Marchetti',
  role,
  companyName: 'Levant Grain Trading',
  contactPhone: null,
  contactAddress: null,
  companyRegistration: null,
  verified,
  emailVerified: true,
  suspended: false,
  createdAt: '2026-11-01T09:00:00.000Z',
});

/** The signed-in member as the app reads it (the session, then the profile); null when `url` is not about them. */
export function memberAnswer(url: string, profile: ReturnType<typeof signedInAs> | null) {
  if (url.includes('/api/auth/get-session'))
    return { status: 200, body: profile ? { user: { id: profile.id, email: profile.email, name: profile.name } } : null };
  if (url.includes('/api/accounts/me')) return { status: 200, body: { profile } };
  return null;
}

/** How long a test waits for what the network or a lazily loaded dialog brings: generous, as the machine may be busy. */
export const loaded = { timeout: 5000 };
