// npm run bench:matching — matching both ways under load, against PostgreSQL (#27). On the search benchmark's data
// (100,000 vessels, 1,000,000 charters) with open positions and particulars added and 20,000 open cargo orders, it
// measures at 32 concurrent connections GET /api/cargoes/:id/matches (the order's charterer, who sees every ship)
// and GET /api/vessels/:id/matches (the ship's owner), the first page of twenty, and in the same run the candidate
// query each sends (server/modules/matching/candidates.ts) straight through the driver. Prints req/s, p50, p95, the
// ratio and the goals: API p95 < 50 ms, API throughput >= 70% of the raw query's. The server keeps a list until the
// market changes (server/lib/market-cache.ts): the API is measured both ways, reading lists as members re-read them
// (the market at rest, lists kept) and with every list weighed afresh (each request asks for a bunker price no other
// asked for lately, so no kept list serves it: what every read costs right after the market moves).
// BENCH_VESSELS, BENCH_CARGOES and BENCH_SECONDS make it smaller; BENCH_SKIP_GENERATE=1 reuses the last data.
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client';
import { cargoOrders, vessels } from '../server/db/schema';
import { cargoCandidatesQuery, shipCandidatesQuery } from '../server/modules/matching/candidates';
import { canReadCpuTime, processTree, snapshot, usedSince } from './bench/cpu-time';
import { httpLoad, loadGeneratorName } from './bench/http-load';
import { apiCaller, localDatabaseUrl, serverEnvironment, stopProcess } from './bench/local-server';
import { addMatchingData, benchedCargoes, insertBenchedShips, insertCargoOrders } from './bench/matching-data';
import { load, perRequest, report, type HttpRound, type Measured, type Round } from './bench/rounds';
import { generateSearchData } from './bench/search-data';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const VESSELS = Number(process.env.BENCH_VESSELS ?? 100_000);
const CARGOES = Number(process.env.BENCH_CARGOES ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONCURRENCY = 32;
const PORT = Number(process.env.BENCH_PORT ?? 3402);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// Deployed as bench:search deploys it: a process per core, 4 database connections each; the raw side gets as many.
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 4);
const CONNECTIONS = WORKERS * POOL_SIZE;
const ROUNDS = 6;
const GOAL_P95_MS = 50;
const GOAL_RATIO_PCT = 70;
const PASSWORD = 'bench-matching-password-27';

const dbUrl = localDatabaseUrl(BASE, 'fairlead_bench_matching');
const call = apiCaller(ORIGIN);
const today = () => new Date().toISOString().slice(0, 10);

/** Registers through the API (which signs the member in); the e-mail and the company are confirmed in SQL, as bench:deals does. */
async function member(c: pg.Client, role: 'owner' | 'charterer', run: number) {
  const { json, cookies } = await call('POST', '/api/accounts/register', {
    body: {
      name: `Bench matching ${role}`,
      email: `bench-matching-${role}-${run}@bench.example`,
      company: `Bench matching ${role} ${run}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      accountType: role,
      agreeTerms: true,
    },
    expect: 201,
  });
  const id = json.profile.id as string;
  await c.query('UPDATE users SET email_verified = true WHERE id = $1', [id]);
  await c.query('UPDATE profiles SET verified = true WHERE id = $1', [id]);
  return { id, cookie: cookies.map((x) => x.split(';')[0]).join('; ') };
}

/** The candidate query shipsForCargo sends for an order, as its SQL text and values (service.ts builds the same input). */
async function shipQueryOf(db: Database, cargoId: string) {
  const [cargo] = await db.select().from(cargoOrders).where(eq(cargoOrders.id, cargoId));
  const sign = cargo.toleranceOption === 'MOLOO' ? -1 : 1;
  const input = {
    commodity: cargo.commodity,
    loadPlace: cargo.loadPlace,
    laycanFrom: cargo.laycanFrom,
    laycanTo: cargo.laycanTo,
    minDeadweightT: Math.round((cargo.quantityT * (100 + sign * cargo.tolerancePct)) / 100),
    charterType: cargo.charterType,
  };
  const { sql, params } = shipCandidatesQuery(db, input, null).toSQL();
  return { text: sql, values: params };
}

/** The candidate query cargoesForShip sends for a ship. */
async function cargoQueryOf(db: Database, vesselId: string) {
  const [v] = await db.select().from(vessels).where(eq(vessels.id, vesselId));
  // A variable, not a literal: the service's input may carry more than this benchmark names.
  const ship = {
    vesselId: v.id,
    openPlace: (v.openPort ?? v.openRegion)!,
    openFrom: v.openDate!,
    types: [v.type],
    deadweightT: v.deadweightT!,
    charterTypes: v.charterTypes,
  };
  const query = cargoCandidatesQuery(db, ship, today());
  if (!query) throw new Error(`ship ${vesselId} carries nothing`);
  const { sql, params } = query.toSQL();
  return { text: sql, values: params };
}

/**
 * server/index.ts as production runs it (local-server.ts's environment), given two minutes to answer: a busy machine
 * compiles slowly. Production refuses to start without a mail server; registration's e-mails wait in the queue.
 */
async function startServer(): Promise<ChildProcess> {
  const env = { ...serverEnvironment({ port: PORT, databaseUrl: dbUrl, workers: WORKERS, poolSize: POOL_SIZE }), SMTP_URL: 'smtp://127.0.0.1:1' };
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return server;
    } catch {
      /* not up yet */
    }
    if (i > 1200 || server.exitCode !== null) {
      await stopProcess(server, 2_000);
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Side = { name: string; paths: string[]; cookie: string; queries: { text: string; values: unknown[] }[] };

/** The same lists at 400 bunker prices each: more lists than a process keeps (MAX_LISTS), asked in turn, so none is kept. */
const afresh = (side: Side): Side => ({
  ...side,
  paths: Array.from({ length: 400 }, (_, k) => side.paths.map((p) => `${p}?bunkerPrice=${450 + k}`)).flat(),
});

async function main() {
  const setup = new pg.Client({ connectionString: dbUrl });
  if (!process.env.BENCH_SKIP_GENERATE) {
    await generateSearchData(BASE, dbUrl, VESSELS);
    await setup.connect();
    await addMatchingData(setup, CARGOES);
  } else {
    await setup.connect();
  }
  const server = await startServer();
  const handle = await openDatabase({ url: dbUrl });
  const pool = new pg.Pool({ connectionString: dbUrl, max: CONNECTIONS });
  try {
    // The members and records asked about are made afresh each run (a rerun on the same data leaves the old ones be).
    const run = Date.now();
    const charterer = await member(setup, 'charterer', run);
    const owner = await member(setup, 'owner', run);
    const cargoIds = await insertCargoOrders(setup, benchedCargoes(charterer.id));
    const shipIds = await insertBenchedShips(setup, owner.id);
    await setup.query('VACUUM ANALYZE vessels, cargo_orders');
    await setup.query('CHECKPOINT');

    const sides: Side[] = [
      {
        name: 'ships for a cargo',
        paths: cargoIds.map((id) => `/api/cargoes/${id}/matches`),
        cookie: charterer.cookie,
        queries: await Promise.all(cargoIds.map((id) => shipQueryOf(handle.db, id))),
      },
      {
        name: 'cargoes for a ship',
        paths: shipIds.map((id) => `/api/vessels/${id}/matches`),
        cookie: owner.cookie,
        queries: await Promise.all(shipIds.map((id) => cargoQueryOf(handle.db, id))),
      },
    ];
    // Each list must be a real one: a full first page, and the raw query finding its hundred candidates.
    for (const side of sides) {
      for (const [i, p] of side.paths.entries()) {
        const { json } = await call('GET', p, { cookie: side.cookie, expect: 200 });
        const raw = await pool.query(side.queries[i]);
        if (i === 0 || json.items.length < 20)
          console.log(`${side.name} #${i + 1}: ${json.items.length} on the first page (more: ${json.hasMore}), ${raw.rowCount} candidates from SQL`);
        if (json.items.length < 20) throw new Error(`${p} gave a first page of ${json.items.length}`);
      }
      const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${side.queries[0].text}`, side.queries[0].values);
      console.log(`\nplan of the candidate query, ${side.name}:\n` + plan.rows.map((r) => '  ' + r['QUERY PLAN']).join('\n') + '\n');
    }

    console.log(
      `server: ${WORKERS} processes x ${POOL_SIZE} database connections; raw SQL: one pool of ${CONNECTIONS}; ${CONCURRENCY} concurrent requests on each side`,
    );
    console.log(`load generator: ${loadGeneratorName}`);
    const loadHttp = async (name: string, side: Side, seconds: number): Promise<HttpRound> => {
      const { latencies, loadGeneratorCpuMs } = await httpLoad({
        port: PORT,
        paths: side.paths,
        connections: CONCURRENCY,
        seconds,
        headers: { cookie: side.cookie },
      });
      return { ...report(name, latencies, seconds), loadGeneratorCpuMs };
    };
    // Sent as drizzle sends it (unnamed: parsed and planned per call, with these values), rows as arrays.
    const runRaw = (side: Side) => (i: number) => pool.query({ ...side.queries[i % side.queries.length], rowMode: 'array' }).then(() => undefined);
    for (const side of sides) {
      await loadHttp(`warm-up API, ${side.name} (not counted)`, side, 5);
      await loadHttp(`warm-up API afresh, ${side.name} (not counted)`, afresh(side), 3);
      await load(`warm-up raw, ${side.name} (not counted)`, runRaw(side), CONCURRENCY, 3);
    }

    const monitor = new pg.Client({ connectionString: dbUrl });
    await monitor.connect();
    const backends = async () =>
      (
        await monitor.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')
      ).rows.map((r) => r.pid);
    const measured = async <R extends Round>(run: () => Promise<R>): Promise<Measured<R>> => {
      const [pgBefore, serverBefore, ownBefore] = [snapshot(await backends()), snapshot(processTree(server.pid!)), process.cpuUsage()];
      const round = await run();
      const own = process.cpuUsage(ownBefore);
      return {
        round,
        postgres: usedSince(pgBefore, await backends()),
        server: usedSince(serverBefore, processTree(server.pid!)),
        bench: (own.user + own.system) / 1000,
      };
    };
    // Raw and API rounds alternate, both endpoints in turn, so a noisy neighbour weighs on every side alike.
    const roundSeconds = Math.max(1, Math.round(SECONDS / ROUNDS));
    const rounds = sides.map(() => ({ raw: [] as Measured<Round>[], api: [] as Measured<HttpRound>[], fresh: [] as Measured<HttpRound>[] }));
    for (let r = 1; r <= ROUNDS; r++) {
      for (const [s, side] of sides.entries()) {
        rounds[s].raw.push(await measured(() => load(`round ${r}: raw SQL, ${side.name}`, runRaw(side), CONCURRENCY, roundSeconds)));
        rounds[s].api.push(await measured(() => loadHttp(`round ${r}: API, lists kept, ${side.name}`, side, roundSeconds)));
        rounds[s].fresh.push(await measured(() => loadHttp(`round ${r}: API, weighed afresh, ${side.name}`, afresh(side), roundSeconds)));
      }
    }
    await monitor.end();

    const merge = (name: string, measuredRounds: { round: Round }[]) =>
      report(
        name,
        measuredRounds.flatMap((x) => x.round.latencies),
        ROUNDS * roundSeconds,
      );
    const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');
    const summary: string[] = [];
    for (const [s, side] of sides.entries()) {
      console.log(`\n${side.name}, all rounds:`);
      const raw = merge(`  raw SQL (candidate query)`, rounds[s].raw);
      const api = merge(`  GET ${side.paths[0].replace(/[0-9a-f-]{36}/, ':id')}, lists kept`, rounds[s].api);
      const fresh = merge(`  GET ${side.paths[0].replace(/[0-9a-f-]{36}/, ':id')}, weighed afresh`, rounds[s].fresh);
      const ratio = (api.rps / raw.rps) * 100;
      const freshRatio = (fresh.rps / raw.rps) * 100;
      const perRound = rounds[s].api.map((x, i) => (x.round.rps / rounds[s].raw[i].round.rps) * 100).sort((x, y) => x - y);
      console.log(`  round by round API / raw: ${perRound.map((x) => x.toFixed(0) + '%').join(', ')} (lowest first)`);
      if (canReadCpuTime) {
        const ms = (parts: number[]) => `${parts.map((x) => x.toFixed(3)).join(' + ')} = ${parts.reduce((a, b) => a + b, 0).toFixed(3)}`;
        console.log('  CPU time per request in the measured rounds (ms, from /proc):');
        console.log(
          `    raw SQL (driver + PostgreSQL):                   ${ms([perRequest(rounds[s].raw, (x) => x.bench), perRequest(rounds[s].raw, (x) => x.postgres)])}`,
        );
        for (const [label, m] of [
          ['API, lists kept (load generator + server + PostgreSQL):', rounds[s].api],
          ['API, afresh (load generator + server + PostgreSQL):   ', rounds[s].fresh],
        ] as const)
          console.log(
            `    ${label} ${ms([perRequest(m, (x) => x.round.loadGeneratorCpuMs), perRequest(m, (x) => x.server), perRequest(m, (x) => x.postgres)])}`,
          );
      }
      const line = (label: string, x: typeof api, pct: number) =>
        `${side.name.padEnd(20)} ${label} API ${x.rps.toFixed(0).padStart(5)} req/s  p50 ${x.p50.toFixed(1).padStart(6)} ms  p95 ${x.p95.toFixed(1).padStart(6)} ms (goal < ${GOAL_P95_MS} ms: ${met(x.p95 < GOAL_P95_MS)})` +
        `   raw SQL ${raw.rps.toFixed(0).padStart(5)} req/s  p50 ${raw.p50.toFixed(1).padStart(6)} ms  p95 ${raw.p95.toFixed(1).padStart(6)} ms` +
        `   API / raw ${pct.toFixed(1)}% (goal >= ${GOAL_RATIO_PCT}%: ${met(pct >= GOAL_RATIO_PCT)})`;
      summary.push(line('lists kept:    ', api, ratio), line('weighed afresh:', fresh, freshRatio));
    }
    console.log(`\nmatching, first page of 20, ${CONCURRENCY} concurrent, ${VESSELS} vessels and ${CARGOES} cargo orders:`);
    for (const line of summary) console.log('  ' + line);
  } finally {
    await pool.end();
    await handle.close();
    await setup.end();
    await stopProcess(server);
  }
}

await main();
