import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { deals } from './deals';
import { vessels } from './vessels';

/**
 * A thread between a ship's owner and one charterer. Opened from the vessel page before any deal (one per ship and
 * charterer), it moves into the deal when the charterer enquires; a deal without one gets its own.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vesselId: uuid('vessel_id')
      .notNull()
      .references(() => vessels.id, { onDelete: 'restrict' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    chartererId: text('charterer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    dealId: uuid('deal_id').references(() => deals.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Each side's read mark: the other side's messages up to this instant are read. */
    ownerReadAt: timestamp('owner_read_at', { withTimezone: true }),
    chartererReadAt: timestamp('charterer_read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_deal_idx')
      .on(t.dealId)
      .where(sql`${t.dealId} is not null`),
    uniqueIndex('conversations_open_enquiry_idx')
      .on(t.vesselId, t.chartererId)
      .where(sql`${t.dealId} is null`),
    index('conversations_owner_idx').on(t.ownerId, t.lastMessageAt),
    index('conversations_charterer_idx').on(t.chartererId, t.lastMessageAt),
  ],
);

/**
 * What was said, as it was said: a trigger keeps the text, sender and time from ever changing or being removed.
 * An admin may hide a message (it stays here for audit, the parties see that it was hidden).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'restrict' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by'),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/** A participant's report of a message, for the back office. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'restrict' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    /** What the admin did: 'hidden', 'suspended' or 'dismissed'. */
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('message_reports_once_idx').on(t.messageId, t.reporterId),
    index('message_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * What happened that a member's open pages should show at once: one row per member told, with increasing ids
 * (the SSE stream's Last-Event-ID). Only the ids of what changed: the page reads the rest through the API, with
 * its access rules. Rows never change; old ones may be pruned.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_user_idx').on(t.userId, t.id)],
);

/** A file sent with a message: stored like vessel documents, served only to the two parties and admins. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);
