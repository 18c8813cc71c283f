import type { TestApp } from './harness';
import { timeTerms } from './deal-input';
import { sealedDeal } from './payment-input';

/**
 * A time charter whose whole schedule is one 15-day hire instalment: USD 10,000 a day, 3.75% address commission,
 * 1.25% brokerage. The instalment is 15 × USD 10,000 = USD 150,000.00 gross, less 3.75% (USD 5,625.00) adcom:
 * USD 144,375.00 into escrow.
 */
export const hireTerms = (t: TestApp) => timeTerms(t, { periodDays: 15, hirePerDay: 1_000_000, addressCommissionPct: 3.75, brokeragePct: 1.25 });
export const INSTALMENT = 14_437_500;

/** A sealed time charter on hireTerms, through the API. */
export const sealedTimeCharter = (t: TestApp) => sealedDeal(t, hireTerms(t));

/**
 * The owner's facts: delivered Singapore 2026-03-01 08:00 GMT+8 (00:00Z), redelivered Rotterdam 2026-03-16 02:00
 * GMT+1 (01:00Z): 15 d 1 h on hire. Bunkers on delivery VLSFO 500 t and LSMGO 100 t, on redelivery 450 t and 90 t,
 * at USD 600 and USD 800 a tonne; CVE USD 1,500 per 30 days; one owners' expense of USD 2,000.
 */
export const hireFacts = (overrides: Record<string, unknown> = {}) => ({
  basedOn: 0,
  delivery: { at: '2026-03-01T08:00:00+08:00', place: 'Singapore', timeZone: 'Asia/Singapore' },
  redelivery: { at: '2026-03-16T02:00:00+01:00', place: 'Rotterdam', timeZone: 'Europe/Amsterdam' },
  bunkersOnDelivery: [
    { grade: 'VLSFO', tonnes: 500, pricePerTonne: 60_000 },
    { grade: 'LSMGO', tonnes: 100, pricePerTonne: 80_000 },
  ],
  bunkersOnRedelivery: [
    { grade: 'VLSFO', tonnes: 450, pricePerTonne: 60_000 },
    { grade: 'LSMGO', tonnes: 90, pricePerTonne: 80_000 },
  ],
  expenses: [{ label: 'Hold cleaning by crew, Santos', amount: 200_000 }],
  cvePer30Days: 150_000,
  ...overrides,
});

/** Main engine breakdown, 2026-03-05 10:00Z to 03-06 16:00Z (1 d 6 h), 12.5 t VLSFO burnt at USD 600. */
export const breakdown = (overrides: Record<string, unknown> = {}) => ({
  from: '2026-03-05T10:00:00Z',
  to: '2026-03-06T16:00:00Z',
  reason: 'Main engine breakdown',
  bunkersConsumed: [{ grade: 'VLSFO', tonnes: 12.5, pricePerTonne: 60_000 }],
  ...overrides,
});

/** Crew illness, 2026-03-10 00:00Z to 12:00Z (12 h), nothing burnt. */
export const illness = (overrides: Record<string, unknown> = {}) => ({
  from: '2026-03-10T00:00:00Z',
  to: '2026-03-10T12:00:00Z',
  reason: 'Crew illness, deviation to Colombo',
  bunkersConsumed: [],
  ...overrides,
});
