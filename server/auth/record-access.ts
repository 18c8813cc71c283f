import { eq, or, type SQL } from 'drizzle-orm';
import type { Party } from '../../common/charters/deal-process';
import type { DbOrTx } from '../db/client';
import { conversations, deals, messageReports, messages, payments, vessels } from '../db/schema';
import type { CurrentUser } from '../lib/context';
import { AppError, notFound } from '../lib/errors';

// Record-level access, one named rule per function, used by every service: who may see or act on one deal, its
// payments and charter party, a conversation, a vessel. Whoever a rule leaves out is told the record does not
// exist (404), never that it is someone else's; a caller who may see it but not act is refused with a reason (403).

type DealRow = typeof deals.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type ConversationRow = typeof conversations.$inferSelect;
type Parties = { ownerId: string; chartererId: string };

/** The caller's side of a deal, a charter or a conversation (each names its owner and its charterer); null for anyone else. */
export const partyOf = (record: Parties, userId: string): Party | null =>
  record.ownerId === userId ? 'owner' : record.chartererId === userId ? 'charterer' : null;

/** An admin: reads every deal and its payments, acts on them only through the back office. */
export const isAdmin = (user: CurrentUser | null): boolean => user?.role === 'admin';

/** The record's owner, or an admin: who sees a hidden vessel, edits a vessel, and reads why an owner's payout is held. */
export const ownerOrAdmin = (record: { ownerId: string }, user: CurrentUser | null): boolean =>
  !!user && (record.ownerId === user.id || isAdmin(user));

/** A deal read by a party or an admin, with the caller's side (null for an admin looking on); anyone else gets 404. */
export function requireDealReader<T extends Parties>(deal: T | undefined, user: CurrentUser): { deal: T; party: Party | null } {
  const party = deal ? partyOf(deal, user.id) : null;
  if (!deal || (!party && !isAdmin(user))) throw notFound('Deal not found');
  return { deal, party };
}

/** The deal and the caller's side if the caller is one of its parties or an admin (404 otherwise); locked for this transaction on request. */
export async function dealForParty(db: DbOrTx, dealId: string, user: CurrentUser, opts: { lock?: boolean } = {}) {
  const q = db.select().from(deals).where(eq(deals.id, dealId));
  const [deal]: (DealRow | undefined)[] = opts.lock ? await q.for('update') : await q;
  return requireDealReader(deal, user);
}

/** The deal for one of its own parties only: an admin reads a deal, but does not open its thread (404 to anyone else). */
export async function dealOfOwnParty(db: DbOrTx, dealId: string, user: CurrentUser): Promise<DealRow> {
  const [deal] = await db.select().from(deals).where(eq(deals.id, dealId));
  if (!deal || !partyOf(deal, user.id)) throw notFound('Deal not found');
  return deal;
}

/** Which deals a list shows the caller: the ones they are a party to (every deal for an admin). */
export const dealsVisibleTo = (user: CurrentUser): SQL | undefined =>
  isAdmin(user) ? undefined : or(eq(deals.ownerId, user.id), eq(deals.chartererId, user.id));

/** A party acting on a deal must be that party; an admin looking on may read but not negotiate. */
export function requireDealParty(party: Party | null): Party {
  if (!party) throw new AppError('forbidden', 'Only the owner and the charterer of a deal negotiate it');
  return party;
}

/** A move on a charter or its payments that is one side's to make (the other side, or an admin, gets 403). */
export function requireSide(party: Party | null, side: Party, what: string): void {
  if (party !== side) throw new AppError('forbidden', `Only the ${side === 'owner' ? 'owner' : 'charterer'} of this charter ${what}`);
}

/**
 * The payment, locked for this transaction, if the caller is a party to its deal or an admin (404 otherwise, as for
 * the deal itself); with its deal and the caller's side.
 */
export async function paymentForParty(tx: DbOrTx, user: CurrentUser, paymentId: string) {
  const [payment]: (PaymentRow | undefined)[] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw notFound('Payment not found');
  const { deal, party } = await dealForParty(tx, payment.dealId, user).catch(() => {
    throw notFound('Payment not found');
  });
  return { payment, deal, party };
}

/**
 * The conversation, if the caller may see it: its two parties always, an admin only once one of its messages was
 * reported. Anyone else is told it does not exist (404), never what it holds. The side is null for that admin.
 */
export async function conversationOfMember(db: DbOrTx, id: string, user: CurrentUser, opts: { lock?: boolean } = {}) {
  const q = db.select().from(conversations).where(eq(conversations.id, id));
  const [row]: (ConversationRow | undefined)[] = opts.lock ? await q.for('update') : await q;
  const side = row ? partyOf(row, user.id) : null;
  if (row && !side && isAdmin(user)) {
    const [reported] = await db
      .select({ id: messageReports.id })
      .from(messageReports)
      .innerJoin(messages, eq(messages.id, messageReports.messageId))
      .where(eq(messages.conversationId, id))
      .limit(1);
    if (reported) return { conversation: row, side: null };
  }
  if (!row || !side) throw notFound('Conversation not found');
  return { conversation: row, side };
}

/** The vessel, locked for this transaction, if the caller may change it: its owner or an admin. Anyone else is told it does not exist. */
export async function vesselOfOwner(db: DbOrTx, user: CurrentUser, id: string) {
  const [row] = await db.select().from(vessels).where(eq(vessels.id, id)).for('update');
  if (!row || !ownerOrAdmin(row, user)) throw notFound('Vessel not found');
  return row;
}
