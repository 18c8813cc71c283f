import { and, asc, eq, inArray } from 'drizzle-orm';
import { dealMachine, firmWord, otherParty } from '../../../common/charters/deal-process';
import { offerMachine, subjectMachine } from '../../../common/charters/offer-process';
import { utcText } from '../../../common/charters/time-text';
import { dealLog, deals, offers, subjects } from '../../db/schema';
import { publishEach } from '../../lib/events';
import { stepForSet } from '../../lib/transition';
import { notifyAndMailMany } from '../notifications/service';
import { notice, record, tell, type DealDeps } from './deal-core';
import { vesselName, vesselNames } from './deal-labels';
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
    const dealIds = (await tx.selectDistinct({ id: offers.dealId }).from(offers).where(inArray(offers.id, offerIds))).map((r) => r.id);
    if (dealIds.length === 0) return;
    const locked = await tx.select().from(deals).where(inArray(deals.id, dealIds)).orderBy(asc(deals.id)).for('update');
    // Which deals, offers and subjects a lapse may move, and where to, come from the lifecycle tables.
    const dealStep = stepForSet(dealMachine, 'lapse_offer', 'system');
    const offerStep = stepForSet(offerMachine, 'lapse', 'system');
    const subjectStep = stepForSet(subjectMachine, 'void', 'system');
    const negotiating = new Map(locked.filter((d) => dealStep.from.includes(d.stage)).map((d) => [d.id, d]));
    const open = (
      await tx
        .select()
        .from(offers)
        .where(and(inArray(offers.id, offerIds), inArray(offers.status, offerStep.from)))
    ).filter((o) => o.replyBy && negotiating.has(o.dealId));
    const early = open.find((o) => now < o.replyBy!);
    if (early) throw new NotDueYet(`offer ${early.id} is due at ${early.replyBy!.toISOString()}`);
    if (open.length === 0) return;
    const ids = open.map((o) => o.id);
    await tx
      .update(offers)
      .set({ status: offerStep.to })
      .where(and(inArray(offers.id, ids), inArray(offers.status, offerStep.from)));
    await tx
      .update(subjects)
      .set({ status: subjectStep.to })
      .where(and(inArray(subjects.offerId, ids), inArray(subjects.status, subjectStep.from)));
    await tx
      .update(deals)
      .set({ stage: dealStep.to, updatedAt: now })
      .where(
        inArray(
          deals.id,
          open.map((o) => o.dealId),
        ),
      );
    await tx.insert(dealLog).values(
      open.map((o) => ({
        dealId: o.dealId,
        event: 'lapse_offer' as const,
        actorId: null,
        actorRole: 'system' as const,
        offerId: o.id,
        stageAfter: dealStep.to,
        at: now,
      })),
    );
    await publishEach(
      tx,
      'deal',
      open.flatMap((o) => {
        const deal = negotiating.get(o.dealId)!;
        return [deal.ownerId, deal.chartererId].map((userId) => ({ userId, data: { dealId: deal.id } }));
      }),
    );
    const names = await vesselNames(tx, [...new Set(open.map((o) => o.vesselId))]);
    const notices = open.flatMap((o) => {
      const deal = negotiating.get(o.dealId)!;
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
    await notifyAndMailMany(tx, notices, now);
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
