import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { toleranceOptions } from '../../../common/charters/terms';
import { accountVisibilities, cargoCharterTypes, cargoLaytimeTerms, cargoStatuses, freightIdeaBases } from '../../../common/cargoes/schemas';
import { users } from './auth';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const twoDecimals = (name: string) => numeric(name, { precision: 4, scale: 2, mode: 'number' });

/**
 * A charterer's cargo order (common/cargoes/schemas.ts says what each field is). The checks repeat the input schema's
 * ranges, so a bug in the service cannot store an order the form would refuse. The status moves only by the table
 * in common/cargoes/cargo-process.ts.
 */
export const cargoOrders = pgTable(
  'cargo_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Restrict: an order goes with its poster's erasure only as the poster's other records do.
    posterId: text('poster_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: cargoStatuses }).notNull(),
    commodity: text('commodity').notNull(),
    commodityOther: text('commodity_other').notNull().default(''),
    /** m³/t as the poster stated it; null: the commodity's own (common/cargoes/commodities.ts). */
    stowageFactor: twoDecimals('stowage_factor'),
    quantityT: integer('quantity_t').notNull(),
    tolerancePct: integer('tolerance_pct').notNull(),
    toleranceOption: text('tolerance_option', { enum: toleranceOptions }).notNull(),
    /** A port's UN/LOCODE or a region's code (common/ports/place.ts). */
    loadPlace: text('load_place').notNull(),
    dischargePlace: text('discharge_place').notNull(),
    /**
     * The regions the place lies in, computed on save: a port's regions, or a region with every region that holds
     * all its ports. The board's region filter reads these ("load ECSA" finds ECSA itself and Santos alike).
     */
    loadRegions: text('load_regions').array().notNull(),
    dischargeRegions: text('discharge_regions').array().notNull(),
    laycanFrom: date('laycan_from', { mode: 'string' }).notNull(),
    laycanTo: date('laycan_to', { mode: 'string' }).notNull(),
    loadRateTpd: integer('load_rate_tpd').notNull(),
    loadTerms: text('load_terms', { enum: cargoLaytimeTerms }).notNull(),
    dischargeRateTpd: integer('discharge_rate_tpd').notNull(),
    dischargeTerms: text('discharge_terms', { enum: cargoLaytimeTerms }).notNull(),
    charterType: text('charter_type', { enum: cargoCharterTypes }).notNull(),
    freightBasis: text('freight_basis', { enum: freightIdeaBases }).notNull(),
    /** USD cents per tonne, lump sum or per day; null when open. */
    freightIdea: bigint('freight_idea', { mode: 'number' }),
    commissionPct: twoDecimals('commission_pct').notNull(),
    gearNeeded: boolean('gear_needed').notNull(),
    accountVisibility: text('account_visibility', { enum: accountVisibilities }).notNull(),
    remarks: text('remarks').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('cargo_orders_status_check', sql`${t.status} in (${list(cargoStatuses)})`),
    check('cargo_orders_quantity_check', sql`${t.quantityT} between 1000 and 400000`),
    check('cargo_orders_tolerance_check', sql`${t.tolerancePct} between 0 and 20`),
    check('cargo_orders_tolerance_option_check', sql`${t.toleranceOption} in (${list(toleranceOptions)})`),
    check('cargo_orders_laycan_check', sql`${t.laycanTo} >= ${t.laycanFrom} and ${t.laycanTo} - ${t.laycanFrom} <= 60`),
    check('cargo_orders_rates_check', sql`${t.loadRateTpd} between 100 and 200000 and ${t.dischargeRateTpd} between 100 and 200000`),
    check('cargo_orders_terms_check', sql`${t.loadTerms} in (${list(cargoLaytimeTerms)}) and ${t.dischargeTerms} in (${list(cargoLaytimeTerms)})`),
    check('cargo_orders_charter_type_check', sql`${t.charterType} in (${list(cargoCharterTypes)})`),
    check('cargo_orders_freight_basis_check', sql`${t.freightBasis} in (${list(freightIdeaBases)})`),
    // An idea is given exactly when the basis is not open; per day is a trip time charter's, which has no other.
    check(
      'cargo_orders_freight_idea_check',
      sql`(${t.freightBasis} = 'open') = (${t.freightIdea} is null) and coalesce(${t.freightIdea}, 1) between 1 and 10000000000`,
    ),
    check(
      'cargo_orders_freight_charter_check',
      sql`(${t.freightBasis} = 'per_day') <= (${t.charterType} = 'tct') and (${t.charterType} = 'tct') <= (${t.freightBasis} in ('per_day', 'open'))`,
    ),
    check('cargo_orders_commission_check', sql`${t.commissionPct} between 0 and 10`),
    // "Other" names itself and states its stowage factor.
    check(
      'cargo_orders_stowage_check',
      sql`coalesce(${t.stowageFactor}, 1) between 0.2 and 5 and (${t.commodity} <> 'other' or (${t.stowageFactor} is not null and length(${t.commodityOther}) >= 2))`,
    ),
    check('cargo_orders_visibility_check', sql`${t.accountVisibility} in (${list(accountVisibilities)})`),
    // The board: open orders newest first, narrowed by region, commodity or laycan.
    index('cargo_orders_open_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('cargo_orders_status_laycan_idx').on(t.status, t.laycanTo),
    index('cargo_orders_commodity_idx')
      .on(t.commodity, t.createdAt.desc())
      .where(sql`${t.status} = 'open'`),
    index('cargo_orders_load_place_idx').on(t.loadPlace),
    index('cargo_orders_load_regions_idx')
      .using('gin', t.loadRegions)
      .where(sql`${t.status} = 'open'`),
    index('cargo_orders_discharge_regions_idx')
      .using('gin', t.dischargeRegions)
      .where(sql`${t.status} = 'open'`),
    index('cargo_orders_poster_idx').on(t.posterId, t.createdAt),
    index('cargo_orders_created_at_idx').on(t.createdAt),
  ],
);
