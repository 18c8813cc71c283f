import { and, eq, isNull } from 'drizzle-orm';
import type { Party } from '../../../common/charters/deal-process';
import { dealOfOwnParty } from '../../auth/record-access';
import type { Database, DbOrTx } from '../../db/client';
import { conversations } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { publish } from '../../lib/events';
import { marketVessel } from '../vessels/service';

export type ConversationRow = typeof conversations.$inferSelect;
/** The caller's side of a conversation: its two parties are a deal's (who may see it is record-access's conversationOfMember). */
export type Side = Party;
export const otherSide = (c: Pick<ConversationRow, 'ownerId' | 'chartererId'>, side: Side) => (side === 'owner' ? c.chartererId : c.ownerId);

/** Opens, or finds, the conversation the caller asks for: about a ship before any deal, or a deal's own thread. */
export async function openConversation(
  db: Database,
  user: CurrentUser,
  input: { vesselId: string } | { dealId: string },
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    if ('dealId' in input) {
      return threadForDeal(tx, await dealOfOwnParty(tx, input.dealId, user), now);
    }
    if (user.role !== 'charterer') throw new AppError('forbidden', 'Only charterers message owners about their ships');
    const vessel = await marketVessel(tx, input.vesselId);
    if (!vessel) throw notFound('Vessel not found');
    const [existing] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.vesselId, vessel.id), eq(conversations.chartererId, user.id), isNull(conversations.dealId)));
    if (existing) return existing.id;
    // Two tabs opening it at once: the unique index keeps one, the other reads it.
    const [made] = await tx
      .insert(conversations)
      .values({ vesselId: vessel.id, ownerId: vessel.ownerId, chartererId: user.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (made) return made.id;
    const [again] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.vesselId, vessel.id), eq(conversations.chartererId, user.id), isNull(conversations.dealId)));
    return again.id;
  });
}

/**
 * The deal's thread: the conversation the charterer opened about the ship before enquiring moves into the deal (what
 * was said stays with it); a deal without one gets a new one. Called in the deal's transaction.
 */
export async function threadForDeal(
  tx: DbOrTx,
  deal: { id: string; vesselId: string; ownerId: string; chartererId: string },
  now: Date,
): Promise<string> {
  const [own] = await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.dealId, deal.id));
  if (own) return own.id;
  const [moved] = await tx
    .update(conversations)
    .set({ dealId: deal.id })
    .where(and(eq(conversations.vesselId, deal.vesselId), eq(conversations.chartererId, deal.chartererId), isNull(conversations.dealId)))
    .returning({ id: conversations.id });
  const id =
    moved?.id ??
    (
      await tx
        .insert(conversations)
        .values({ vesselId: deal.vesselId, ownerId: deal.ownerId, chartererId: deal.chartererId, dealId: deal.id, createdAt: now })
        .returning({ id: conversations.id })
    )[0].id;
  await publish(tx, [deal.ownerId, deal.chartererId], 'conversation', { conversationId: id });
  return id;
}
