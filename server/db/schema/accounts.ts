import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'charterer', 'admin'] }).notNull(),
    companyName: text('company_name').notNull(),
    contactPhone: text('contact_phone'),
    contactAddress: text('contact_address'),
    companyRegistration: text('company_registration'),
    verified: boolean('verified').notNull().default(false),
    // Set only by an admin approving a verification submission (server/modules/verification): the day the
    // registration was checked, shown publicly, and the earliest expiry of the documents captured at review.
    verificationCheckedOn: date('verification_checked_on', { mode: 'string' }),
    verificationExpiresOn: date('verification_expires_on', { mode: 'string' }),
    // Set when an account with money records is erased: personal data replaced, sign-in impossible, rows kept.
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    // Set by an admin (for a reported message, or otherwise): no session works and sign-in is refused until reinstated.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    // Published, unhidden reviews of this company (server/modules/reviews): kept here so lists read them in their join,
    // written in the transaction that publishes or hides a review.
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('profiles_role_check', sql`${t.role} in ('owner', 'charterer', 'admin')`), index('profiles_created_at_idx').on(t.createdAt)],
);
