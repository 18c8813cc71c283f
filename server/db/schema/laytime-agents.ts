import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { deals } from './deals';

/**
 * The owner's agent at one port call of a fixed voyage charter (#30, decision 037): invited by e-mail, bound to the
 * member who accepts with that address. The token is stored only as its SHA-256 and cleared once used, so the link
 * works once; an agent keeps access to that call until the owner revokes it.
 */
export const laytimeAgents = pgTable(
  'laytime_agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    call: text('call', { enum: ['load', 'discharge'] }).notNull(),
    /** Lower-cased: the address the invitation went to, and the one the accepting member must sign in with. */
    email: text('email').notNull(),
    name: text('name'),
    /** SHA-256 (hex) of the link's token while it is unused; null once accepted or revoked. */
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'restrict' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    // One live invitation per address and call: inviting the same address again re-sends it.
    uniqueIndex('laytime_agents_live_email')
      .on(t.dealId, t.call, t.email)
      .where(sql`${t.revokedAt} is null`),
    index('laytime_agents_accepted_by_idx').on(t.acceptedBy),
    check('laytime_agents_call_check', sql`${t.call} in ('load', 'discharge')`),
    check('laytime_agents_accepted_check', sql`(${t.acceptedBy} is null) = (${t.acceptedAt} is null)`),
  ],
);
