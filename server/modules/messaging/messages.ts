import { eq } from 'drizzle-orm';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { conversationOfMember } from '../../auth/record-access';
import type { Database, DbOrTx } from '../../db/client';
import { maskUntilFixed } from '../../../common/messaging/mask';
import { conversations, deals, messageReports, messages, vessels } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { publish } from '../../lib/events';
import { mailAboutMessage } from '../notifications/preferences';
import { otherSide, type ConversationRow, type Side } from './conversations';
import { readMessage } from './read';

/** A party's message, stored as written; what the other side may see of it is decided when it is read. */
export async function sendMessage(deps: { db: Database; appUrl: string }, user: CurrentUser, conversationId: string, body: string, now: Date) {
  return deps.db.transaction((tx) => writeMessage(tx, deps.appUrl, user, conversationId, body, now));
}

/**
 * Writes a party's message in the caller's transaction (with `attach`, its files): the conversation locked, the
 * sender's read mark moved (writing is reading), both parties' open pages told, the reader e-mailed as they chose.
 */
export async function writeMessage(
  tx: DbOrTx,
  appUrl: string,
  user: CurrentUser,
  conversationId: string,
  body: string,
  now: Date,
  attach?: (messageId: string) => Promise<void>,
) {
  const { conversation, side } = await conversationOfMember(tx, conversationId, user, { lock: true });
  if (!side) throw new AppError('forbidden', 'Only the owner and the charterer write in their conversation');
  await requireConfirmedEmail(tx, user);
  const [row] = await tx.insert(messages).values({ conversationId, senderId: user.id, body, createdAt: now }).returning();
  await attach?.(row.id);
  const readMark = side === 'owner' ? { ownerReadAt: now } : { chartererReadAt: now };
  await tx
    .update(conversations)
    .set({ lastMessageAt: now, ...readMark })
    .where(eq(conversations.id, conversationId));
  await publish(tx, [conversation.ownerId, conversation.chartererId], 'message', { conversationId, messageId: row.id });
  await tellReader(tx, conversation, side, user, row, appUrl);
  return readMessage(tx, row.id, user);
}

/**
 * The other side hears of it by e-mail as they chose (at once, in the digest, or not), with the contact details
 * hidden as the thread hides them: an e-mail is the easiest way round a mask applied only on screen.
 */
async function tellReader(tx: DbOrTx, c: ConversationRow, side: Side, user: CurrentUser, m: { body: string; createdAt: Date }, appUrl: string) {
  const [vessel] = await tx.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, c.vesselId));
  const [deal] = c.dealId ? await tx.select({ fixedAt: deals.fixedAt }).from(deals).where(eq(deals.id, c.dealId)) : [];
  const body = maskUntilFixed(m.body, deal?.fixedAt) || 'Sent a file.';
  await mailAboutMessage(tx, {
    to: otherSide(c, side),
    fromCompany: user.companyName,
    vesselName: vessel?.name ?? 'your ship',
    conversationId: c.id,
    body,
    at: m.createdAt,
    appUrl,
  });
}

/** The caller has read the conversation up to now; the other side's open pages show it read. */
export async function markConversationRead(db: Database, user: CurrentUser, conversationId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { conversation, side } = await conversationOfMember(tx, conversationId, user, { lock: true });
    if (!side) throw new AppError('forbidden', 'Only the owner and the charterer read their conversation');
    await tx
      .update(conversations)
      .set(side === 'owner' ? { ownerReadAt: now } : { chartererReadAt: now })
      .where(eq(conversations.id, conversationId));
    await publish(tx, [otherSide(conversation, side)], 'read', { conversationId, readAt: now.toISOString() });
    await publish(tx, [user.id], 'conversation', { conversationId }); // the caller's other tabs: fewer unread
  });
}

/** A party reports the other side's message to the back office, once. */
export async function reportMessage(db: Database, user: CurrentUser, messageId: string, reason: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [message] = await tx.select().from(messages).where(eq(messages.id, messageId));
    if (!message) throw notFound('Message not found');
    const { side } = await conversationOfMember(tx, message.conversationId, user).catch(() => {
      throw notFound('Message not found');
    });
    if (!side) throw notFound('Message not found');
    if (message.senderId === user.id) throw new AppError('conflict', 'You cannot report your own message');
    const [made] = await tx
      .insert(messageReports)
      .values({ messageId, reporterId: user.id, reason, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: messageReports.id });
    if (!made) throw new AppError('conflict', 'You have already reported this message');
  });
}
