import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dealEvents, dealStages, offerKinds, openStages, offerStatuses, subjectStatuses } from '../../../common/charters/deal-process';
import type { Terms } from '../../../common/charters/terms';
import { users } from './auth';
import { cargoOrders } from './cargoes';
import { vessels } from './vessels';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A negotiation between one charterer and one ship's owner, from the enquiry to a clean fixture. Its stage moves
 * only by the table in common/charters/deal-process.ts; the record of what happened is deal_events (append-only).
 */
export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vesselId: uuid('vessel_id')
      .notNull()
      .references(() => vessels.id, { onDelete: 'restrict' }),
    chartererId: text('charterer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    charterType: text('charter_type', { enum: ['voyage', 'time'] }).notNull(),
    stage: text('stage', { enum: dealStages }).notNull(),
    /** The number the next offer version takes. */
    versions: integer('versions').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
    /**
     * The cargo order the deal was made from: an owner offered this ship for it ("Offer your ship"), or its charterer
     * enquired on the ship from it (a match's "Send enquiry"); null for an enquiry made from the ship alone.
     */
    cargoOrderId: uuid('cargo_order_id').references(() => cargoOrders.id, { onDelete: 'restrict' }),
  },
  (t) => [
    check('deals_stage_check', sql`${t.stage} in (${list(dealStages)})`),
    index('deals_charterer_idx').on(t.chartererId, t.updatedAt),
    index('deals_owner_idx').on(t.ownerId, t.updatedAt),
    index('deals_vessel_idx').on(t.vesselId),
    // The back office's dashboard (decision 041) counts deals opened and fixed in a period: an index range each.
    index('deals_created_at_idx').on(t.createdAt),
    // With created_at, the median time to fixture is an index-only scan of the period's fixtures.
    index('deals_fixed_at_idx')
      .on(t.fixedAt, t.createdAt)
      .where(sql`${t.fixedAt} is not null`),
    // The deals made from one cargo order, for its page and for who may read its charterer's name.
    index('deals_cargo_order_idx').on(t.cargoOrderId, t.ownerId),
    // One ship on one cargo is one negotiation at a time: of two offers racing, exactly one opens a deal.
    uniqueIndex('deals_one_open_per_cargo_ship_idx')
      .on(t.cargoOrderId, t.vesselId)
      .where(sql`${t.cargoOrderId} is not null and ${t.stage} in (${list(openStages)})`),
  ],
);

/**
 * Every enquiry, offer and counter is a version of the terms. Terms, sender and deadline never change (a trigger
 * refuses it); only the status moves once, from live to how it ended.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    fromParty: text('from_party', { enum: ['owner', 'charterer'] }).notNull(),
    kind: text('kind', { enum: offerKinds }).notNull(),
    terms: jsonb('terms').$type<Terms>().notNull(),
    // Copied from the terms for the one-live-firm-offer-per-ship constraint.
    vesselId: uuid('vessel_id').notNull(),
    laycanFrom: date('laycan_from', { mode: 'string' }).notNull(),
    laycanTo: date('laycan_to', { mode: 'string' }).notNull(),
    replyBy: timestamp('reply_by', { withTimezone: true }),
    replyZone: text('reply_zone').notNull().default('UTC'),
    status: text('status', { enum: offerStatuses }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('offers_kind_check', sql`${t.kind} in (${list(offerKinds)})`),
    check('offers_status_check', sql`${t.status} in (${list(offerStatuses)})`),
    check('offers_firm_deadline_check', sql`${t.kind} <> 'firm' or ${t.replyBy} is not null`),
    uniqueIndex('offers_version_idx').on(t.dealId, t.version),
    index('offers_created_at_idx').on(t.createdAt),
    uniqueIndex('offers_one_live_per_deal_idx')
      .on(t.dealId)
      .where(sql`${t.status} = 'live'`),
  ],
);

/** What main terms are agreed on: each subject belongs to one party and has its own lift deadline. */
export const subjects = pgTable(
  'subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    party: text('party', { enum: ['owner', 'charterer'] }).notNull(),
    liftBy: timestamp('lift_by', { withTimezone: true }).notNull(),
    status: text('status', { enum: subjectStatuses }).notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [check('subjects_status_check', sql`${t.status} in (${list(subjectStatuses)})`), index('subjects_offer_idx').on(t.offerId, t.position)],
);

/** The deal's record: every event with its server time and who fired it. Only grows (trigger). */
export const dealLog = pgTable(
  'deal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    event: text('event', { enum: dealEvents }).notNull(),
    actorId: text('actor_id'),
    actorRole: text('actor_role', { enum: ['owner', 'charterer', 'admin', 'system'] }).notNull(),
    offerId: uuid('offer_id'),
    subjectId: uuid('subject_id'),
    stageAfter: text('stage_after', { enum: dealStages }).notNull(),
    /** The charter party's version an event is about (drafted, amended …). */
    contractVersion: integer('contract_version'),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('deal_events_event_check', sql`${t.event} in (${list(dealEvents)})`),
    index('deal_events_deal_idx').on(t.dealId, t.id),
    // A deadline is applied once, whichever process's job gets there.
    uniqueIndex('deal_events_one_lapse_idx')
      .on(t.offerId)
      .where(sql`${t.event} = 'lapse_offer'`),
    uniqueIndex('deal_events_one_subject_end_idx')
      .on(t.subjectId)
      .where(sql`${t.event} in ('lift_subject', 'fail_subject', 'lapse_subject')`),
  ],
);
