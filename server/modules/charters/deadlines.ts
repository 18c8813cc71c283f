import { eq, inArray } from 'drizzle-orm';
import { dealMachine, firmWord, otherParty } from '../../../common/charters/deal-process';
import { subjectMachine } from '../../../common/charters/offer-process';
import { utcText } from '../../../common/charters/time-text';
import { deals, offers, subjects } from '../../db/schema';
import { notice, record, tell, type DealDeps } from './deal-core';
import { vesselName, vesselNames } from './deal-labels';
import { lapseOfferSet, lockLapsableOffers } from './offer-lapse';
import { endOnSubject } from './subject-service';

/**
 * Deadlines are jobs due at the deadline itself, run by whichever server process claims them first. Each handler
 * re-reads under the deal's lock and acts only if the offer (or subject) is still open: a job that runs again
 * after a crash, or one whose offer was answered in time, changes nothing.
 */
class NotDueYet extends Error {}

/**
 * Lapses the firm offers whose reply deadline has passed unanswered, as one set: many offers often share a deadline
 * (17:00 in a port's zone), and a statement per offer would make the last of them lapse minutes late. The deals are
 * locked in id order (so two runners never wait on each other in a circle), then the offers are read again under
 * the locks: one answered, withdrawn or superseded meanwhile is left alone.
 */
export async function lapseOffers(deps: DealDeps, offerIds: string[]): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const locked = await lockLapsableOffers(tx, inArray(offers.id, offerIds));
    const open = locked.open.filter((o) => o.replyBy);
    const early = open.find((o) => now < o.replyBy!);
    if (early) throw new NotDueYet(`offer ${early.id} is due at ${early.replyBy!.toISOString()}`);
    if (open.length === 0) return;
    const names = await vesselNames(tx, [...new Set(open.map((o) => o.vesselId))]);
    const notices = open.flatMap((o) => {
      const deal = locked.deals.get(o.dealId)!;
      const what = `${firmWord(o.fromParty)} (version ${o.version}) for ${names.get(o.vesselId) ?? 'the ship'}`;
      return [
        notice(
          deps,
          deal,
          o.fromParty,
          'Offer lapsed',
          `Your ${what} lapsed unanswered at ${utcText(o.replyBy!)}. You are free of it; send new terms or withdraw.`,
        ),
        notice(deps, deal, otherParty(o.fromParty), 'Offer lapsed', `The ${what} lapsed at ${utcText(o.replyBy!)} without your answer.`),
      ];
    });
    await lapseOfferSet(tx, { open, deals: locked.deals }, notices, now);
  });
}

export async function lapseSubject(deps: DealDeps, subjectId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(subjects).where(eq(subjects.id, subjectId));
    if (!found) return;
    const [deal] = await tx.select().from(deals).where(eq(deals.id, found.dealId)).for('update');
    const [subject] = await tx.select().from(subjects).where(eq(subjects.id, subjectId));
    // Acts only on what the tables let a deadline move: a subject decided in time, or a deal that ended, stays as it is.
    const moves = subjectMachine.steps.lapse.from.includes(subject.status) && dealMachine.steps.lapse_subject.from.includes(deal.stage);
    if (!moves) return;
    if (now < subject.liftBy) throw new NotDueYet(`subject ${subjectId} is due at ${subject.liftBy.toISOString()}`);
    await endOnSubject(tx, deal, subject, 'lapse', 'system', now);
    await record(tx, deal, {
      event: 'lapse_subject',
      actorId: null,
      actorRole: 'system',
      at: now,
      subjectId: subject.id,
      offerId: subject.offerId,
    });
    const message = `“${subject.text}” was not lifted by ${utcText(subject.liftBy)}: the deal for ${await vesselName(tx, deal)} failed and the dates are free.`;
    for (const to of ['owner', 'charterer'] as const) await tell(tx, deps, deal, to, 'Deal failed', message);
  });
}

export const dealJobHandlers = (deps: DealDeps) => ({
  'deal.lapse-offer': ({ offerId }: { offerId: string }) => lapseOffers(deps, [offerId]),
  'deal.lapse-subject': ({ subjectId }: { subjectId: string }) => lapseSubject(deps, subjectId),
});

export const dealJobSets = (deps: DealDeps) => ({
  'deal.lapse-offer': (payloads: { offerId: string }[]) =>
    lapseOffers(
      deps,
      payloads.map((p) => p.offerId),
    ),
});
