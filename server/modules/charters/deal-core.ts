import { and, eq, sql } from 'drizzle-orm';
import { dealMachine, type Actor, type DealEvent, type DealStage, type Party } from '../../../common/charters/deal-process';
import type { Database, DbOrTx } from '../../db/client';
import { dealLog, deals, offers, subjects } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { publish } from '../../lib/events';
import { assertAllowed, nextState } from '../../lib/transition';
import { notifyAndMailMany, type Notice } from '../notifications/service';

/** What every deal action needs: the database, the server's clock, and the public address for e-mail links. */
export type DealDeps = { db: Database; clock: Clock; appUrl: string };
export type DealRow = typeof deals.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;

/** Refuses an event the lifecycle table does not allow from this stage for this actor, saying why (409, or 403). */
export function assertCanFire(event: DealEvent, stage: DealStage | null, by: Actor): void {
  assertAllowed(dealMachine, stage, event, by);
}

export async function liveOffer(tx: DbOrTx, dealId: string): Promise<OfferRow | undefined> {
  const [row] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.dealId, dealId), eq(offers.status, 'live')));
  return row;
}

/** The subjects of the accepted terms: while the deal is on subjects, these decide it. */
export async function agreedSubjects(tx: DbOrTx, dealId: string): Promise<(typeof subjects.$inferSelect)[]> {
  const rows = await tx
    .select({ s: subjects })
    .from(subjects)
    .innerJoin(offers, eq(offers.id, subjects.offerId))
    .where(and(eq(subjects.dealId, dealId), eq(offers.status, 'accepted')));
  return rows.map((r) => r.s);
}

/** Moves the deal to its next stage and writes the event to its record, at the server's time. */
export async function record(
  tx: DbOrTx,
  deal: DealRow,
  e: {
    event: DealEvent;
    /** Which of the table's `to` stages the event leads to, when it lists several (what happened decides). */
    stage?: DealStage;
    /** The stage before the event, when the deal row is newer than it (an enquiry opens a deal that did not exist). */
    from?: DealStage | null;
    actorId: string | null;
    actorRole: Actor;
    at: Date;
    offerId?: string;
    subjectId?: string;
    note?: string;
    contractVersion?: number;
  },
): Promise<void> {
  // The one way a deal changes stage: to the stage the lifecycle table names for the event, from this stage, by this actor.
  const stage = nextState(dealMachine, e.from === undefined ? deal.stage : e.from, e.event, e.actorRole, e.stage);
  await tx
    .update(deals)
    .set({ stage, updatedAt: e.at, ...(stage === 'fixed' && deal.stage !== 'fixed' ? { fixedAt: e.at } : {}) })
    .where(eq(deals.id, deal.id));
  await tx.insert(dealLog).values({
    dealId: deal.id,
    event: e.event,
    actorId: e.actorId,
    actorRole: e.actorRole,
    offerId: e.offerId ?? null,
    subjectId: e.subjectId ?? null,
    stageAfter: stage,
    note: e.note ?? null,
    at: e.at,
    contractVersion: e.contractVersion ?? null,
  });
  await publish(tx, [deal.ownerId, deal.chartererId], 'deal', { dealId: deal.id });
  deal.stage = stage;
}

/** A notice to one party of the deal, linking to it. */
export const notice = (
  deps: Pick<DealDeps, 'appUrl'>,
  deal: Pick<DealRow, 'id' | 'ownerId' | 'chartererId'>,
  to: Party,
  title: string,
  message: string,
): Notice => ({
  userId: to === 'owner' ? deal.ownerId : deal.chartererId,
  title,
  message,
  link: { url: `${deps.appUrl}/app/deals/${deal.id}`, label: 'Open the deal' },
  category: 'deals',
});

/** Tells one party of the deal, in the app and by e-mail (queued in this transaction). */
export async function tell(tx: DbOrTx, deps: DealDeps, deal: DealRow, to: Party, title: string, message: string): Promise<void> {
  await notifyAndMailMany(tx, [notice(deps, deal, to, title, message)], deps.clock.now());
}

/** The next offer number of a deal, taken under the deal's lock. */
export async function nextVersion(tx: DbOrTx, deal: DealRow): Promise<number> {
  const [row] = await tx
    .update(deals)
    .set({ versions: sql`${deals.versions} + 1` })
    .where(eq(deals.id, deal.id))
    .returning({ v: deals.versions });
  return row.v;
}
