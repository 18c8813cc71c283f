// npm run bench:deals — the deal desk against PostgreSQL (database fairlead_bench_deals, recreated each run).
//  1. Offers per second through the API: 32 connections send counters (indications) on open deals, each request from
//     the party whose turn it is, with that party's session; prints req/s, p50, p95 and every answer that was not 2xx.
//  2. 10,000 firm offers falling due at the same instant: two job-runner processes (as WEB_CONCURRENCY=2 runs them)
//     move their clock to the deadline; prints the time until all have lapsed, and that none lapsed twice.
// Members, sessions and ships are made through the API; the deals to work on are written in SQL that mirrors the
// product (scripts/bench/deal-rows.ts, checked against deals the product wrote), as the API would take minutes.
// Only talks to 127.0.0.1: the server it starts, and PostgreSQL at BENCH_DATABASE_URL (a local address).
// Knobs: BENCH_DATABASE_URL, BENCH_SECONDS (15), BENCH_DEALS (1000), BENCH_LAPSE_OFFERS (10000), BENCH_LAPSE_LIMIT
// (150 s), BENCH_WORKERS (cores), BENCH_POOL_SIZE (4), BENCH_PORT (3401). About 3 minutes on 2 cores.
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { termsSchema } from '../common/charters/terms';
import { imoSequence, validVessel } from '../server/test/vessel-input';
import { canReadCpuTime, processTree, snapshot, usedSince } from './bench/cpu-time';
import { writeNegotiations } from './bench/deal-rows';
import { recreateDatabase, startServer, stopProcess } from './bench/local-server';
import { postLoad } from './bench/post-load';
import {
  BASE,
  DB_NAME,
  PORT,
  ORIGIN,
  CONCURRENCY,
  SECONDS,
  WARM_UP_SECONDS,
  WORKERS,
  POOL_SIZE,
  DEALS,
  CHARTERERS,
  FLEET,
  LAPSE_OFFERS,
  LAPSE_GOAL_S,
  LAPSE_LIMIT_S,
  dbUrl,
  serverEnv,
  call,
  voyageTerms,
  indication,
  percentile,
  seconds,
  thousands,
  machineBusyMs,
  others,
  register,
  type Member,
} from './bench/deals-setup';
import { backends } from './bench/deals-backends';
import { lapseAtOnce } from './bench/lapse-at-once';

// ---------------------------------------------------------------------------------------------------------------
// Part 1: offers per second through the API

type OffersResult = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  failed: number;
  written: number;
};

async function offersThroughApi(): Promise<OffersResult> {
  console.log(
    `\n== 1. Offers through the API: ${CONCURRENCY} connections, ${SECONDS} s, ${WORKERS} server processes x ${POOL_SIZE} database connections ==`,
  );
  const server = await startServer(serverEnv);
  const monitor = new pg.Client({ connectionString: dbUrl });
  await monitor.connect();
  try {
    const t0 = Date.now();
    const owner = await register('owner', 1);
    const charterers: Member[] = [];
    for (let n = 1; n <= CHARTERERS; n++) charterers.push(await register('charterer', n));
    const ids = [owner.id, ...charterers.map((c) => c.id)];
    await monitor.query('UPDATE users SET email_verified = true WHERE id = ANY($1)', [ids]);
    await monitor.query('UPDATE profiles SET verified = true WHERE id = ANY($1)', [ids]);
    const nextImo = imoSequence(951_001);
    const fleet: string[] = [];
    for (let k = 1; k <= FLEET; k++) {
      const { json } = await call('POST', '/api/vessels', {
        cookie: owner.cookie,
        body: validVessel({ imo: nextImo(), name: `Bench Spirit ${k}` }),
        expect: 201,
      });
      fleet.push(json.vessel.id as string);
    }

    // The deals in negotiation (enquiry + the owner's indication), in SQL: through the API they would take as long
    // as the measurement itself. The load shows the API takes them as its own (every answer must be 201).
    const negotiations = await writeNegotiations(
      monitor,
      Array.from({ length: DEALS }, (_, i) => ({ vesselId: fleet[i % FLEET], ownerId: owner.id, chartererId: charterers[i % CHARTERERS].id })),
      termsSchema.parse(voyageTerms()),
      termsSchema.parse(voyageTerms({ freightRate: 2_650 })),
    );
    const cookieOf = new Map(charterers.map((c) => [c.id, c.cookie]));
    const deals = negotiations.map((n) => ({ id: n.id, charterer: { id: n.chartererId, cookie: cookieOf.get(n.chartererId)! } }));
    await monitor.query('ANALYZE');
    console.log(
      `set up ${CHARTERERS} charterers and an owner with ${FLEET} ships through the API, and ${deals.length} deals in negotiation in SQL, in ${seconds(Date.now() - t0)}`,
    );

    // Request k goes to deal k mod D; each pass over the deals flips the side: the charterer counters, then the owner.
    // Five slightly different freight rates per side, prepared once (the load generator shares the machine's cores).
    const bodies = [2_300, 2_600].map((base) =>
      Array.from({ length: 5 }, (_, j) => JSON.stringify(indication(voyageTerms({ freightRate: base + 10 * j })))),
    );
    const next = (k: number) => {
      const deal = deals[k % deals.length];
      const charterersTurn = Math.floor(k / deals.length) % 2 === 0;
      return {
        path: `/api/deals/${deal.id}/offers`,
        body: bodies[charterersTurn ? 0 : 1][k % 5],
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: charterersTurn ? deal.charterer.cookie : owner.cookie },
      };
    };
    const countIndications = async () => Number((await monitor.query("SELECT count(*) AS n FROM offers WHERE kind = 'indication'")).rows[0].n);
    // When the load generator stops, the requests it had in flight still run in the server (up to 32): wait for them
    // (the count stands still for a second), so that they are counted with their round and none is cut off by the stop.
    const settled = async () => {
      let last = await countIndications();
      for (let i = 0, still = 0; i < 60 && still < 4; i++) {
        await new Promise((r) => setTimeout(r, 250));
        const now = await countIndications();
        still = now === last ? still + 1 : 0;
        last = now;
      }
      return last;
    };

    const warm = await postLoad({ port: PORT, connections: CONCURRENCY, seconds: WARM_UP_SECONDS, next });
    console.log(`warm-up (not counted): ${thousands(warm.latencies.length)} requests in ${WARM_UP_SECONDS} s`);
    const before = await settled();
    const [pgPids, serverPids] = [await backends(monitor), processTree(server.pid!)];
    const [pgBefore, serverBefore, busyBefore] = [snapshot(pgPids), snapshot(serverPids), machineBusyMs()];
    const run = await postLoad({ port: PORT, connections: CONCURRENCY, seconds: SECONDS, next });
    const cpu = {
      postgres: usedSince(pgBefore, await backends(monitor)),
      server: usedSince(serverBefore, processTree(server.pid!)),
      loadGenerator: run.loadGeneratorCpuMs,
    };
    const otherWork = others(busyBefore, cpu.postgres + cpu.server + cpu.loadGenerator);
    const written = (await settled()) - before;

    const sorted = [...run.latencies].sort((a, b) => a - b);
    const ok = [...run.statuses].filter(([s]) => s >= 200 && s < 300).reduce((sum, [, n]) => sum + n, 0);
    const result: OffersResult = {
      rps: run.latencies.length / SECONDS,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? NaN,
      requests: run.latencies.length,
      non2xx: run.latencies.length - ok,
      failed: run.errors + run.timeouts,
      written,
    };
    console.log(
      `POST /api/deals/{id}/offers: ${result.rps.toFixed(0)} req/s   p50 ${result.p50.toFixed(1)} ms   p95 ${result.p95.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   max ${result.max.toFixed(0)} ms   (${thousands(result.requests)} requests)`,
    );
    console.log(
      `  statuses: ${[...run.statuses].map(([s, n]) => `${s} x ${thousands(n)}`).join(', ')}; connection errors ${run.errors}, timeouts ${run.timeouts}`,
    );
    for (const s of run.samples) console.log(`  not 2xx: ${s}`);
    console.log(
      `  offers written in the round: ${thousands(written)} (201 answers: ${thousands(ok)}; the rest were in flight when the load generator stopped)`,
    );
    if (canReadCpuTime && result.requests) {
      const per = (ms: number) => (ms / result.requests).toFixed(2);
      console.log(
        `  CPU ms per offer: load generator ${per(cpu.loadGenerator)} + server ${per(cpu.server)} + PostgreSQL ${per(cpu.postgres)} (the job runners' e-mails included)`,
      );
      console.log(
        `  other work on the machine meanwhile: ${seconds(otherWork)} of CPU in the ${SECONDS} s (${((otherWork / (SECONDS * 1000 * availableParallelism())) * 100).toFixed(0)}% of the machine)`,
      );
    }
    const versions = (await monitor.query('SELECT round(avg(versions), 1) AS avg FROM deals')).rows[0].avg;
    console.log(`  versions per deal at the end: ${versions} on average (each answer carries the whole deal)`);
    return result;
  } finally {
    await monitor.end();
    await stopProcess(server);
  }
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const t0 = Date.now();
  const load0 = loadavg()[0];
  await recreateDatabase(BASE, DB_NAME);
  const offers = await offersThroughApi();
  const lapse = await lapseAtOnce();
  console.log(
    `\n== Summary (${WORKERS} server processes x ${POOL_SIZE} database connections; ${availableParallelism()} cores; ${seconds(Date.now() - t0)} in all) ==`,
  );
  console.log(
    `load average (1 min) at the start ${load0.toFixed(1)}, at the end ${loadavg()[0].toFixed(1)}: other work on the machine weighs on every figure`,
  );
  console.log(
    `offers through the API, ${CONCURRENCY} connections: ${offers.rps.toFixed(0)} offers/s, p50 ${offers.p50.toFixed(1)} ms, p95 ${offers.p95.toFixed(1)} ms — ` +
      `not 2xx: ${offers.non2xx}, no answer: ${offers.failed} (${thousands(offers.requests)} answered, ${thousands(offers.written)} offers written with those in flight at the stop)`,
  );
  const time = lapse.ms === null ? `not done in ${LAPSE_LIMIT_S} s (${thousands(lapse.lapsed)} lapsed)` : seconds(lapse.ms);
  const met = lapse.ms !== null && lapse.ms <= LAPSE_GOAL_S * 1000 && lapse.once === LAPSE_OFFERS && lapse.twice === 0;
  console.log(
    `lapse ${thousands(LAPSE_OFFERS)} offers: ${time} (goal ≤ ${LAPSE_GOAL_S} s) — lapsed once each: ${lapse.once}/${LAPSE_OFFERS}, twice: ${lapse.twice}   ${met ? 'goal met' : 'GOAL MISSED'}`,
  );
}

await main();
process.exit(0); // the pools and children are closed; nothing left should hold the process, but a benchmark must end
