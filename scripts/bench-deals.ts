// npm run bench:deals — the deal desk against PostgreSQL (database fairlead_bench_deals, recreated each run).
//  1. Offers per second through the API: 32 connections send counters (indications) on open deals, each request from
//     the party whose turn it is, with that party's session; prints req/s, p50, p95 and every answer that was not 2xx.
//  2. 10,000 firm offers falling due at the same instant: two job-runner processes (as WEB_CONCURRENCY=2 runs them)
//     move their clock to the deadline; prints the time until all have lapsed, and that none lapsed twice.
// Only talks to 127.0.0.1: the server it starts, and PostgreSQL at BENCH_DATABASE_URL (a local address).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { offerInputSchema, type OfferValues } from '../common/charters/offers';
import { termsSchema } from '../common/charters/terms';
import { openDatabase } from '../server/db/client';
import { loadPortsIfEmpty } from '../server/db/reference-data';
import { createClock } from '../server/lib/clock';
import type { CurrentUser } from '../server/lib/context';
import { sendOffer } from '../server/modules/charters/deal-service';
import { imoSequence, validVessel } from '../server/test/vessel-input';
import { canReadCpuTime, processTree, snapshot, usedSince } from './bench/cpu-time';
import { postLoad } from './bench/post-load';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'fairlead_bench_deals';
const PORT = Number(process.env.BENCH_PORT ?? 3401);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONCURRENCY = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARM_UP_SECONDS = 5;
// The server as bench:search deploys it on this machine: a process per core, 4 database connections each.
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 4);
/** Open deals the counters go round (each pass over them flips whose turn it is). */
const DEALS = Number(process.env.BENCH_DEALS ?? 1000);
const CHARTERERS = 16;
const FLEET = 4;
const LAPSE_OFFERS = Number(process.env.BENCH_LAPSE_OFFERS ?? 10_000);
const LAPSE_GOAL_S = 30;
/** Give up waiting for the lapses after this long (the goal is 30 s). */
const LAPSE_LIMIT_S = Number(process.env.BENCH_LAPSE_LIMIT ?? 120);
const PASSWORD = 'bench-deals-password-42';
const DAY = 86_400_000;
const MINUTE = 60_000;

const dbUrl = (() => {
  const u = new URL(BASE);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname)) throw new Error(`BENCH_DATABASE_URL must be a local PostgreSQL (127.0.0.1), not ${u.hostname}`);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();

/** The environment of a server process (and of the job runners of part 2). */
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(PORT),
  APP_URL: ORIGIN,
  DATABASE_URL: dbUrl,
  DATABASE_POOL_SIZE: String(POOL_SIZE),
  WEB_CONCURRENCY: String(WORKERS),
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
  DEMO_DATA: '0',
  LOG_LEVEL: 'warn',
  SMTP_URL: '', // e-mail goes to the development mailbox table: nothing leaves the machine
};

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

// ---------------------------------------------------------------------------------------------------------------
// Database and server

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: BASE });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const handle = await openDatabase({ url: dbUrl }); // migrates
  await loadPortsIfEmpty(handle.db);
  await handle.close();
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { env: serverEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return server;
    } catch {
      /* not up yet */
    }
    if (i > 300 || server.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Ends a child process (SIGTERM, then SIGKILL after `ms`) and waits until it has gone. */
async function stopProcess(child: ChildProcess, ms = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await gone;
  clearTimeout(timer);
}

/** One API call as a browser makes it (our Origin, the member's session cookie); throws unless the status is `expect`. */
async function call(method: string, p: string, opts: { cookie?: string; body?: unknown; expect: number }) {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${ORIGIN}${p}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  if (res.status !== opts.expect) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 300)}`);
  return { json: (text ? JSON.parse(text) : null) as Record<string, any>, cookies: res.headers.getSetCookie() }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

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
async function pool(count: number, concurrency: number, limitMs: number, task: (i: number) => Promise<void>, progress?: (done: number) => void) {
  const end = Date.now() + limitMs;
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        if (Date.now() > end) throw new Error(`gave up after ${seconds(limitMs)} with ${done} of ${count} done`);
        await task(next++);
        done++;
        progress?.(done);
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Part 1: offers per second through the API

type OffersResult = { rps: number; p50: number; p95: number; p99: number; max: number; requests: number; non2xx: number; failed: number; written: number };

async function offersThroughApi(): Promise<OffersResult> {
  console.log(`\n== 1. Offers through the API: ${CONCURRENCY} connections, ${SECONDS} s, ${WORKERS} server processes x ${POOL_SIZE} database connections ==`);
  const server = await startServer();
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

    // The deals, through the API: a charterer's enquiry and the owner's answer (an indication), so either side may counter.
    const deals: { id: string; charterer: Member }[] = [];
    await pool(DEALS, 16, 180_000, async (i) => {
      const charterer = charterers[i % CHARTERERS];
      const { json } = await call('POST', '/api/deals', { cookie: charterer.cookie, body: { vesselId: fleet[i % FLEET], terms: voyageTerms() }, expect: 201 });
      const id = json.deal.id as string;
      await call('POST', `/api/deals/${id}/offers`, { cookie: owner.cookie, body: indication(voyageTerms({ freightRate: 2_650 })), expect: 201 });
      deals.push({ id, charterer });
    });
    console.log(`set up ${CHARTERERS} charterers, an owner with ${FLEET} ships and ${deals.length} deals (enquiry + owner's indication) through the API in ${seconds(Date.now() - t0)}`);

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

    const warm = await postLoad({ port: PORT, connections: CONCURRENCY, seconds: WARM_UP_SECONDS, next });
    console.log(`warm-up (not counted): ${thousands(warm.latencies.length)} requests in ${WARM_UP_SECONDS} s`);
    const before = await countIndications();
    const [pgPids, serverPids] = [await backends(monitor), processTree(server.pid!)];
    const [pgBefore, serverBefore] = [snapshot(pgPids), snapshot(serverPids)];
    const run = await postLoad({ port: PORT, connections: CONCURRENCY, seconds: SECONDS, next });
    const cpu = { postgres: usedSince(pgBefore, await backends(monitor)), server: usedSince(serverBefore, processTree(server.pid!)), loadGenerator: run.loadGeneratorCpuMs };
    const written = (await countIndications()) - before;

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
    console.log(`  offers written in the round: ${thousands(written)} (201 answers: ${thousands(ok)})`);
    if (canReadCpuTime && result.requests) {
      const per = (ms: number) => (ms / result.requests).toFixed(2);
      console.log(`  CPU ms per offer: load generator ${per(cpu.loadGenerator)} + server ${per(cpu.server)} + PostgreSQL ${per(cpu.postgres)} (the job runners' e-mails included)`);
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
 * The deals are written in batched SQL that mirrors what sendEnquiry and the owner's indication write (deal in
 * negotiation, version 1 the charterer's enquiry, version 2 the owner's live indication, both events): that part is
 * not measured and would take minutes through the API. The firm offers themselves are sent through the product's
 * own sendOffer (server/modules/charters/deal-service.ts): each a charterer's firm bid, reply by the same instant,
 * on one subject, so the offer, its subject, its deal event, its notification, its e-mail job and its
 * 'deal.lapse-offer' job (run_at = the deadline) are exactly what the API would have written. Firm bids, since an
 * owner may have only one live firm offer per ship for overlapping laycans.
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
  const terms = termsSchema.parse(voyageTerms());
  const ownerTerms = termsSchema.parse(voyageTerms({ freightRate: 2_650 }));
  const { rows: deals } = await c.query<{ id: string; charterer_id: string }>(
    `WITH v AS (SELECT id, owner_id, (row_number() OVER (ORDER BY name) - 1)::int AS n FROM vessels WHERE name LIKE 'Lapse Vessel %')
     INSERT INTO deals (vessel_id, charterer_id, owner_id, charter_type, stage, versions, created_at, updated_at)
       SELECT v.id, 'lc' || (1 + g % ${charterers}), v.owner_id, 'voyage', 'negotiating', 2, now() - interval '1 hour', now() - interval '1 hour'
       FROM generate_series(0, ${LAPSE_OFFERS - 1}) g JOIN v ON v.n = g % ${owners}
     RETURNING id, charterer_id`,
  );
  await c.query(
    `INSERT INTO offers (deal_id, version, from_party, kind, terms, vessel_id, laycan_from, laycan_to, reply_by, reply_zone, status, created_by, created_at)
       SELECT d.id, 1, 'charterer', 'enquiry', $1::jsonb, d.vessel_id, $3::date, $4::date, NULL, 'UTC', 'superseded', d.charterer_id, d.created_at FROM deals d WHERE d.charterer_id LIKE 'lc%'
       UNION ALL
       SELECT d.id, 2, 'owner', 'indication', $2::jsonb, d.vessel_id, $3::date, $4::date, NULL, 'UTC', 'live', d.owner_id, d.created_at + interval '10 minutes' FROM deals d WHERE d.charterer_id LIKE 'lc%'`,
    [JSON.stringify(terms), JSON.stringify(ownerTerms), terms.laycanFrom, terms.laycanTo],
  );
  await c.query(`
    INSERT INTO deal_events (deal_id, event, actor_id, actor_role, offer_id, stage_after, at)
      SELECT o.deal_id, CASE o.version WHEN 1 THEN 'enquire' ELSE 'offer' END, o.created_by, o.from_party, o.id,
             CASE o.version WHEN 1 THEN 'enquiry' ELSE 'negotiating' END, o.created_at
      FROM offers o JOIN deals d ON d.id = o.deal_id WHERE d.charterer_id LIKE 'lc%' ORDER BY o.created_at, o.version`);
  await c.query('ANALYZE');
  console.log(`wrote ${thousands(deals.length)} deals in negotiation (enquiry + owner's indication) in SQL in ${seconds(Date.now() - t0)}`);

  // The firm bids, through sendOffer, 8 at a time (as 8 requests in flight would).
  const handle = await openDatabase({ url: dbUrl, poolSize: 8 });
  try {
    const deps = { db: handle.db, clock: createClock(), appUrl: ORIGIN };
    const input: OfferValues = offerInputSchema.parse({
      kind: 'firm', terms: voyageTerms({ freightRate: 2_500 }), replyBy: deadline.toISOString(), replyZone: 'Europe/London',
      subjects: [{ text: 'Charterers’ board approval', party: 'charterer', liftBy: new Date(deadline.getTime() + DAY).toISOString() }],
    });
    const t1 = Date.now();
    let shown = t1;
    await pool(deals.length, 8, 10 * 60_000, async (i) => {
      const d = deals[i];
      const n = d.charterer_id.slice(2);
      const user: CurrentUser = { id: d.charterer_id, email: `lapse-charterer${n}@bench.example`, name: `Lapse Charterer ${n}`, role: 'charterer', verified: true, companyName: `Lapse Charterers ${n}` };
      await sendOffer(deps, user, d.id, input);
    }, (done) => {
      if (Date.now() - shown > 10_000) {
        shown = Date.now();
        console.log(`  … ${thousands(done)} firm offers sent`);
      }
    });
    console.log(`sent ${thousands(deals.length)} firm bids through sendOffer in ${seconds(Date.now() - t1)} (${(deals.length / ((Date.now() - t1) / 1000)).toFixed(0)}/s), all replying by ${deadline.toISOString()}`);
  } finally {
    await handle.close();
  }
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

    // Every runner's clock moves to the deadline, and its runner starts, as a server's does: the clock starts now.
    const pids = () => workers.flatMap((w) => processTree(w.pid));
    const [pgBefore, runnersBefore] = [snapshot(await backends(c)), snapshot(pids())];
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
    const { rows: [{ at: dbEnd }] } = await c.query<{ at: Date }>('SELECT clock_timestamp() AS at');
    const cpu = { postgres: usedSince(pgBefore, await backends(c)), runners: usedSince(runnersBefore, pids()) };
    for (const w of workers) {
      const stopped = w.next('stopped');
      w.send({ type: 'stop' });
      await stopped;
    }
    const wall = ms ?? performance.now() - started;
    console.log(ms === null ? `NOT all lapsed within ${LAPSE_LIMIT_S} s: ${thousands(lapsed)} of ${thousands(LAPSE_OFFERS)}` : `all ${thousands(LAPSE_OFFERS)} lapsed in ${seconds(ms)} (${(LAPSE_OFFERS / (ms / 1000)).toFixed(0)} offers/s)`);

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
    const { rows: ran } = await c.query<{ kind: string; n: string }>('SELECT kind, count(*) AS n FROM jobs WHERE done_at BETWEEN $1 AND $2 GROUP BY 1 ORDER BY 1', [dbStart, dbEnd]);
    const queued = Number((await q("SELECT count(*) AS n FROM jobs WHERE kind = 'mail.send' AND done_at IS NULL AND failed_at IS NULL")).n);
    const twice = twiceEvents + Number(told.told_twice);
    console.log(`  lapsed once each: ${thousands(once)}/${thousands(LAPSE_OFFERS)}; lapsed twice: ${twiceEvents}; deals whose parties were told more than once: ${told.told_twice}`);
    console.log(`  'Offer lapsed' notifications: ${thousands(notices)} (2 per offer: ${thousands(2 * LAPSE_OFFERS)}), e-mails queued: ${thousands(Number(told.mails))}`);
    console.log(`  lapse jobs: ${thousands(Number(jobs.done))} done, ${jobs.retried} tried more than once, ${jobs.failed} failed${jobs.error ? `; last error: ${jobs.error.slice(0, 200)}` : ''}`);
    console.log(`  lateness after the deadline (deal record): p50 ${Number(late.p50).toFixed(1)} s, p95 ${Number(late.p95).toFixed(1)} s, max ${Number(late.max).toFixed(1)} s`);
    console.log(`  jobs the runners finished meanwhile: ${ran.map((r) => `${r.kind} ${thousands(Number(r.n))}`).join(', ')}; e-mails still queued after: ${thousands(queued)}`);
    if (canReadCpuTime) console.log(`  CPU in the ${seconds(wall)}: job runners ${seconds(cpu.runners)}, PostgreSQL ${seconds(cpu.postgres)} (of ${seconds(wall * availableParallelism())} the machine has)`);
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
  await recreateDatabase();
  const offers = await offersThroughApi();
  const lapse = await lapseAtOnce();
  console.log(`\n== Summary (${WORKERS} server processes x ${POOL_SIZE} database connections; ${availableParallelism()} cores; ${seconds(Date.now() - t0)} in all) ==`);
  console.log(
    `offers through the API, ${CONCURRENCY} connections: ${offers.rps.toFixed(0)} offers/s, p50 ${offers.p50.toFixed(1)} ms, p95 ${offers.p95.toFixed(1)} ms — ` +
      `not 2xx: ${offers.non2xx}, no answer: ${offers.failed}, offers written: ${thousands(offers.written)}/${thousands(offers.requests - offers.non2xx)}`,
  );
  const time = lapse.ms === null ? `not done in ${LAPSE_LIMIT_S} s (${thousands(lapse.lapsed)} lapsed)` : seconds(lapse.ms);
  const met = lapse.ms !== null && lapse.ms <= LAPSE_GOAL_S * 1000 && lapse.once === LAPSE_OFFERS && lapse.twice === 0;
  console.log(
    `lapse ${thousands(LAPSE_OFFERS)} offers: ${time} (goal ≤ ${LAPSE_GOAL_S} s) — lapsed once each: ${lapse.once}/${LAPSE_OFFERS}, twice: ${lapse.twice}   ${met ? 'goal met' : 'GOAL MISSED'}`,
  );
}

await main();
process.exit(0); // the pools and children are closed; nothing left should hold the process, but a benchmark must end
