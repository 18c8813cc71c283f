import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';

/**
 * Each company's own address for forwarding broker circulars, `import+<token>@<INBOUND_MAIL_DOMAIN>`
 * (server/modules/imports/inbound). The token is the secret: whoever knows it can put e-mails into the
 * company's imports, so it is random (128 bits), unique, and replaced on rotation (the old one then stops
 * working at once, as only the current token is kept). Created the first time the company asks for it.
 */
export const importAddresses = pgTable('import_addresses', {
  // A company is one profiles row; its address goes with it.
  companyId: text('company_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  // Lower-case base32: fits an e-mail local part and survives mail servers that change its case.
  token: text('token').notNull().unique('import_addresses_token_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  // Null until the first rotation.
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
});
