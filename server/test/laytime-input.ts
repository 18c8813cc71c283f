import { eq } from 'drizzle-orm';
import { deals } from '../db/schema';
import type { TestApp } from './harness';

/**
 * The statements of facts below are of March 2026, and a statement dated before its deal was fixed is refused (it is
 * not of that voyage). A test's deal is fixed today, so the tests that record them take it as fixed on 2 February
 * 2026, as a voyage of that spring would have been.
 */
export const FIXED_BEFORE_THE_FACTS = new Date('2026-02-02T09:00:00Z');
export async function fixedBeforeTheFacts(t: Pick<TestApp, 'db'>, dealId: string): Promise<void> {
  await t.db.update(deals).set({ fixedAt: FIXED_BEFORE_THE_FACTS }).where(eq(deals.id, dealId));
}

/**
 * A statement of facts at Rotterdam (Europe/Amsterdam, UTC+1 in March), as the owner records it: notice tendered
 * Monday 2 March 2026 08:00 local, loading from Tuesday 06:00, six hours' rain on Wednesday, completed Sunday 8 March
 * 13:00 local. Tests change one field at a time.
 */
export const rotterdamFacts = (overrides: Record<string, unknown> = {}) => ({
  basedOn: 0,
  timeZone: 'Europe/Amsterdam',
  holidays: [],
  norTendered: '2026-03-02T08:00:00+01:00',
  commenced: '2026-03-03T06:00:00+01:00',
  completed: '2026-03-08T13:00:00+01:00',
  interruptions: [{ kind: 'rain', from: '2026-03-04T10:00:00+01:00', to: '2026-03-04T16:00:00+01:00', note: 'Hatches closed' }],
  ...overrides,
});

/**
 * A statement of facts at Alexandria (Africa/Cairo, UTC+2 in March) for the deal-input voyage: 50,000 t at
 * 8,000 t/day is 6 d 6 h allowed. Notice tendered Friday 20 March 2026 10:00 local; with 12 hours' turn time laytime
 * starts 22:00 local, so it runs out Friday 27 March 04:00 local, when discharge completes: no demurrage, no despatch.
 */
export const alexandriaFacts = (overrides: Record<string, unknown> = {}) => ({
  basedOn: 0,
  timeZone: 'Africa/Cairo',
  holidays: [],
  norTendered: '2026-03-20T10:00:00+02:00',
  commenced: '2026-03-21T08:00:00+02:00',
  completed: '2026-03-27T04:00:00+02:00',
  interruptions: [],
  ...overrides,
});
