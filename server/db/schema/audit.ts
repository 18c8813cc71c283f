import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Append-only record of admin actions and state changes. actor_id has no foreign key
// on purpose: the record must outlive a deleted user.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    // Evidence of who acted from where (null for actions without a request, such as the seed or the CLI).
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);
