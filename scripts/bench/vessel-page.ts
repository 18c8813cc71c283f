// The vessel page (GET /api/vessels/:id) in `npm run bench:search`: the same data, server and run as the search,
// anonymous as a visitor from a search engine or a shared link, over a spread of listed ships, against the page's
// own SQL sent straight through node-postgres. Goal (issue #16): at least 2,500 req/s at 32 connections.
// The page may be cached for 30 s by browsers and CDNs, but wrk and autocannon keep no cache and send no
// If-None-Match: every request measured is answered by the server from the database.
import { eq, not } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../server/db/client';
import { profiles, vessels } from '../../server/db/schema';
import { vesselPageSql } from '../../server/modules/vessels/page-query';
import { publiclyVisible } from '../../server/modules/vessels/visibility';
import { canReadCpuTime } from './cpu-time';
import { load, perRequest, report, type HttpRound, type Measure, type Measured, type Round } from './rounds';

export const PAGE_GOAL_RPS = 2_500;
const PAGES = 500; // autocannon builds every request for every connection before a round: a few hundred keep that small

/**
 * What a vessel page shows beyond the vessel row, so the page does its real work: 0-4 photos a ship (two on
 * average; the files themselves are not needed, the page only lists their URLs) and, on every tenth ship, a
 * block in March 2027, after every charter and outside every search's dates. Run after `vessels.booked` is
 * computed: the blocks' trigger adds their dates to it.
 */
export async function addVesselPageData(c: pg.Client): Promise<void> {
  await c.query(`
    INSERT INTO vessel_photos (vessel_id, storage_key, thumb_key, content_type, size_bytes, width, height, position)
    SELECT v.id, 'vessels/' || v.id || '/' || md5(v.id::text || k) || '.webp', 'vessels/' || v.id || '/' || md5(v.id::text || k) || '-thumb.webp',
           'image/webp', 150000 + k * 7919, 1600, 1067, k
    FROM vessels v, generate_series(0, 3) k WHERE k < abs(hashtext(v.id::text)) % 5`);
  await c.query(`
    INSERT INTO vessel_blocks (vessel_id, start_date, end_date, reason, note, created_by)
    SELECT v.id, DATE '2027-03-01' + (v.rn % 10), DATE '2027-03-14' + (v.rn % 10), 'drydock', 'Special survey', v.owner_id
    FROM (SELECT id, owner_id, (row_number() OVER (ORDER BY id))::int AS rn FROM vessels) v WHERE v.rn % 10 = 0`);
}

/** `n` ids of ships on the market, evenly spread over all of them, and one hidden ship's id. */
async function pickVessels(db: Database, n: number) {
  const listed = await db
    .select({ id: vessels.id })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .where(publiclyVisible)
    .orderBy(vessels.id);
  const step = Math.max(1, Math.floor(listed.length / n));
  const ids = listed
    .filter((_, i) => i % step === 0)
    .slice(0, n)
    .map((r) => r.id);
  const [hidden] = await db
    .select({ id: vessels.id })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .where(not(publiclyVisible))
    .limit(1);
  return { ids, hiddenId: hidden?.id };
}

type Options = {
  db: Database;
  origin: string;
  /** the raw side's pool: as many connections as the server has in all */
  pool: pg.Pool;
  concurrency: number;
  rounds: number;
  roundSeconds: number;
  loadHttp: (name: string, paths: string[], seconds: number) => Promise<HttpRound>;
  measured: Measure;
  /** the search's figure from the same run, for the ratio */
  searchRps: number;
};

/** Fails the benchmark unless the page answers as the product does: a full page for a listed ship, 404 for a hidden one. */
async function checkAnswers(origin: string, ids: string[], hiddenId: string | undefined) {
  const page = await (await fetch(`${origin}/api/vessels/${ids[1]}`)).json();
  if (page.vessel?.id !== ids[1] || !Array.isArray(page.photos) || !Array.isArray(page.booked) || page.enquiry !== 'sign-in') {
    throw new Error(`the vessel page answered ${JSON.stringify(page).slice(0, 300)}`);
  }
  if (hiddenId && (await fetch(`${origin}/api/vessels/${hiddenId}`)).status !== 404) throw new Error('a hidden vessel was shown to a visitor');
}

export async function benchVesselPage(o: Options): Promise<void> {
  const { ids, hiddenId } = await pickVessels(o.db, PAGES);
  await checkAnswers(o.origin, ids, hiddenId);
  const paths = ids.map((id) => `/api/vessels/${id}`);
  const today = new Date().toISOString().slice(0, 10); // a benchmark runs on the machine's day, as the server it measures
  // The page's SQL as the endpoint sends it (one named statement), for the ids the HTTP side asks for.
  const runRaw = (i: number) => o.pool.query(vesselPageSql(o.db, ids[i % ids.length], today)).then(() => undefined);
  console.log(
    `\nvessel page: GET /api/vessels/:id, anonymous, cycling through ${ids.length} listed vessels; ${o.concurrency} concurrent requests on each side`,
  );
  await o.loadHttp('warm-up (not counted)', paths, 5);
  await load('warm-up raw (not counted)', runRaw, o.concurrency, 2);

  const rawRounds: Measured<Round>[] = [];
  const apiRounds: Measured<HttpRound>[] = [];
  for (let r = 1; r <= o.rounds; r++) {
    rawRounds.push(await o.measured(() => load(`round ${r}: raw SQL of the page`, runRaw, o.concurrency, o.roundSeconds)));
    apiRounds.push(await o.measured(() => o.loadHttp(`round ${r}: GET /api/vessels/:id (HTTP)`, paths, o.roundSeconds)));
  }
  const merge = (name: string, rounds: { round: Round }[]) =>
    report(
      name,
      rounds.flatMap((x) => x.round.latencies),
      o.rounds * o.roundSeconds,
    );
  console.log('');
  const raw = merge('raw SQL of the vessel page, all rounds', rawRounds);
  const api = merge('GET /api/vessels/:id (HTTP), all rounds', apiRounds);
  const thousands = (x: number) => Math.round(x).toLocaleString('en-GB');
  console.log(
    `\nvessel page: ${thousands(api.rps)} req/s, p50 ${api.p50.toFixed(1)} ms   goal ≥ ${thousands(PAGE_GOAL_RPS)} req/s: ${api.rps >= PAGE_GOAL_RPS ? 'met' : 'NOT MET'}`,
  );
  console.log(
    `  ${((api.rps / o.searchRps) * 100).toFixed(0)}% of the search's ${thousands(o.searchRps)} req/s; ${((api.rps / raw.rps) * 100).toFixed(0)}% of its raw SQL's ${thousands(raw.rps)} req/s`,
  );
  if (canReadCpuTime) {
    const ms = (parts: number[]) => `${parts.map((x) => x.toFixed(3)).join(' + ')} = ${parts.reduce((a, b) => a + b, 0).toFixed(3)}`;
    console.log('CPU time per page in the measured rounds (ms, from /proc):');
    console.log(
      `  raw SQL (driver + PostgreSQL):                            ${ms([perRequest(rawRounds, (x) => x.bench), perRequest(rawRounds, (x) => x.postgres)])}`,
    );
    console.log(
      `  GET /api/vessels/:id (load generator + server + PostgreSQL): ${ms([perRequest(apiRounds, (x) => x.round.loadGeneratorCpuMs), perRequest(apiRounds, (x) => x.server), perRequest(apiRounds, (x) => x.postgres)])}`,
    );
  }
}
