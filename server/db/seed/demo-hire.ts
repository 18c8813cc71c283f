import { and, eq } from 'drizzle-orm';
import { instantAt } from '../../../common/time-zones';
import { createClock } from '../../lib/clock';
import { loadCurrentUser } from '../../modules/accounts/service';
import { answerOffHire, recordOffHire, saveHireFacts } from '../../modules/hire/service';
import type { Database } from '../client';
import { deals, offers } from '../schema';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Kalliope's time charter as it runs (#30): the owners' hire statement (delivered at Qingdao on the first day of the
 * laycan, redelivery expected at Singapore when the 35 days are up, bunkers both ends, CVE) and two off-hire periods
 * the charterers recorded: a main engine breakdown the owners accepted, and a deviation for crew illness they dispute.
 */
export async function seedDemoHire(db: Database, ids: Map<string, string>, vessels: Map<string, { id: string; ownerId: string }>) {
  const deps = { db, clock: createClock() };
  const [deal] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.vesselId, vessels.get('Kalliope')!.id), eq(deals.chartererId, ids.get('charterer')!), eq(deals.stage, 'fixed')));
  const [accepted] = await db
    .select({ terms: offers.terms })
    .from(offers)
    .where(and(eq(offers.dealId, deal.id), eq(offers.status, 'accepted')));
  if (accepted.terms.charterType !== 'time') throw new Error('Kalliope’s demo charter is a time charter');
  const owner = (await loadCurrentUser(db, vessels.get('Kalliope')!.ownerId))!;
  const charterer = (await loadCurrentUser(db, ids.get('charterer')!))!;
  const [y, m, d] = accepted.terms.laycanFrom.split('-').map(Number);
  const delivered = instantAt('Asia/Shanghai', y, m, d, 6);
  await saveHireFacts(deps, owner, deal.id, {
    basedOn: 0,
    delivery: { at: iso(delivered), place: 'Qingdao', timeZone: 'Asia/Shanghai' },
    redelivery: { at: iso(delivered + 35 * 24 * HOUR), place: 'Singapore', timeZone: 'Asia/Singapore' },
    bunkersOnDelivery: [
      { grade: 'VLSFO', tonnes: 620, pricePerTonne: 61_500 },
      { grade: 'LSMGO', tonnes: 85, pricePerTonne: 82_000 },
    ],
    bunkersOnRedelivery: [
      { grade: 'VLSFO', tonnes: 600, pricePerTonne: 61_500 },
      { grade: 'LSMGO', tonnes: 80, pricePerTonne: 82_000 },
    ],
    expenses: [{ label: 'Hold cleaning by crew before loading, Qingdao', amount: 150_000 }],
    cvePer30Days: 150_000,
  });
  await recordOffHire(deps, charterer, deal.id, {
    from: iso(delivered + 4 * 24 * HOUR + 10 * HOUR),
    to: iso(delivered + 5 * 24 * HOUR + 16 * HOUR),
    reason: 'Main engine breakdown, drifting off Busan',
    bunkersConsumed: [{ grade: 'VLSFO', tonnes: 9.5, pricePerTonne: 61_500 }],
  });
  await recordOffHire(deps, charterer, deal.id, {
    from: iso(delivered + 8 * 24 * HOUR),
    to: iso(delivered + 8 * 24 * HOUR + 14 * HOUR),
    reason: 'Deviation to Kaohsiung to land a sick crew member',
    bunkersConsumed: [],
  });
  await answerOffHire(deps, owner, deal.id, 1, { answer: 'accepted', comment: '' });
  await answerOffHire(deps, owner, deal.id, 2, {
    answer: 'disputed',
    comment: 'The master landed him at anchor off Kaohsiung while she waited for her berth: no time was lost to the charterers.',
  });
}
