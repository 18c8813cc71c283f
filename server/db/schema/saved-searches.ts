import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { savedSearchKinds } from '../../../common/saved-searches/api';
import { users } from './auth';

/**
 * A member's saved cargo board or vessel search (common/saved-searches/api.ts): the filters as the schema parsed them,
 * checked against each new cargo order or changed ship to tell the member of new matches. At most 20 per member
 * (server/modules/saved-searches/service.ts).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A search is its member's alone: it goes with them.
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: savedSearchKinds }).notNull(),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string | number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('saved_searches_kind_check', sql`${t.kind} in ('cargoes', 'vessels')`),
    // The member's list, and each alert's read of every search of one kind.
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_kind_idx').on(t.kind),
  ],
);
