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
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { offerInputSchema, type OfferValues } from '../common/charters/offers';
import { termsSchema } from '../common/charters/terms';
import { openDatabase } from '../server/db/client';
import { createClock } from '../server/lib/clock';
import type { CurrentUser } from '../server/lib/context';
import { sendOffer } from '../server/modules/charters/deal-service';
import { imoSequence, validVessel } from '../server/test/vessel-input';
import { canReadCpuTime, processTree, snapshot, usedSince } from './bench/cpu-time';
import { dealShapes, writeFirmBids, writeNegotiations } from './bench/deal-rows';
import { apiCaller, localDatabaseUrl, recreateDatabase, serverEnvironment, startServer, stopProcess } from './bench/local-server';
import { postLoad } from './bench/post-load';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'fairlead_bench_deals';
const PORT = Number(process.env.BENCH_PORT ?? 3401);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONCURRENCY = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARM_UP_SECONDS = 8;
// The server as bench:search deploys it on this machine: a process per core, 4 database connections each.
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 4);
/** Open deals the counters go round (each pass over them flips whose turn it is). */
const DEALS = Number(process.env.BENCH_DEALS ?? 1000);
const CHARTERERS = 16;
const FLEET = 4;
const LAPSE_OFFERS = Number(process.env.BENCH_LAPSE_OFFERS ?? 10_000);
/** Of those, sent through the product's sendOffer (the rest written in SQL that mirrors it). */
const PRODUCT_BIDS = 100;
const LAPSE_GOAL_S = 30;
/** Give up waiting for the lapses after this long (the goal is 30 s). */
const LAPSE_LIMIT_S = Number(process.env.BENCH_LAPSE_LIMIT ?? 150);
const PASSWORD = 'bench-deals-password-42';
const DAY = 86_400_000;
const MINUTE = 60_000;

const dbUrl = localDatabaseUrl(BASE, DB_NAME);
/** The environment of a server process (and of the job runners of part 2). */
const serverEnv = serverEnvironment({ port: PORT, databaseUrl: dbUrl, workers: WORKERS, poolSize: POOL_SIZE });
const call = apiCaller(ORIGIN);

// ---------------------------------------------------------------------------------------------------------------
// Terms, as server/test/deal-input.ts states them (grain from Rotterdam to Alexandria), laycan a month out.

const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const voyageTerms = (overrides: Record<string, unknown> = {}) => ({
  charterType: 'voyage', laycanFrom: dayFrom(30), laycanTo: dayFrom(35), currency: 'USD', cpForm: 'GENCON 1994', law: 'English law, London arbitration',
  remarks: '', cargo: 'Wheat in bulk', quantityT: 50_000, tolerancePct: 10, toleranceOption: 'MOLOO', loadPort: 'NLRTM', dischargePort: 'EGALY',
  freightBasis: 'per_tonne', freightRate: 2_450, loadRateTpd: 10_000, dischargeRateTpd: 8_000, laytimeTerms: 'SHINC', demurragePerDay: 2_500_000,
  despatchPerDay: 1_250_000, voyageDays: 20, ...overrides,
});
const indication = (terms: Record<string, unknown>) => ({ kind: 'indication', terms, replyBy: '', replyZone: 'UTC', subjects: [] });

// ---------------------------------------------------------------------------------------------------------------
// Figures

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const thousands = (n: number) => n.toLocaleString('en-US');

const ticksPerSecond = canReadCpuTime ? Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) : 100;
/** CPU time (ms) the whole machine has been busy, from /proc/stat: what this benchmark did not use was other work's. */
function machineBusyMs(): number {
  if (!canReadCpuTime) return 0;
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return ((user + nice + system + irq + softirq + (steal || 0)) * 1000) / ticksPerSecond;
}
const others = (busyBefore: number, ours: number) => Math.max(0, machineBusyMs() - busyBefore - ours);

type Member = { id: string; cookie: string };

/** Registers through the API (which signs the member in); the e-mail confirmation and the company's verification are set in SQL, as the tests' harness does. */
async function register(role: 'owner' | 'charterer', n: number): Promise<Member> {
  const email = `bench-${role}-${n}@bench.example`;
  const { json, cookies } = await call('POST', '/api/accounts/register', {
    body: { name: `Bench ${role} ${n}`, email, company: `Bench ${role} company ${n}`, password: PASSWORD, confirmPassword: PASSWORD, accountType: role, agreeTerms: true },
    expect: 201,
  });
  return { id: json.profile.id as string, cookie: cookies.map((c) => c.split(';')[0]).join('; ') };
}

/** Runs `task(i)` for i in [0, count) with `concurrency` at a time; stops with an error past `limitMs`. */
async function pool(count: number, concurrency: number, limitMs: number, task: (i: number) => Promise<void>) {
  const end = Date.now() + limitMs;
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        if (Date.now() > end) throw new Error(`gave up after ${seconds(limitMs)} with ${done} of ${count} done`);
        await task(next++);
        done++;
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Part 1: offers per second through the API

type OffersResult = { rps: number; p50: number; p95: number; p99: number; max: number; requests: number; non2xx: number; failed: number; written: number };

async function offersThroughApi(): Promise<OffersResult> {
  console.log(`\n== 1. Offers through the API: ${CONCURRENCY} connections, ${SECONDS} s, ${WORKERS} server processes x ${POOL_SIZE} database connections ==`);
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
      const { json } = await call('POST', '/api/vessels', { cookie: owner.cookie, body: validVessel({ imo: nextImo(), name: `Bench Spirit ${k}` }), expect: 201 });
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
    console.log(`set up ${CHARTERERS} charterers and an owner with ${FLEET} ships through the API, and ${deals.length} deals in negotiation in SQL, in ${seconds(Date.now() - t0)}`);

    // Request k goes to deal k mod D; each pass over the deals flips the side: the charterer counters, then the owner.
    // Five slightly different freight rates per side, prepared once (the load generator shares the machine's cores).
    const bodies = [2_300, 2_600].map((base) => Array.from({ length: 5 }, (_, j) => JSON.stringify(indication(voyageTerms({ freightRate: base + 10 * j })))));
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
    const cpu = { postgres: usedSince(pgBefore, await backends(monitor)), server: usedSince(serverBefore, processTree(server.pid!)), loadGenerator: run.loadGeneratorCpuMs };
    const otherWork = others(busyBefore, cpu.postgres + cpu.server + cpu.loadGenerator);
    const written = (await settled()) - before;

    const sorted = [...run.latencies].sort((a, b) => a - b);
    const ok = [...run.statuses].filter(([s]) => s >= 200 && s < 300).reduce((sum, [, n]) => sum + n, 0);
    const result: OffersResult = {
      rps: run.latencies.length / SECONDS, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1] ?? NaN,
      requests: run.latencies.length, non2xx: run.latencies.length - ok, failed: run.errors + run.timeouts, written,
    };
    console.log(
      `POST /api/deals/{id}/offers: ${result.rps.toFixed(0)} req/s   p50 ${result.p50.toFixed(1)} ms   p95 ${result.p95.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   max ${result.max.toFixed(0)} ms   (${thousands(result.requests)} requests)`,
    );
    console.log(`  statuses: ${[...run.statuses].map(([s, n]) => `${s} x ${thousands(n)}`).join(', ')}; connection errors ${run.errors}, timeouts ${run.timeouts}`);
    for (const s of run.samples) console.log(`  not 2xx: ${s}`);
    console.log(`  offers written in the round: ${thousands(written)} (201 answers: ${thousands(ok)}; the rest were in flight when the load generator stopped)`);
    if (canReadCpuTime && result.requests) {
      const per = (ms: number) => (ms / result.requests).toFixed(2);
      console.log(`  CPU ms per offer: load generator ${per(cpu.loadGenerator)} + server ${per(cpu.server)} + PostgreSQL ${per(cpu.postgres)} (the job runners' e-mails included)`);
      console.log(`  other work on the machine meanwhile: ${seconds(otherWork)} of CPU in the ${SECONDS} s (${((otherWork / (SECONDS * 1000 * availableParallelism())) * 100).toFixed(0)}% of the machine)`);
    }
    const versions = (await monitor.query('SELECT round(avg(versions), 1) AS avg FROM deals')).rows[0].avg;
    console.log(`  versions per deal at the end: ${versions} on average (each answer carries the whole deal)`);
    return result;
  } finally {
    await monitor.end();
    await stopProcess(server);
  }
}

async function backends(c: pg.Client): Promise<number[]> {
  const { rows } = await c.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  return rows.map((r) => r.pid);
}

// ---------------------------------------------------------------------------------------------------------------
// Part 2: 10,000 firm offers lapsing at once

/**
 * The deals are written in batched SQL (scripts/bench/deal-rows.ts), row for row what sendEnquiry and the owner's
 * indication write: that part is not measured, and through the API it would take minutes. Of the firm offers, the
 * first PRODUCT_BIDS are sent through the product's own sendOffer (server/modules/charters/deal-service.ts), the
 * rest written in SQL mirroring it; every deal's rows are then compared (dealShapes) so the two cannot drift apart.
 * Each is a charterer's firm bid (an owner may have only one live firm offer per ship for overlapping laycans),
 * replying by the same instant, on one subject, with its 'deal.lapse-offer' job due at that instant.
 */
async function createDueOffers(c: pg.Client, deadline: Date): Promise<void> {
  const owners = Math.max(1, Math.round(LAPSE_OFFERS / 100));
  const charterers = Math.max(1, Math.round(LAPSE_OFFERS / 10));
  const t0 = Date.now();
  await c.query(`
    INSERT INTO users (id, name, email, email_verified)
      SELECT 'lo' || g, 'Lapse Owner ' || g, 'lapse-owner' || g || '@bench.example', true FROM generate_series(1, ${owners}) g;
    INSERT INTO users (id, name, email, email_verified)
      SELECT 'lc' || g, 'Lapse Charterer ' || g, 'lapse-charterer' || g || '@bench.example', true FROM generate_series(1, ${charterers}) g;
    INSERT INTO profiles (id, role, company_name, verified) SELECT 'lo' || g, 'owner', 'Lapse Owners ' || g, true FROM generate_series(1, ${owners}) g;
    INSERT INTO profiles (id, role, company_name, verified) SELECT 'lc' || g, 'charterer', 'Lapse Charterers ' || g, true FROM generate_series(1, ${charterers}) g;
    INSERT INTO vessels (name, type, owner_id, imo, flag, length_m, beam_m, draught_m, deadweight_t, capacity, build_year, open_port, open_date, charter_types, rate_per_day, status)
      SELECT 'Lapse Vessel ' || g, 'bulkCarrier', 'lo' || g, lpad((2000000 + g)::text, 7, '0'), 'LR', 190, 32, 12.8, 58000, 72000, 2015, 'SGSIN', DATE '2027-01-10',
             ARRAY['voyage','time'], 1675000, 'available'
      FROM generate_series(1, ${owners}) g;`);
  const { rows: fleet } = await c.query<{ id: string; owner_id: string }>("SELECT id, owner_id FROM vessels WHERE name LIKE 'Lapse Vessel %' ORDER BY name");
  const deals = await writeNegotiations(
    c,
    Array.from({ length: LAPSE_OFFERS }, (_, i) => ({ vesselId: fleet[i % owners].id, ownerId: fleet[i % owners].owner_id, chartererId: `lc${1 + (i % charterers)}` })),
    termsSchema.parse(voyageTerms()),
    termsSchema.parse(voyageTerms({ freightRate: 2_650 })),
  );
  console.log(`wrote ${thousands(deals.length)} deals in negotiation (enquiry + owner's indication) in SQL in ${seconds(Date.now() - t0)}`);

  const bid = { kind: 'firm', terms: voyageTerms({ freightRate: 2_500 }), replyBy: deadline.toISOString(), replyZone: 'Europe/London' };
  const subject = { text: 'Charterers’ board approval', liftBy: new Date(deadline.getTime() + DAY) };
  const t1 = Date.now();
  const handle = await openDatabase({ url: dbUrl, poolSize: 8 });
  try {
    const deps = { db: handle.db, clock: createClock(), appUrl: ORIGIN };
    const input: OfferValues = offerInputSchema.parse({ ...bid, subjects: [{ text: subject.text, party: 'charterer', liftBy: subject.liftBy.toISOString() }] });
    await pool(Math.min(PRODUCT_BIDS, deals.length), 8, 120_000, async (i) => {
      const id = deals[i].chartererId;
      const n = id.slice(2);
      const user: CurrentUser = { id, email: `lapse-charterer${n}@bench.example`, name: `Lapse Charterer ${n}`, role: 'charterer', verified: true, companyName: `Lapse Charterers ${n}` };
      await sendOffer(deps, user, deals[i].id, input);
    });
  } finally {
    await handle.close();
  }
  const t2 = Date.now();
  const rest = deals.slice(PRODUCT_BIDS).map((d) => d.id);
  for (let i = 0; i < rest.length; i += 5_000) await writeFirmBids(c, rest.slice(i, i + 5_000), termsSchema.parse(bid.terms), deadline, subject);
  console.log(
    `firm bids replying by ${deadline.toISOString()}: ${Math.min(PRODUCT_BIDS, deals.length)} sent through sendOffer in ${seconds(t2 - t1)}, ` +
      `${thousands(rest.length)} written in SQL in ${seconds(Date.now() - t2)}`,
  );

  const shapes = await dealShapes(c, deals.map((d) => d.id));
  const product = await dealShapes(c, deals.slice(0, PRODUCT_BIDS).map((d) => d.id));
  if (shapes.length !== 1 || product.length !== 1 || shapes[0].shape !== product[0].shape) {
    throw new Error(`the deals written in SQL differ from those sendOffer wrote:\n${shapes.map((s) => `  ${s.n} x ${s.shape}`).join('\n')}`);
  }
  console.log(`every deal has the rows sendOffer writes: ${shapes[0].shape}`);
  const { rows } = await c.query<{ live: string; jobs: string }>(
    `SELECT (SELECT count(*) FROM offers WHERE kind = 'firm' AND status = 'live' AND reply_by = $1) AS live,
            (SELECT count(*) FROM jobs WHERE kind = 'deal.lapse-offer' AND done_at IS NULL AND run_at = $1) AS jobs`,
    [deadline],
  );
  if (Number(rows[0].live) !== LAPSE_OFFERS || Number(rows[0].jobs) !== LAPSE_OFFERS) throw new Error(`expected ${LAPSE_OFFERS} live firm offers and lapse jobs, found ${rows[0].live} and ${rows[0].jobs}`);
}

type Worker = { child: ChildProcess; pid: number; send: (m: object) => void; next: (type: string) => Promise<Record<string, unknown>>; logLines: number };

/** A job-runner process (scripts/bench/lapse-worker.ts) with the server's environment; its log is shown (the first lines) and counted. */
async function startWorker(name: string): Promise<Worker> {
  const child = fork(path.join(import.meta.dirname, 'bench', 'lapse-worker.ts'), [], { execArgv: ['--import', 'tsx'], env: serverEnv, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const worker = { child, pid: 0, logLines: 0 } as Worker;
  const onLog = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      if (++worker.logLines <= 5) console.log(`  [${name}] ${line.slice(0, 400)}`);
    }
  };
  child.stdout!.on('data', onLog);
  child.stderr!.on('data', onLog);
  const waiting = new Map<string, (m: Record<string, unknown>) => void>();
  child.on('message', (m: Record<string, unknown>) => {
    if (m.type === 'error') console.error(`  [${name}] ${String(m.message)}`);
    waiting.get(String(m.type))?.(m);
  });
  worker.send = (m) => child.send(m);
  worker.next = (type) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name}: no "${type}" within 5 minutes`)), 5 * 60_000);
      child.once('exit', (code) => reject(new Error(`${name} exited (${code}) while waiting for "${type}"`)));
      waiting.set(type, (m) => {
        clearTimeout(timer);
        resolve(m);
      });
    });
  const ready = await worker.next('ready');
  worker.pid = Number(ready.pid);
  return worker;
}

type LapseResult = { ms: number | null; lapsed: number; once: number; twice: number };

async function lapseAtOnce(): Promise<LapseResult> {
  console.log(`\n== 2. ${thousands(LAPSE_OFFERS)} firm offers falling due at once: ${WORKERS} job-runner processes x ${POOL_SIZE} database connections ==`);
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const workers: Worker[] = [];
  try {
    // Reply by 30 minutes from now, on the minute: at least 15 minutes out when the last bid is sent.
    const deadline = new Date(Math.ceil((Date.now() + 30 * MINUTE) / MINUTE) * MINUTE);
    await createDueOffers(c, deadline);

    for (let w = 1; w <= WORKERS; w++) workers.push(await startWorker(`runner ${w}`));
    // The e-mails the bids queued would have gone out in the half hour before the deadline: send them first (not counted).
    const tDrain = Date.now();
    const drained = await Promise.all(workers.map(async (w) => {
      const done = w.next('drained');
      w.send({ type: 'drain' });
      return Number((await done).ran);
    }));
    const mails = drained.reduce((a, b) => a + b, 0);
    console.log(`e-mail backlog from before the deadline: ${thousands(mails)} jobs run in ${seconds(Date.now() - tDrain)} (${(mails / ((Date.now() - tDrain) / 1000)).toFixed(0)}/s; not counted)`);

    // The deadline, as the server meets it: the runners' clocks move to it (the rule the handler applies) and the jobs
    // are made due by the database's clock as well. Left at the deadline half an hour ahead of the database's now(),
    // the jobs would queue behind the e-mails the lapses send (due at now()), which does not happen once the real
    // clock has reached the deadline. Then a VACUUM ANALYZE, as autovacuum would have run in the half hour.
    await c.query("UPDATE jobs SET run_at = now() WHERE kind = 'deal.lapse-offer' AND done_at IS NULL AND failed_at IS NULL");
    await c.query('VACUUM ANALYZE');

    // Every runner's clock moves to the deadline, and its runner starts, as a server's does: the clock starts now.
    const pids = () => workers.flatMap((w) => processTree(w.pid));
    const [pgBefore, runnersBefore, busyBefore] = [snapshot(await backends(c)), snapshot(pids()), machineBusyMs()];
    const { rows: [{ at: dbStart }] } = await c.query<{ at: Date }>('SELECT clock_timestamp() AS at');
    const started = performance.now();
    await Promise.all(workers.map(async (w) => {
      const ok = w.next('started');
      w.send({ type: 'go', at: deadline.toISOString() });
      await ok;
    }));
    const lapsedCount = async () => Number((await c.query("SELECT count(*) AS n FROM deal_events WHERE event = 'lapse_offer'")).rows[0].n);
    let lapsed = 0;
    let ms: number | null = null;
    let shown = started;
    while (performance.now() - started < LAPSE_LIMIT_S * 1000) {
      lapsed = await lapsedCount();
      if (lapsed >= LAPSE_OFFERS) {
        ms = performance.now() - started;
        break;
      }
      if (performance.now() - shown > 5_000) {
        shown = performance.now();
        console.log(`  … ${seconds(shown - started)}: ${thousands(lapsed)} lapsed`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const cpu = { postgres: usedSince(pgBefore, await backends(c)), runners: usedSince(runnersBefore, pids()) };
    const otherWork = others(busyBefore, cpu.postgres + cpu.runners);
    // The lapse jobs are marked done just after their transaction commits: wait for that (10 s at most), then end the
    // runners, which would otherwise go on to the e-mails the lapses queued.
    const pendingLapseJobs = async () => Number((await c.query("SELECT count(*) AS n FROM jobs WHERE kind = 'deal.lapse-offer' AND done_at IS NULL AND failed_at IS NULL")).rows[0].n);
    for (let i = 0; i < 100 && ms !== null && (await pendingLapseJobs()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
    const { rows: ran } = await c.query<{ kind: string; n: string }>('SELECT kind, count(*) AS n FROM jobs WHERE done_at BETWEEN $1 AND clock_timestamp() GROUP BY 1 ORDER BY 1', [dbStart]);
    const queued = Number((await c.query("SELECT count(*) AS n FROM jobs WHERE kind = 'mail.send' AND done_at IS NULL AND failed_at IS NULL")).rows[0].n);
    for (const w of workers) {
      const gone = new Promise((resolve) => w.child.once('exit', resolve));
      w.send({ type: 'exit' });
      await gone;
    }
    const wall = ms ?? performance.now() - started;
    console.log(
      ms === null
        ? `NOT all lapsed within ${LAPSE_LIMIT_S} s: ${thousands(lapsed)} of ${thousands(LAPSE_OFFERS)} (${(lapsed / (wall / 1000)).toFixed(0)} offers/s: all would take about ${seconds((LAPSE_OFFERS / lapsed) * wall)})`
        : `all ${thousands(LAPSE_OFFERS)} lapsed in ${seconds(ms)} (${(LAPSE_OFFERS / (ms / 1000)).toFixed(0)} offers/s)`,
    );

    // Checks: each offer lapsed once, by one job, both sides told once; nothing failed or ran twice.
    const q = async (sql: string, values: unknown[] = []) => (await c.query(sql, values)).rows[0] as Record<string, string | null>;
    const once = Number((await q(`SELECT count(*) AS n FROM offers o WHERE o.kind = 'firm' AND o.status = 'lapsed'
      AND (SELECT count(*) FROM deal_events e WHERE e.offer_id = o.id AND e.event = 'lapse_offer') = 1`)).n);
    const twiceEvents = Number((await q("SELECT count(*) AS n FROM (SELECT offer_id FROM deal_events WHERE event = 'lapse_offer' GROUP BY 1 HAVING count(*) > 1) x")).n);
    const told = await q(`SELECT count(*) AS deals, count(*) FILTER (WHERE n > 2) AS told_twice, coalesce(sum(n), 0) AS mails FROM (
      SELECT substring(payload->>'text' from '/app/deals/([0-9a-f-]{36})') AS deal, count(*) AS n FROM jobs
      WHERE kind = 'mail.send' AND payload->>'subject' = 'Offer lapsed - Fairlead' GROUP BY 1) x`);
    const notices = Number((await q("SELECT count(*) AS n FROM notifications WHERE title = 'Offer lapsed'")).n);
    const jobs = await q(`SELECT count(*) FILTER (WHERE done_at IS NOT NULL) AS done, count(*) FILTER (WHERE attempts > 1) AS retried,
      count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed, max(last_error) AS error FROM jobs WHERE kind = 'deal.lapse-offer'`);
    const late = await q(`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY s) AS p50, percentile_cont(0.95) WITHIN GROUP (ORDER BY s) AS p95, max(s) AS max
      FROM (SELECT extract(epoch FROM e.at - o.reply_by) AS s FROM deal_events e JOIN offers o ON o.id = e.offer_id WHERE e.event = 'lapse_offer') x`);
    const twice = twiceEvents + Number(told.told_twice);
    console.log(`  lapsed once each: ${thousands(once)}/${thousands(LAPSE_OFFERS)}; lapsed twice: ${twiceEvents}; deals whose parties were told more than once: ${told.told_twice}`);
    console.log(`  'Offer lapsed' notifications: ${thousands(notices)} (2 per offer: ${thousands(2 * LAPSE_OFFERS)}), e-mails queued: ${thousands(Number(told.mails))}`);
    console.log(`  lapse jobs: ${thousands(Number(jobs.done))} done, ${jobs.retried} tried more than once, ${jobs.failed} failed${jobs.error ? `; last error: ${jobs.error.slice(0, 200)}` : ''}`);
    console.log(`  lateness after the deadline (deal record): p50 ${Number(late.p50).toFixed(1)} s, p95 ${Number(late.p95).toFixed(1)} s, max ${Number(late.max).toFixed(1)} s`);
    console.log(`  jobs the runners finished meanwhile: ${ran.map((r) => `${r.kind} ${thousands(Number(r.n))}`).join(', ')}; e-mails queued when the runners were stopped: ${thousands(queued)} (not part of the goal)`);
    if (canReadCpuTime) {
      console.log(
        `  CPU in the ${seconds(wall)}: job runners ${seconds(cpu.runners)}, PostgreSQL ${seconds(cpu.postgres)}, other work on the machine ${seconds(otherWork)} ` +
          `(of ${seconds(wall * availableParallelism())} the machine has); per offer lapsed: runners ${(cpu.runners / Math.max(1, lapsed)).toFixed(1)} ms, PostgreSQL ${(cpu.postgres / Math.max(1, lapsed)).toFixed(1)} ms`,
      );
    }
    const logLines = workers.reduce((sum, w) => sum + w.logLines, 0);
    if (logLines) console.log(`  the runners logged ${logLines} lines (the first shown above)`);
    return { ms, lapsed, once, twice };
  } finally {
    for (const w of workers) await stopProcess(w.child, 5_000);
    await c.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const t0 = Date.now();
  const load0 = loadavg()[0];
  await recreateDatabase(BASE, DB_NAME);
  const offers = await offersThroughApi();
  const lapse = await lapseAtOnce();
  console.log(`\n== Summary (${WORKERS} server processes x ${POOL_SIZE} database connections; ${availableParallelism()} cores; ${seconds(Date.now() - t0)} in all) ==`);
  console.log(`load average (1 min) at the start ${load0.toFixed(1)}, at the end ${loadavg()[0].toFixed(1)}: other work on the machine weighs on every figure`);
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
