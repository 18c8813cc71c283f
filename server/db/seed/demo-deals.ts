import { eq } from 'drizzle-orm';
import type { Subject } from '../../../common/charters/api';
import type { OfferValues } from '../../../common/charters/offers';
import { addDays, type Terms } from '../../../common/charters/terms';
import type { CurrentUser } from '../../lib/context';
import { createClock } from '../../lib/clock';
import { loadCurrentUser } from '../../modules/accounts/service';
import { adminCancelCharter } from '../../modules/charters/admin-service';
import { advanceCharters } from '../../modules/charters/charter-progress';
import { getDeal } from '../../modules/charters/deal-read';
import { acceptOffer, declineOffer, sendEnquiry, sendOffer, withdraw } from '../../modules/charters/deal-service';
import { liftSubject, failSubject } from '../../modules/charters/subject-service';
import type { Database } from '../client';
import { charters } from '../schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Step = 'enquiry' | 'indication' | 'firm' | 'lapsed' | 'on_subjects' | 'fixed' | 'failed' | 'withdrawn' | 'cancelled';
export type DemoDeal = { vessel: string; charterer: string; daysAgo: number; laycanInDays: number; step: Step; terms: (laycanFrom: string) => Terms };

const voyage =
  (cargo: string, quantityT: number, loadPort: string, dischargePort: string, freightRate: number, demurrage: number, voyageDays: number) =>
  (laycanFrom: string): Terms => ({
    charterType: 'voyage',
    laycanFrom,
    laycanTo: addDays(laycanFrom, 5),
    currency: 'USD',
    cpForm: 'Fairlead voyage charter terms',
    law: 'English law, London arbitration',
    remarks: '',
    cargo,
    quantityT,
    tolerancePct: 10,
    toleranceOption: 'MOLOO',
    loadPort,
    dischargePort,
    freightBasis: 'per_tonne',
    freightRate,
    loadRateTpd: 10_000,
    dischargeRateTpd: 8_000,
    laytimeTerms: 'SHINC',
    demurragePerDay: demurrage,
    despatchPerDay: demurrage / 2,
    voyageDays,
  });
const period =
  (deliveryPort: string, redeliveryPort: string, periodDays: number, hirePerDay: number, tradingLimits: string) =>
  (laycanFrom: string): Terms => ({
    charterType: 'time',
    laycanFrom,
    laycanTo: addDays(laycanFrom, 3),
    currency: 'USD',
    cpForm: 'Fairlead time charter terms',
    law: 'English law, London arbitration',
    remarks: '',
    deliveryPort,
    redeliveryPort,
    periodDays,
    periodToleranceDays: 0,
    hirePerDay,
    tradingLimits,
  });

/** Deals in every stage, each made through the same services a member's clicks call, at the time it happened. */
export const demoDeals: DemoDeal[] = [
  {
    vessel: 'Aegean Spirit',
    charterer: 'charterer3',
    daysAgo: 140,
    laycanInDays: 20,
    step: 'fixed',
    terms: voyage('Steam coal in bulk', 75_000, 'ZARCB', 'INBOM', 1_850, 2_200_000, 38),
  },
  {
    vessel: 'Thira Star',
    charterer: 'charterer3',
    daysAgo: 95,
    laycanInDays: 20,
    step: 'fixed',
    // Sundays and holidays excepted: the demo's laytime sheet (demo-laytime.ts) shows a weekend at both ports.
    terms: (laycan) => ({ ...voyage('Steel coils', 11_000, 'ITGOA', 'TRMER', 3_200, 1_200_000, 17)(laycan), laytimeTerms: 'SHEX' }),
  },
  {
    vessel: 'Bergen Express',
    charterer: 'charterer3',
    daysAgo: 45,
    laycanInDays: 15,
    step: 'fixed',
    terms: period('DEBRV', 'DEBRV', 60, 2_650_000, 'North Europe and Baltic, ice class trading allowed'),
  },
  {
    vessel: 'Kalliope',
    charterer: 'charterer',
    daysAgo: 26,
    laycanInDays: 14,
    step: 'fixed',
    terms: period('CNTAO', 'SGSIN', 35, 1_850_000, 'Worldwide within Institute Warranty Limits'),
  },
  {
    vessel: 'Nordic Fjell',
    charterer: 'charterer',
    daysAgo: 12,
    laycanInDays: 52,
    step: 'fixed',
    terms: period('NLRTM', 'NLRTM', 90, 1_420_000, 'North Europe, UK and Baltic, reefer trades'),
  },
  {
    vessel: 'Aegean Spirit',
    charterer: 'charterer',
    daysAgo: 2,
    // After the Black Sea corn and the Damietta fertilizer to Brazil she is matched with would be done: an offer holds her
    // for the laycan and the voyage, and one meeting this deal's days would be refused.
    laycanInDays: 100,
    step: 'on_subjects',
    terms: voyage('Wheat in bulk', 50_000, 'NLRTM', 'EGALY', 2_450, 2_500_000, 20),
  },
  {
    vessel: 'Stavanger Pride',
    charterer: 'charterer3',
    daysAgo: 1,
    laycanInDays: 30,
    step: 'firm',
    terms: period('NOSVG', 'NOSVG', 21, 3_200_000, 'Norwegian and Danish waters, event charter'),
  },
  {
    vessel: 'Thira Star',
    charterer: 'charterer',
    daysAgo: 0.2,
    laycanInDays: 18,
    step: 'enquiry',
    terms: voyage('Project cargo: two transformers of 95 t', 1_200, 'ITGOA', 'GRPIR', 52_000, 1_000_000, 8),
  },
  {
    vessel: 'Naxos Trader',
    charterer: 'charterer',
    daysAgo: 6,
    laycanInDays: 40,
    step: 'lapsed',
    terms: voyage('Barley in bulk', 33_000, 'GRPIR', 'SAJED', 2_900, 1_400_000, 14),
  },
  {
    vessel: 'Bergen Express',
    charterer: 'charterer',
    daysAgo: 9,
    laycanInDays: 45,
    step: 'indication',
    terms: period('DEBRV', 'GBIMM', 120, 2_500_000, 'North Europe and the Mediterranean'),
  },
  {
    vessel: 'Kalliope',
    charterer: 'charterer3',
    daysAgo: 20,
    laycanInDays: 60,
    step: 'failed',
    terms: period('SGSIN', 'CNTAO', 45, 1_800_000, 'Far East, excluding North Korea'),
  },
  {
    vessel: 'Nordic Fjell',
    charterer: 'charterer3',
    daysAgo: 30,
    laycanInDays: 20,
    step: 'withdrawn',
    terms: period('NLRTM', 'DEHAM', 30, 1_300_000, 'North Europe'),
  },
  {
    vessel: 'Naxos Trader',
    charterer: 'charterer3',
    daysAgo: 60,
    laycanInDays: 25,
    step: 'cancelled',
    terms: voyage('Fertiliser (urea) in bulk', 30_000, 'EGALY', 'GRPIR', 2_300, 1_300_000, 10),
  },
];

const subjectsFor = (t: Terms, at: Date): OfferValues['subjects'] => [
  { text: 'Owners’ approval of charterers', party: 'owner', liftBy: new Date(at.getTime() + 30 * HOUR).toISOString() },
  {
    text: t.charterType === 'voyage' ? 'Shippers’ and receivers’ approval' : 'Charterers’ board approval',
    party: 'charterer',
    liftBy: new Date(at.getTime() + 54 * HOUR).toISOString(),
  },
];

/** Plays each demo deal through the services with a clock set to when it happened, then brings the charters up to today. */
export async function seedDemoDeals(db: Database, ids: Map<string, string>, vessels: Map<string, { id: string; ownerId: string }>, appUrl: string) {
  const user = async (id: string): Promise<CurrentUser> => (await loadCurrentUser(db, id))!;
  const admin = await user(ids.get('admin')!);
  for (const d of demoDeals) {
    const clock = createClock();
    clock.advance(-d.daysAgo * DAY);
    const deps = { db, clock, appUrl };
    const vessel = vessels.get(d.vessel)!;
    const [owner, charterer] = [await user(vessel.ownerId), await user(ids.get(d.charterer)!)];
    const laycan = new Date(clock.now().getTime() + d.laycanInDays * DAY).toISOString().slice(0, 10);
    const terms = d.terms(laycan);
    const id = await sendEnquiry(deps, charterer, { vesselId: vessel.id, terms });
    if (d.step === 'enquiry') continue;
    clock.advance(3 * HOUR);
    const onSubjects = ['on_subjects', 'fixed', 'failed', 'cancelled'].includes(d.step);
    const offer = (kind: 'firm' | 'indication', t: Terms, replyHours: number, subjects: OfferValues['subjects'] = []): OfferValues => ({
      kind,
      terms: t,
      replyBy: kind === 'firm' ? new Date(clock.now().getTime() + replyHours * HOUR).toISOString() : '',
      replyZone: 'Europe/London',
      subjects,
    });
    const firstFreight = (t: Terms): Terms =>
      t.charterType === 'voyage' ? { ...t, freightRate: Math.round(t.freightRate * 1.06) } : { ...t, hirePerDay: Math.round(t.hirePerDay * 1.06) };
    await sendOffer(deps, owner, id, offer(d.step === 'indication' ? 'indication' : 'firm', firstFreight(terms), 6));
    if (d.step === 'indication' || d.step === 'firm') continue;
    clock.advance(2 * HOUR);
    if (d.step === 'lapsed') {
      clock.advance(5 * HOUR); // the owner's deadline passed unanswered: the job lapses it when the server runs
      continue;
    }
    if (d.step === 'withdrawn') {
      await declineOffer(deps, charterer, id);
      clock.advance(HOUR);
      await withdraw(deps, charterer, id);
      continue;
    }
    // The charterer's firm bid meets the owner halfway, on subjects; the owner accepts it.
    await sendOffer(deps, charterer, id, offer('firm', terms, 4, onSubjects ? subjectsFor(terms, clock.now()) : []));
    clock.advance(HOUR);
    await acceptOffer(deps, owner, id);
    const subjects = (await getDeal(db, owner, id, clock.now())).offers.at(-1)!.subjects as Subject[];
    if (d.step === 'on_subjects') {
      clock.advance(5 * HOUR);
      await liftSubject(deps, owner, id, subjects[0].id);
      continue;
    }
    clock.advance(6 * HOUR);
    if (d.step === 'failed') {
      await failSubject(deps, owner, id, subjects[0].id);
      continue;
    }
    for (const s of subjects) await liftSubject(deps, s.party === 'owner' ? owner : charterer, id, s.id);
    if (d.step === 'cancelled') {
      const [charter] = await db.select({ id: charters.id }).from(charters).where(eq(charters.dealId, id));
      await adminCancelCharter(
        deps,
        admin,
        charter.id,
        'Receivers failed Fairlead’s sanctions screening; both parties were told and agreed',
        clock.now(),
      );
      continue;
    }
  }
  await advanceCharters(db, new Date().toISOString().slice(0, 10));
}
