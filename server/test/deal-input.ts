import type { TestApp } from './harness';
import { imoSequence, validVessel } from './vessel-input';

/** Whatever reads the time: a test app, or a wall clock for servers in processes of their own (two-servers test). */
export type Clocked = { deps: { clock: { now: () => Date } } };

const DAY = 86_400_000;
const MINUTE = 60_000;
/** A date `days` after the test app's clock, as YYYY-MM-DD. */
export const dayFrom = (t: Clocked, days: number) => new Date(t.deps.clock.now().getTime() + days * DAY).toISOString().slice(0, 10);
/** An instant `minutes` after the test app's clock. */
export const instantIn = (t: Clocked, minutes: number) => new Date(t.deps.clock.now().getTime() + minutes * MINUTE).toISOString();

/** A complete voyage enquiry's terms (grain from Rotterdam to Alexandria): tests change one field at a time. */
export const voyageTerms = (t: Clocked, overrides: Record<string, unknown> = {}) => ({
  charterType: 'voyage',
  laycanFrom: dayFrom(t, 30),
  laycanTo: dayFrom(t, 35),
  currency: 'USD',
  cpForm: 'GENCON 1994',
  law: 'English law, London arbitration',
  remarks: '',
  cargo: 'Wheat in bulk',
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLOO',
  loadPort: 'NLRTM',
  dischargePort: 'EGALY',
  freightBasis: 'per_tonne',
  freightRate: 2_450,
  loadRateTpd: 10_000,
  dischargeRateTpd: 8_000,
  laytimeTerms: 'SHINC',
  demurragePerDay: 2_500_000,
  despatchPerDay: 1_250_000,
  voyageDays: 20,
  ...overrides,
});

export const timeTerms = (t: TestApp, overrides: Record<string, unknown> = {}) => ({
  charterType: 'time',
  laycanFrom: dayFrom(t, 30),
  laycanTo: dayFrom(t, 33),
  currency: 'USD',
  cpForm: 'NYPE 2015',
  law: 'English law, London arbitration',
  remarks: '',
  deliveryPort: 'SGSIN',
  redeliveryPort: 'NLRTM',
  periodDays: 90,
  periodToleranceDays: 15,
  hirePerDay: 1_650_000,
  tradingLimits: 'Worldwide within Institute Warranty Limits, excluding war zones',
  ...overrides,
});

/** Whose subject it is: 'owner' or 'charterer' (tests also send other words, to see them refused). */
type Subject = { text: string; party: string; liftBy: string };
export const firm = (t: Clocked, terms: Record<string, unknown>, opts: { replyInMinutes?: number; subjects?: Subject[] } = {}) => ({
  kind: 'firm',
  terms,
  replyBy: instantIn(t, opts.replyInMinutes ?? 120),
  replyZone: 'Europe/London',
  subjects: opts.subjects ?? [],
});
export const indication = (terms: Record<string, unknown>) => ({ kind: 'indication', terms, replyBy: '', replyZone: 'UTC', subjects: [] });

const nextImo = imoSequence(932_101);

/** A verified owner with a ship on the market, and a verified charterer. */
export async function dealParties(t: TestApp) {
  const owner = await t.signedIn('owner', { verified: true });
  const charterer = await t.signedIn('charterer', { verified: true });
  const created = await owner.post('/api/vessels', validVessel({ imo: nextImo(), name: 'Aegean Spirit' }));
  if (created.status !== 201) throw new Error(`vessel not created: ${created.text}`);
  return { owner, charterer, vesselId: created.json.vessel.id as string };
}

/** An enquiry made through the API; answers the deal's id. */
export async function openDeal(t: TestApp, p: Awaited<ReturnType<typeof dealParties>>, terms: Record<string, unknown> = voyageTerms(t)) {
  const res = await p.charterer.post('/api/deals', { vesselId: p.vesselId, terms });
  if (res.status !== 201) throw new Error(`enquiry refused: ${res.text}`);
  return res.json.deal.id as string;
}
