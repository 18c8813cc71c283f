import { createHash } from 'node:crypto';
import { and, eq, fillPlaceholders, getTableColumns, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bookedStatuses } from '../../../common/charters/charter-process';
import { runNamedStatement, type Database, type NamedStatement } from '../../db/client';
import { fromJson, jsonObjectOf } from '../../db/json-columns';
import { charters, ports, profiles, vesselBlocks, vesselCertificates, vesselPhotos, vessels } from '../../db/schema';

const vesselColumns = getTableColumns(vessels);
const portColumns = getTableColumns(ports);
const photoColumns = getTableColumns(vesselPhotos);
const blockColumns = getTableColumns(vesselBlocks);
const ownerColumns = {
  companyName: profiles.companyName,
  verified: profiles.verified,
  suspendedAt: profiles.suspendedAt,
  createdAt: profiles.createdAt,
};
const heldColumns = { start: charters.startDate, end: charters.endDate, status: charters.status };
/** The verified certificates: which and until when, for the "Documents verified" mark (never the file). */
const certificateColumns = { kind: vesselCertificates.kind, expiresOn: vesselCertificates.expiresOn };

/** A JSON array of a vessel's child rows, in order; `[]` when there are none. */
const childRows = (columns: Record<string, Column>, from: PgTable, where: SQL | undefined, orderBy: SQL) =>
  sql`(select coalesce(json_agg(${jsonObjectOf(columns)} order by ${orderBy}), '[]'::json) from ${from} where ${where})`;

/**
 * Everything the vessel page shows, in one round trip: the vessel with its owner and open port, its photos (in
 * the gallery's order, as photo-service's photosOf reads them), the charters holding dates from today on, and the
 * owner's blocks. Each part is a JSON value of whole columns, decoded by the columns themselves (db/json-columns.ts).
 */
const selection = {
  vessel: jsonObjectOf(vesselColumns),
  owner: jsonObjectOf(ownerColumns),
  port: sql`case when ${ports.locode} is null then null else ${jsonObjectOf(portColumns)} end`,
  photos: childRows(photoColumns, vesselPhotos, eq(vesselPhotos.vesselId, vessels.id), sql`${vesselPhotos.position}, ${vesselPhotos.createdAt}`),
  held: childRows(
    heldColumns,
    charters,
    and(
      eq(charters.vesselId, vessels.id),
      inArray(charters.status, [...bookedStatuses]),
      sql`${charters.endDate} >= ${sql.placeholder('today')}::date`,
    ),
    sql`${charters.startDate}`,
  ),
  blocks: childRows(blockColumns, vesselBlocks, eq(vesselBlocks.vesselId, vessels.id), sql`${vesselBlocks.startDate}`),
  certificates: childRows(
    certificateColumns,
    vesselCertificates,
    and(eq(vesselCertificates.vesselId, vessels.id), eq(vesselCertificates.status, 'verified')),
    sql`${vesselCertificates.kind}`,
  ),
};

function buildStatement(db: Database) {
  const { sql: text, params } = db
    .select(Object.fromEntries(Object.entries(selection).map(([name, value]) => [name, sql`${value}`.as(name)])))
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .leftJoin(ports, eq(ports.locode, vessels.openPort))
    .where(eq(vessels.id, sql.placeholder('id')))
    .toSQL();
  return { name: `vessel_page_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, params };
}

const statements = new WeakMap<Database, ReturnType<typeof buildStatement>>();

/**
 * The page's statement for one vessel: built once per process, prepared by name once per connection, so neither
 * the ORM nor the planner works per request. `today` (YYYY-MM-DD) drops charters that have ended.
 */
export function vesselPageSql(db: Database, id: string, today: string): NamedStatement {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = buildStatement(db)));
  return { name: statement.name, text: statement.text, values: fillPlaceholders(statement.params, { id, today }) };
}

type Json = Record<string, unknown>;
type RawPage = { vessel: Json; owner: Json; port: Json | null; photos: Json[]; held: Json[]; blocks: Json[]; certificates: Json[] };

/** The vessel page's rows as drizzle would have read them, or undefined when there is no such vessel. */
export async function readVesselPage(db: Database, id: string, today: string) {
  const [raw] = await runNamedStatement<RawPage>(db, vesselPageSql(db, id, today));
  if (!raw) return undefined;
  return {
    vessel: fromJson(vesselColumns, raw.vessel),
    owner: fromJson(ownerColumns, raw.owner),
    port: raw.port ? fromJson(portColumns, raw.port) : null,
    photos: raw.photos.map((p) => fromJson(photoColumns, p)),
    held: raw.held.map((c) => fromJson(heldColumns, c)),
    blocks: raw.blocks.map((b) => fromJson(blockColumns, b)),
    certificates: raw.certificates.map((c) => fromJson(certificateColumns, c)),
  };
}
