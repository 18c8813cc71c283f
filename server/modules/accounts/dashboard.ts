import { and, asc, count, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { deals, offers, payments, subjects } from '../../db/schema';

/**
 * The member's working figures for the dashboard, each counted by the database in one query: deals still being
 * negotiated, deals on subjects, the money of their deals in escrow, and the deadlines that ask something of them
 * before midnight UTC today. The same figures for an owner and a charterer: both sides work the same deals.
 */
const partyTo = (userId: string) => or(eq(deals.ownerId, userId), eq(deals.chartererId, userId));

async function countDeals(db: DbOrTx, userId: string, stages: (typeof deals.$inferSelect.stage)[]) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(deals)
    .where(and(partyTo(userId), inArray(deals.stage, stages)));
  return n;
}

/** Enquiries and negotiations not yet on subjects or fixed. */
export const countOpenEnquiries = (db: DbOrTx, userId: string) => countDeals(db, userId, ['enquiry', 'negotiating']);
export const countOnSubjects = (db: DbOrTx, userId: string) => countDeals(db, userId, ['on_subjects']);

/**
 * What is in escrow on the member's deals, per currency (never added across currencies): paid in and neither
 * released nor refunded, including money held on a claim.
 */
export async function heldInEscrow(db: DbOrTx, userId: string): Promise<{ currency: string; amount: number }[]> {
  const rows = await db
    .select({
      currency: payments.currency,
      amount: sql<number>`sum(${payments.amount} - ${payments.releasedAmount} - ${payments.refundedAmount})::bigint`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(deals, eq(deals.id, payments.dealId))
    .where(and(partyTo(userId), inArray(payments.status, ['held', 'on_hold'])))
    .groupBy(payments.currency)
    .orderBy(asc(payments.currency));
  return rows.filter((r) => r.amount > 0);
}

/**
 * Deadlines still running that fall before the end of today (UTC) and ask the member to act: firm offers addressed
 * to them awaiting a reply, their own subjects to lift, and instalments they owe that fall due today. A deadline
 * of the other side's is theirs to watch, not this member's to meet.
 */
export async function countDeadlinesToday(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const midnight = new Date(`${today}T00:00:00.000Z`);
  midnight.setUTCDate(midnight.getUTCDate() + 1);
  const isOwner = eq(deals.ownerId, userId);
  const isCharterer = eq(deals.chartererId, userId);
  const replies = db
    .select({ n: count() })
    .from(offers)
    .innerJoin(deals, eq(deals.id, offers.dealId))
    .where(
      and(
        eq(offers.status, 'live'),
        eq(deals.stage, 'negotiating'),
        gte(offers.replyBy, now),
        lt(offers.replyBy, midnight),
        or(and(isOwner, eq(offers.fromParty, 'charterer')), and(isCharterer, eq(offers.fromParty, 'owner'))),
      ),
    );
  const lifts = db
    .select({ n: count() })
    .from(subjects)
    .innerJoin(deals, eq(deals.id, subjects.dealId))
    .where(
      and(
        eq(subjects.status, 'open'),
        eq(deals.stage, 'on_subjects'),
        gte(subjects.liftBy, now),
        lt(subjects.liftBy, midnight),
        or(and(isOwner, eq(subjects.party, 'owner')), and(isCharterer, eq(subjects.party, 'charterer'))),
      ),
    );
  const dues = db
    .select({ n: count() })
    .from(payments)
    .innerJoin(deals, eq(deals.id, payments.dealId))
    .where(and(isCharterer, eq(payments.dueOn, today), inArray(payments.status, ['scheduled', 'failed'])));
  const rows = await unionAll(replies, lifts, dues);
  return rows.reduce((sum, r) => sum + Number(r.n), 0);
}
