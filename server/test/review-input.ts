import { eq } from 'drizzle-orm';
import { charters } from '../db/schema';
import { advanceCharters } from '../modules/charters/charter-progress';
import { dealParties, firm, openDeal, voyageTerms } from './deal-input';
import type { TestApp } from './harness';

/** A fixture fixed through the API (not yet completed): its parties, deal and charter. */
export async function fixedFixture(t: TestApp) {
  const p = await dealParties(t);
  const dealId = await openDeal(t, p, voyageTerms(t));
  await p.owner.post(`/api/deals/${dealId}/offers`, firm(t, voyageTerms(t)));
  const accepted = await p.charterer.post(`/api/deals/${dealId}/accept`);
  if (accepted.status !== 200) throw new Error(`not fixed: ${accepted.text}`);
  const [charter] = await t.db.select().from(charters).where(eq(charters.dealId, dealId));
  return { ...p, dealId, charter };
}

/** The daily progress job, run on the day after the fixture's last held day: the fixture is completed. */
export async function complete(t: TestApp, charter: { endDate: string }) {
  const dayAfter = new Date(Date.parse(`${charter.endDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await advanceCharters(t.db, dayAfter);
}

/** A completed fixture, ready to review. */
export async function completedFixture(t: TestApp) {
  const f = await fixedFixture(t);
  await complete(t, f.charter);
  return f;
}

/** A charterer's review of the owner (the questions asked of an owner), and an owner's of the charterer. */
export const ofOwner = (overall = 4, extra: Record<string, unknown> = {}) => ({
  overall,
  ratings: { vesselAsDescribed: 5, performance: 4, communication: 3 },
  body: 'The ship was as described, loaded fast and the master kept us informed daily.',
  quotable: true,
  ...extra,
});
export const ofCharterer = (overall = 5, extra: Record<string, unknown> = {}) => ({
  overall,
  ratings: { cargoReady: 5, paymentsOnTime: 5, communication: 4 },
  body: 'Cargo was ready on arrival, documents in order and freight paid on the day.',
  quotable: false,
  ...extra,
});
