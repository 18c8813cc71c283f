import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, date, index, integer, jsonb, numeric, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PictureFormat } from '../../../common/vessels/picture';
import { users } from './auth';

const metres = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });
/** Knots, tonnes a day, tonnes of SWL, cubic metres of a grab: to one decimal, as a ship's description gives them. */
const tenths = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' });
/** A check that a column is empty or within its range (literal bounds: a check constraint takes no parameters). */
const within = (column: AnyPgColumn, min: number, max: number) =>
  sql`(${column} is null or ${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))})`;
const pair = (speed: AnyPgColumn, consumption: AnyPgColumn) =>
  sql`(${speed} is null) = (${consumption} is null) and ${within(speed, 5, 25)} and ${within(consumption, 1, 150)}`;

export const ports = pgTable(
  'ports',
  {
    locode: text('locode').primaryKey(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    countryName: text('country_name').notNull(),
    lat: real('lat').notNull(),
    lon: real('lon').notNull(),
    /** The port's IANA time zone, the clock its statements of facts are kept on; null for a port the list lacks. */
    timeZone: text('time_zone'),
  },
  (t) => [index('ports_country_idx').on(t.countryCode)],
);

export const vessels = pgTable(
  'vessels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', {
      enum: ['bulkCarrier', 'container', 'tanker', 'roro', 'passenger', 'general'],
    }).notNull(),
    // Restrict: a vessel goes only through the owner's erasure (archived) or outright deletion (no charters).
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    imo: text('imo').unique(),
    mmsi: text('mmsi'),
    callSign: text('call_sign'),
    flag: text('flag'),
    lengthM: metres('length_m').notNull(),
    beamM: metres('beam_m'),
    draughtM: metres('draught_m'),
    deadweightT: integer('deadweight_t'),
    // In the type's own unit: m³ for bulk, tankers and general cargo, TEU, lane metres or passengers.
    capacity: integer('capacity').notNull(),
    buildYear: integer('build_year').notNull(),
    classSociety: text('class_society'),
    piClub: text('pi_club'),
    piExpiry: date('pi_expiry', { mode: 'string' }),
    openPort: text('open_port').references(() => ports.locode),
    // Where the ship opens: a port or a region brokers name (common/ports/regions.ts), never both; from openDate to
    // openDateTo (null: from openDate on). The region codes are checked by the shared schema, not copied here.
    openRegion: text('open_region'),
    openDate: date('open_date', { mode: 'string' }),
    openDateTo: date('open_date_to', { mode: 'string' }),
    preferredRegions: text('preferred_regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    excludedRegions: text('excluded_regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // What matching reads (#27), all optional: null is not given. A bulk carrier's grain and a general cargo
    // ship's bale mirror its capacity (the same figure in the type's unit).
    grainCubicM: integer('grain_cubic_m'),
    baleCubicM: integer('bale_cubic_m'),
    cranes: integer('cranes'),
    craneSwlT: tenths('crane_swl_t'),
    grabs: integer('grabs'),
    grabCubicM: tenths('grab_cubic_m'),
    holds: integer('holds'),
    hatches: integer('hatches'),
    iceClass: text('ice_class', { enum: ['none', '1C', '1B', '1A', '1A Super'] }),
    ladenSpeedKn: tenths('laden_speed_kn'),
    ladenConsumptionT: tenths('laden_consumption_t'),
    ballastSpeedKn: tenths('ballast_speed_kn'),
    ballastConsumptionT: tenths('ballast_consumption_t'),
    ecoLadenSpeedKn: tenths('eco_laden_speed_kn'),
    ecoLadenConsumptionT: tenths('eco_laden_consumption_t'),
    ecoBallastSpeedKn: tenths('eco_ballast_speed_kn'),
    ecoBallastConsumptionT: tenths('eco_ballast_consumption_t'),
    /** Tonnes a day in port. */
    portConsumptionT: tenths('port_consumption_t'),
    /** Stores, fresh water and constants: the weight carried besides cargo and bunkers, taken off the intake. */
    constantsT: integer('constants_t'),
    charterTypes: text('charter_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Indicative hire in minor units (cents) per day, with its currency.
    ratePerDay: bigint('rate_per_day', { mode: 'number' }),
    rateCurrency: text('rate_currency').notNull().default('USD'),
    description: text('description'),
    status: text('status', { enum: ['available', 'in-charter', 'maintenance', 'suspended'] })
      .notNull()
      .default('available'),
    // The status a suspension interrupted, so reinstating restores it (null while not suspended).
    statusBeforeSuspension: text('status_before_suspension', { enum: ['available', 'in-charter', 'maintenance'] }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    // Set by the expiry job on the day the verified P&I or class certificate expired (#29): the ship is off the market
    // until a renewed one is verified. A write of this row tells matching its lists are stale (migration 0055).
    certificatesLapsedAt: timestamp('certificates_lapsed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vessels_type_check', sql`${t.type} in ('bulkCarrier', 'container', 'tanker', 'roro', 'passenger', 'general')`),
    check('vessels_status_check', sql`${t.status} in ('available', 'in-charter', 'maintenance', 'suspended')`),
    check('vessels_length_check', sql`${t.lengthM} > 0`),
    check('vessels_capacity_check', sql`${t.capacity} >= 0`),
    check('vessels_imo_check', sql`${t.imo} ~ '^[0-9]{7}$'`),
    check('vessels_dims_check', sql`coalesce(${t.beamM}, 1) > 0 and coalesce(${t.draughtM}, 1) > 0 and coalesce(${t.deadweightT}, 1) > 0`),
    check('vessels_rate_check', sql`coalesce(${t.ratePerDay}, 1) > 0`),
    check('vessels_open_place_check', sql`${t.openPort} is null or ${t.openRegion} is null`),
    check('vessels_open_range_check', sql`${t.openDateTo} is null or ${t.openDateTo} >= ${t.openDate}`),
    check('vessels_regions_check', sql`not (${t.preferredRegions} && ${t.excludedRegions})`),
    check(
      'vessels_cubic_check',
      sql`${within(t.grainCubicM, 1, 2_000_000)} and ${within(t.baleCubicM, 1, 2_000_000)} and coalesce(${t.baleCubicM} <= ${t.grainCubicM}, true)`,
    ),
    check(
      'vessels_gear_check',
      sql`${within(t.cranes, 0, 12)} and ${within(t.grabs, 0, 12)} and ${within(t.holds, 1, 30)} and ${within(t.hatches, 1, 30)}
        and (${t.craneSwlT} is null or ${t.craneSwlT} between 1 and 1500 and coalesce(${t.cranes}, 0) > 0)
        and (${t.grabCubicM} is null or ${t.grabCubicM} between 1 and 50 and coalesce(${t.grabs}, 0) > 0)`,
    ),
    check('vessels_ice_class_check', sql`${t.iceClass} in ('none', '1C', '1B', '1A', '1A Super')`),
    // Each speed with its consumption or neither; the ranges as the form gives them.
    check(
      'vessels_speeds_check',
      sql`${pair(t.ladenSpeedKn, t.ladenConsumptionT)} and ${pair(t.ballastSpeedKn, t.ballastConsumptionT)}
        and ${pair(t.ecoLadenSpeedKn, t.ecoLadenConsumptionT)} and ${pair(t.ecoBallastSpeedKn, t.ecoBallastConsumptionT)}
        and ${within(t.portConsumptionT, 0.5, 50)} and ${within(t.constantsT, 1, 10_000)}`,
    ),
    index('vessels_owner_idx').on(t.ownerId),
    index('vessels_created_at_idx').on(t.createdAt),
    // Ships listed at a date (decision 041): an index-only count of those never archived, and the archived few.
    index('vessels_listed_idx')
      .on(t.createdAt)
      .where(sql`${t.archivedAt} is null`),
    index('vessels_archived_idx')
      .on(t.archivedAt)
      .where(sql`${t.archivedAt} is not null`),
    // Open positions now (decision 041): an index-only count of the ships on the market, not a scan of every ship.
    index('vessels_open_positions_idx')
      .on(t.openDateTo)
      .where(sql`${t.openDate} is not null and ${t.archivedAt} is null and ${t.status} <> 'suspended' and ${t.certificatesLapsedAt} is null`),
    index('vessels_open_port_idx').on(t.openPort),
    // The search's open port and location filters read `open_port = any($1) or open_region = any($2)` (#27,
    // common/ports/open-places.ts): with both columns indexed the OR is a BitmapOr of two index scans, not a scan
    // of every ship.
    index('vessels_open_region_idx').on(t.openRegion),
    index('vessels_type_created_idx').on(t.type, t.createdAt),
    // Matching ships for a cargo (matching/candidates.ts): ships with an open position, of the types that carry the
    // commodity, within the order's deadweight range; over 100,000 ships it reads a quarter of what the type alone does.
    index('vessels_open_type_deadweight_idx')
      .on(t.type, t.deadweightT)
      .where(sql`${t.openDate} is not null`),
  ],
);

export const vesselPhotos = pgTable(
  'vessel_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vesselId: uuid('vessel_id')
      .notNull()
      .references(() => vessels.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The original's size, upright (a photo stored before variants existed: the size of its stored file). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Every stored rendition; empty for a photo stored before variants existed, until the queue has made them. */
    variants: jsonb('variants').$type<{ format: PictureFormat; width: number; key: string }[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vessel_photos_vessel_idx').on(t.vesselId, t.position)],
);

/** Dates an owner takes the ship off the market (dry-dock, maintenance, fixed elsewhere), with a note. */
export const vesselBlocks = pgTable(
  'vessel_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vesselId: uuid('vessel_id')
      .notNull()
      .references(() => vessels.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason', { enum: ['drydock', 'maintenance', 'fixed_elsewhere'] }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vessel_blocks_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('vessel_blocks_reason_check', sql`${t.reason} in ('drydock', 'maintenance', 'fixed_elsewhere')`),
    index('vessel_blocks_vessel_idx').on(t.vesselId, t.startDate),
  ],
);
