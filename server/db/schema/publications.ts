import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { cargoOrders } from './cargoes';
import { imports } from './imports';
import { vessels } from './vessels';

/**
 * What became of a draft of an imported e-mail (issue #28): each time a member publishes it, the listing it created
 * or updated, who published it and when. The import history reads "who published what" from here. A draft may be
 * published again (the member corrected it); every publication is kept. A listing deleted later leaves the record
 * with its id emptied: the history still says a draft was published.
 */
export const publications = pgTable(
  'publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    draftKind: text('draft_kind', { enum: ['position', 'cargo'] }).notNull(),
    /** The draft's place among the e-mail's positions or cargoes (0-based, as the import lists them). */
    draftIndex: integer('draft_index').notNull(),
    action: text('action', { enum: ['created', 'updated'] }).notNull(),
    vesselId: uuid('vessel_id').references(() => vessels.id, { onDelete: 'set null' }),
    cargoOrderId: uuid('cargo_order_id').references(() => cargoOrders.id, { onDelete: 'set null' }),
    publishedBy: text('published_by').references(() => profiles.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('publications_import_idx').on(t.importId, t.publishedAt),
    check('publications_kind_check', sql`${t.draftKind} in ('position', 'cargo') and ${t.action} in ('created', 'updated')`),
    // A position publishes a vessel, a cargo an order: never the other.
    check(
      'publications_listing_check',
      sql`(${t.draftKind} = 'position' or ${t.vesselId} is null) and (${t.draftKind} = 'cargo' or ${t.cargoOrderId} is null)`,
    ),
    check('publications_index_check', sql`${t.draftIndex} >= 0`),
  ],
);
