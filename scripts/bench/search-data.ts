// The search benchmark's data, shared with the matching benchmark (bench-matching.ts builds on it): a scratch
// database of 100,000 vessels (open ports from the first 200 ports, types spread evenly) and ten charters each,
// with the payments and the vessel page's records. Written in SQL so it takes seconds, not minutes.
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { loadPorts } from '../../server/db/reference-data';
import { advanceCharters } from '../../server/modules/charters/charter-progress';
import { addVesselPageData } from './vessel-page';

const CHARTERS_PER_VESSEL = 10;

/** Drops and creates the database of `dbUrl` (its name from the URL) through `base`, then fills it with `vessels` vessels. */
export async function generateSearchData(base: string, dbUrl: string, vessels: number): Promise<void> {
  const name = new URL(dbUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const handle = await openDatabase({ url: dbUrl });
  await loadPorts(handle.db);
  await handle.close();

  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const t0 = Date.now();
  await c.query(`
    INSERT INTO users (id, name, email, email_verified)
      SELECT 'u' || g, 'Company ' || g, 'user' || g || '@bench.example', true FROM generate_series(1, 4000) g;
    INSERT INTO profiles (id, role, company_name, verified)
      SELECT 'u' || g, CASE WHEN g <= 2000 THEN 'owner' ELSE 'charterer' END, 'Company ' || g, g % 10 <> 0 FROM generate_series(1, 4000) g;`);
  // Open ports drawn from the 200 first ports of the reference list; types spread evenly.
  await c.query(`
    WITH p AS (SELECT locode, row_number() OVER (ORDER BY locode) AS n FROM ports LIMIT 200)
    INSERT INTO vessels (name, type, owner_id, imo, flag, length_m, beam_m, draught_m, deadweight_t, capacity, build_year,
                         open_port, open_date, charter_types, rate_per_day, status, created_at)
    SELECT 'Bench Vessel ' || g,
           (ARRAY['bulkCarrier','container','tanker','roro','passenger','general'])[1 + g % 6],
           'u' || (1 + g % 2000),
           lpad((1000000 + g)::text, 7, '0'),
           'LR', 100 + g % 200, 20 + g % 25, 8 + g % 8, 5000 + (g * 37) % 200000, 1000 + g % 90000, 1995 + g % 30,
           (SELECT locode FROM p WHERE n = 1 + g % 200), DATE '2026-01-01' + (g % 365),
           CASE WHEN g % 3 = 0 THEN ARRAY['voyage','time'] ELSE ARRAY['time'] END,
           (8000 + g % 40000) * 100,
           CASE WHEN g % 50 = 0 THEN 'maintenance' ELSE 'available' END,
           now() - (g || ' minutes')::interval
    FROM generate_series(1, ${vessels}) g`);
  // Ten charters per vessel, each in its own 40-day slot so firm ones never overlap. The per-row trigger
  // that keeps vessels.booked is switched off for the bulk load and its result computed once after.
  await c.query('ALTER TABLE charters DISABLE TRIGGER charters_booked_ranges');
  await c.query(`
    INSERT INTO charters (vessel_id, charterer_id, owner_id, start_date, end_date, status, total_amount)
    SELECT v.id, 'u' || (2001 + (v.rn + k) % 2000), v.owner_id,
           DATE '2026-01-01' + k * 40 + (v.rn % 10),
           DATE '2026-01-01' + k * 40 + (v.rn % 10) + 14 + (v.rn + k) % 20,
           (ARRAY['completed','cancelled','confirmed','active','pending'])[1 + (v.rn + k) % 5],
           (14 + (v.rn + k) % 20) * (800000 + ((v.rn * 7 + k * 13) % 3000000))
    FROM (SELECT id, owner_id, (row_number() OVER ())::int AS rn FROM vessels) v, generate_series(0, ${CHARTERS_PER_VESSEL - 1}) k`);
  // Charters whose dates have passed move on as every server process moves them when it starts (charter-progress.ts):
  // done here, with the per-row trigger off, or the servers' own pass (minutes over a million rows, the trigger
  // recomputing a vessel per row) runs through the measurement.
  const advancing = await openDatabase({ url: dbUrl });
  await advanceCharters(advancing.db, new Date().toISOString().slice(0, 10));
  await advancing.close();
  await c.query('ALTER TABLE charters ENABLE TRIGGER charters_booked_ranges');
  await c.query(`
    UPDATE vessels v SET booked = coalesce((SELECT range_agg(daterange(c.start_date, c.end_date, '[]')) FROM charters c
      WHERE c.vessel_id = v.id AND c.status IN ('pending', 'confirmed', 'active')), '{}'::datemultirange)`);
  // A payment is an instalment of a fixed deal's schedule (migration 0026): one fixed deal per paid charter.
  await c.query(`
    CREATE TEMPORARY TABLE bench_paid AS
      SELECT id AS charter_id, gen_random_uuid() AS deal_id, vessel_id, charterer_id, owner_id, total_amount, start_date, created_at
      FROM charters WHERE status IN ('completed', 'active') LIMIT 100000;
    INSERT INTO deals (id, vessel_id, charterer_id, owner_id, charter_type, stage, created_at, updated_at, fixed_at)
      SELECT deal_id, vessel_id, charterer_id, owner_id, 'time', 'fixed', created_at, created_at, created_at FROM bench_paid;
    INSERT INTO payments (deal_id, charter_id, seq, kind, label, amount, currency, due_on, release_rule, status, provider_intent_id, created_at, updated_at)
      SELECT deal_id, charter_id, 1, 'hire', 'Hire', total_amount, 'USD', start_date, 'period_start',
             (ARRAY['released','pending','failed','refunded'])[1 + (abs(hashtext(charter_id::text)) % 4)], 'pi_' || md5(charter_id::text), created_at, created_at
      FROM bench_paid;
    DROP TABLE bench_paid;`);
  await addVesselPageData(c);
  await c.query('VACUUM ANALYZE');
  // Write the bulk load's dirty pages now, or the checkpointer does it during the measurement.
  await c.query('CHECKPOINT');
  const { rows } = await c.query('SELECT (SELECT count(*) FROM vessels) AS vessels, (SELECT count(*) FROM charters) AS charters');
  console.log(`generated ${rows[0].vessels} vessels and ${rows[0].charters} charters in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await c.end();
}
