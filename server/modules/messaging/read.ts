import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contactsRevealed } from '../../../common/charters/contacts-revealed';
import type { Attachment, ConversationDetail, ConversationSummary, Message } from '../../../common/messaging/schemas';
import { maskContacts, maskFileName } from '../../../common/messaging/mask';
import type { DbOrTx } from '../../db/client';
import { conversations, deals, messageAttachments, messages, profiles, vessels } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { conversationOfMember, partyOf } from '../../auth/record-access';
import type { ConversationRow } from './conversations';

const ownerProfile = alias(profiles, 'owner_profile');
const chartererProfile = alias(profiles, 'charterer_profile');
const PREVIEW = 140;

const myReadAt = (userId: string) =>
  sql`case when ${conversations.ownerId} = ${userId} then ${conversations.ownerReadAt} else ${conversations.chartererReadAt} end`;
/** Messages from the other side, not hidden, after the member's read mark. */
const unreadFor = (userId: string) =>
  sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversations.id} and m.sender_id <> ${userId} and m.hidden_at is null and m.created_at > coalesce(${myReadAt(userId)}, '-infinity'::timestamptz))`;

/** Contact details pass only once the deal was fixed (contactsRevealed); a hidden message shows nothing of its text. */
export function visibleText(body: string, hidden: boolean, contactsHidden: boolean): { body: string; masked: boolean } {
  if (hidden) return { body: '', masked: false };
  return contactsHidden ? (({ text, masked }) => ({ body: text, masked }))(maskContacts(body)) : { body, masked: false };
}

function head(userId: string) {
  return {
    c: conversations,
    vesselName: vessels.name,
    deal: { id: deals.id, stage: deals.stage, fixedAt: deals.fixedAt },
    ownerCompany: ownerProfile.companyName,
    chartererCompany: chartererProfile.companyName,
    unread: unreadFor(userId),
  };
}

function baseQuery(db: DbOrTx, userId: string) {
  return db
    .select(head(userId))
    .from(conversations)
    .innerJoin(vessels, eq(vessels.id, conversations.vesselId))
    .innerJoin(ownerProfile, eq(ownerProfile.id, conversations.ownerId))
    .innerJoin(chartererProfile, eq(chartererProfile.id, conversations.chartererId))
    .leftJoin(deals, eq(deals.id, conversations.dealId));
}
type Head = Awaited<ReturnType<typeof baseQuery>>[number];

function summarize(
  row: Head,
  userId: string,
  last: { body: string; createdAt: Date; senderId: string; hiddenAt: Date | null } | undefined,
): ConversationSummary {
  const side = partyOf(row.c, userId);
  const contactsHidden = !contactsRevealed(row.deal);
  const text = last ? (last.hiddenAt ? 'Message hidden by Fairlead' : visibleText(last.body, false, contactsHidden).body || 'Sent a file') : '';
  return {
    id: row.c.id,
    vessel: { id: row.c.vesselId, name: row.vesselName },
    counterpart:
      side === 'owner' ? row.chartererCompany : side === 'charterer' ? row.ownerCompany : `${row.ownerCompany} and ${row.chartererCompany}`,
    myParty: side,
    deal: row.deal?.id ? { id: row.deal.id, stage: row.deal.stage } : null,
    lastMessage: last
      ? {
          preview: text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text,
          at: last.createdAt.toISOString(),
          fromMe: last.senderId === userId,
        }
      : null,
    unread: side ? row.unread : 0,
    createdAt: row.c.createdAt.toISOString(),
  };
}

async function lastMessages(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.conversationId], {
      conversationId: messages.conversationId,
      body: messages.body,
      createdAt: messages.createdAt,
      senderId: messages.senderId,
      hiddenAt: messages.hiddenAt,
    })
    .from(messages)
    .where(sql`${messages.conversationId} in ${ids}`)
    .orderBy(messages.conversationId, desc(messages.createdAt));
  return new Map(rows.map((r) => [r.conversationId, r]));
}

/**
 * The member's conversations with at least one message, latest activity first (at most 200), and their unread
 * messages in all. Every deal has a thread, but one nobody wrote in is reached from its deal, not listed.
 */
export async function listConversations(db: DbOrTx, user: CurrentUser): Promise<{ items: ConversationSummary[]; unread: number }> {
  const rows = await baseQuery(db, user.id)
    .where(sql`(${conversations.ownerId} = ${user.id} or ${conversations.chartererId} = ${user.id}) and ${conversations.lastMessageAt} is not null`)
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), desc(conversations.id))
    .limit(200);
  const last = await lastMessages(
    db,
    rows.map((r) => r.c.id),
  );
  const items = rows.map((r) => summarize(r, user.id, last.get(r.c.id)));
  return { items, unread: items.reduce((n, i) => n + i.unread, 0) };
}

/** The files of each message, and whether a name among them was masked. */
type Files = Map<string, { list: Attachment[]; masked: boolean }>;

/** A file's name is the sender's words too: its contacts are hidden on the same terms as the message's. */
export const visibleFileName = (name: string, contactsHidden: boolean) => (contactsHidden ? maskFileName(name) : { text: name, masked: false });

/** The files of these messages, by message. */
async function filesOf(db: DbOrTx, messageIds: string[], contactsHidden: boolean): Promise<Files> {
  const files: Files = new Map();
  if (messageIds.length === 0) return files;
  const rows = await db.select().from(messageAttachments).where(inArray(messageAttachments.messageId, messageIds));
  for (const a of rows) {
    const name = visibleFileName(a.name, contactsHidden);
    const had = files.get(a.messageId) ?? { list: [], masked: false };
    const file = { id: a.id, name: name.text, contentType: a.contentType, size: a.size, url: `/api/attachments/${a.id}` };
    files.set(a.messageId, { list: [...had.list, file], masked: had.masked || name.masked });
  }
  return files;
}

function toMessage(
  row: { m: typeof messages.$inferSelect; company: string },
  userId: string,
  contactsHidden: boolean,
  theirReadAt: Date | null,
  files: Files,
): Message {
  const { body, masked } = visibleText(row.m.body, !!row.m.hiddenAt, contactsHidden);
  const fromMe = row.m.senderId === userId;
  const own = row.m.hiddenAt ? undefined : files.get(row.m.id);
  return {
    id: row.m.id,
    fromMe,
    senderCompany: row.company,
    body,
    masked: masked || !!own?.masked,
    hidden: !!row.m.hiddenAt,
    at: row.m.createdAt.toISOString(),
    read: fromMe && !!theirReadAt && theirReadAt >= row.m.createdAt,
    attachments: own?.list ?? [],
  };
}

const theirRead = (c: ConversationRow, userId: string) => {
  const side = partyOf(c, userId);
  return side === 'owner' ? c.chartererReadAt : side === 'charterer' ? c.ownerReadAt : null;
};

/** A conversation with its latest 500 messages, oldest first, as the caller may see them. */
export async function getConversation(db: DbOrTx, user: CurrentUser, id: string): Promise<ConversationDetail> {
  await conversationOfMember(db, id, user);
  const [row] = await baseQuery(db, user.id).where(eq(conversations.id, id));
  const rows = await db
    .select({ m: messages, company: profiles.companyName })
    .from(messages)
    .innerJoin(profiles, eq(profiles.id, messages.senderId))
    .where(eq(messages.conversationId, id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(500);
  rows.reverse();
  const contactsHidden = !contactsRevealed(row.deal);
  const their = theirRead(row.c, user.id);
  const summary = summarize(row, user.id, rows.at(-1)?.m);
  const files = await filesOf(
    db,
    rows.map((r) => r.m.id),
    contactsHidden,
  );
  return {
    ...summary,
    messages: rows.map((r) => toMessage(r, user.id, contactsHidden, their, files)),
    contactsHidden,
    theirReadAt: their?.toISOString() ?? null,
  };
}

/** One message as the caller sees it (the answer to sending it). */
export async function readMessage(db: DbOrTx, messageId: string, user: CurrentUser): Promise<Message> {
  const [row] = await db
    .select({ m: messages, company: profiles.companyName, c: conversations, fixedAt: deals.fixedAt })
    .from(messages)
    .innerJoin(profiles, eq(profiles.id, messages.senderId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(deals, eq(deals.id, conversations.dealId))
    .where(and(eq(messages.id, messageId)))
    .orderBy(asc(messages.createdAt));
  const contactsHidden = !contactsRevealed(row);
  return toMessage(row, user.id, contactsHidden, theirRead(row.c, user.id), await filesOf(db, [messageId], contactsHidden));
}

/** The member's unread messages across all their conversations (the dashboard's Messages tile). */
export async function countUnreadMessages(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadFor(userId)}), 0)::int` })
    .from(conversations)
    .where(sql`(${conversations.ownerId} = ${userId} or ${conversations.chartererId} = ${userId})`);
  return Number(row.n);
}
