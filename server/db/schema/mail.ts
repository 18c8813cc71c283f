import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The development mailbox: outgoing mail lands here when no SMTP_URL is set.
export const devMail = pgTable(
  'dev_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mail_created_at_idx').on(t.createdAt)],
);
