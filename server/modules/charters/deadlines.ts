import { eq } from 'drizzle-orm';
import { firmWord, otherParty } from '../../../common/charters/deal-process';
import { utcText } from '../../../common/charters/time-text';
import { deals, offers, subjects } from '../../db/schema';
import { record, tell, type DealDeps } from './deal-core';
import { closeOffer } from './deal-service';
import { vesselName } from './deal-labels';
import { endOnSubject } from './subject-service';

/**
 * Deadlines are jobs due at the deadline itself, run by whichever server process claims them first. Each handler
 * re-reads under the deal's lock and acts only if the offer (or subject) is still open: a job that runs again
 * after a crash, or one whose offer was answered in time, changes nothing.
 */
class NotDueYet extends Error {}

export async function lapseOffer(deps: DealDeps, offerId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
    if (!offer) return;
    const [deal] = await tx.select().from(deals).where(eq(deals.id, offer.dealId)).for('update');
    const [current] = await tx.select().from(offers).where(eq(offers.id, offerId)); // re-read under the lock
    if (current.status !== 'live' || !current.replyBy || deal.stage !== 'negotiating') return;
    if (now < current.replyBy) throw new NotDueYet(`offer ${offerId} is due at ${current.replyBy.toISOString()}`);
    await closeOffer(tx, current, 'lapsed');
    await record(tx, deal, { event: 'lapse_offer', stage: 'negotiating', actorId: null, actorRole: 'system', at: now, offerId: current.id });
    const name = await vesselName(tx, deal);
    const what = `${firmWord(current.fromParty)} (version ${current.version}) for ${name}`;
    await tell(tx, deps, deal, current.fromParty, 'Offer lapsed', `Your ${what} lapsed unanswered at ${utcText(current.replyBy)}. You are free of it; send new terms or withdraw.`);
    await tell(tx, deps, deal, otherParty(current.fromParty), 'Offer lapsed', `The ${what} lapsed at ${utcText(current.replyBy)} without your answer.`);
  });
}

export async function lapseSubject(deps: DealDeps, subjectId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(subjects).where(eq(subjects.id, subjectId));
    if (!found) return;
    const [deal] = await tx.select().from(deals).where(eq(deals.id, found.dealId)).for('update');
    const [subject] = await tx.select().from(subjects).where(eq(subjects.id, subjectId));
    if (subject.status !== 'open' || deal.stage !== 'on_subjects') return;
    if (now < subject.liftBy) throw new NotDueYet(`subject ${subjectId} is due at ${subject.liftBy.toISOString()}`);
    await endOnSubject(tx, deal, subject, 'lapsed', now);
    await record(tx, deal, { event: 'lapse_subject', stage: 'failed', actorId: null, actorRole: 'system', at: now, subjectId: subject.id, offerId: subject.offerId });
    const message = `“${subject.text}” was not lifted by ${utcText(subject.liftBy)}: the deal for ${await vesselName(tx, deal)} failed and the dates are free.`;
    for (const to of ['owner', 'charterer'] as const) await tell(tx, deps, deal, to, 'Deal failed', message);
  });
}

export const dealJobHandlers = (deps: DealDeps) => ({
  'deal.lapse-offer': ({ offerId }: { offerId: string }) => lapseOffer(deps, offerId),
  'deal.lapse-subject': ({ subjectId }: { subjectId: string }) => lapseSubject(deps, subjectId),
});
