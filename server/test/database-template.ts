import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, pgliteExtensions, type Database } from '../db/client';
import { loadPorts } from '../db/reference-data';
import * as schema from '../db/schema';

// Every test file used to start from an empty database and run every migration and the ports load: seconds a file,
// most of the suite's time on a slow machine. Now that work is done once per state of the migrations and the ports
// data, and each file starts from a copy: a dump of the data folder (PGlite), or a template database (PostgreSQL).
// The server's own start still migrates (a no-op on the copy), so a copy that fell behind would be brought up to date.

const dbFolder = path.join(import.meta.dirname, '..', 'db');
const migrationsFolder = path.join(dbFolder, 'migrations');
const cacheFolder = path.join(process.cwd(), '.test-data', 'db-template');

/** The installed embedded database: a new version may read an old dump differently. */
const pgliteManifest = path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json');

/** Changes whenever a migration, the ports data or the embedded database's version does. */
function stateKey(): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .sort();
  const inputs = [...files(migrationsFolder), path.join(dbFolder, 'data', 'ports.csv'), pgliteManifest];
  for (const file of inputs) hash.update(path.basename(file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

let key: string | undefined;
const currentKey = () => (key ??= stateKey());

/** A dump of an in-memory PGlite, migrated and with the ports: built by the first file that needs it, read by the rest. */
export async function pgliteImage(): Promise<Blob> {
  const file = path.join(cacheFolder, `pglite-${currentKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await loadPorts(db as unknown as Database);
  const image = await client.dumpDataDir('none');
  await client.close();
  // Written whole under another name, then renamed: a file beside it never reads half a dump.
  mkdirSync(cacheFolder, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, file);
  return image;
}

/**
 * The name of a template database on the server at `base`, migrated and with the ports. One process builds it under
 * an advisory lock, under another name it renames at the end, so no file ever copies a half-built one.
 */
export async function postgresTemplate(admin: pg.Client, base: string): Promise<string> {
  const name = `fairlead_template_${currentKey()}`;
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(base);
    url.pathname = `/${building}`;
    const handle = await openDatabase({ url: url.toString(), poolSize: 1 });
    await loadPorts(handle.db);
    await handle.close();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/** A scratch database `<prefix>_<random>` copied from the migrated template, and how to drop it. */
export async function databaseFromTemplate(base: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(admin, base)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
