import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'deals' follow the member's e-mail choice for deals; 'account' notices (verification, suspension) always mail. */
    category: text('category', { enum: ['deals', 'account'] })
      .notNull()
      .default('account'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    /** Where the notice leads in the app ('/app/deals/…'), and the words on the link; null for notices from before #25. */
    linkPath: text('link_path'),
    linkLabel: text('link_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Each member's e-mail choices by category, and how far their digest has gone (every message or notice is in at
 * most one digest). No row: the defaults in common/notifications/preferences.ts.
 */
export const mailPreferences = pgTable(
  'mail_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    deals: text('deals', { enum: ['immediately', 'digest', 'off'] })
      .notNull()
      .default('immediately'),
    messages: text('messages', { enum: ['immediately', 'digest', 'off'] })
      .notNull()
      .default('digest'),
    digestedUntil: timestamp('digested_until', { withTimezone: true }),
  },
  (t) => [
    check('mail_preferences_deals_check', sql`${t.deals} in ('immediately', 'digest', 'off')`),
    check('mail_preferences_messages_check', sql`${t.messages} in ('immediately', 'digest', 'off')`),
  ],
);
