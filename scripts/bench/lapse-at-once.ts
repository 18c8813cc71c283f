// Part 2 of `npm run bench:deals`: 10,000 firm offers falling due at once, lapsed by two job-runner processes.
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { offerInputSchema, type OfferValues } from '../../common/charters/offers';
import { termsSchema } from '../../common/charters/terms';
import { openDatabase } from '../../server/db/client';
import { createClock } from '../../server/lib/clock';
import type { CurrentUser } from '../../server/lib/context';
import { sendOffer } from '../../server/modules/charters/deal-service';
import { canReadCpuTime, processTree, snapshot, usedSince } from './cpu-time';
import { dealShapes, writeFirmBids, writeNegotiations } from './deal-rows';
import { stopProcess } from './local-server';
import {
  ORIGIN,
  WORKERS,
  POOL_SIZE,
  LAPSE_OFFERS,
  PRODUCT_BIDS,
  LAPSE_LIMIT_S,
  DAY,
  MINUTE,
  dbUrl,
  serverEnv,
  voyageTerms,
  seconds,
  thousands,
  machineBusyMs,
  others,
  pool,
} from './deals-setup';
import { backends } from './deals-backends';

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
  const { rows: fleet } = await c.query<{ id: string; owner_id: string }>(
    "SELECT id, owner_id FROM vessels WHERE name LIKE 'Lapse Vessel %' ORDER BY name",
  );
  const deals = await writeNegotiations(
    c,
    Array.from({ length: LAPSE_OFFERS }, (_, i) => ({
      vesselId: fleet[i % owners].id,
      ownerId: fleet[i % owners].owner_id,
      chartererId: `lc${1 + (i % charterers)}`,
    })),
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
    const input: OfferValues = offerInputSchema.parse({
      ...bid,
      subjects: [{ text: subject.text, party: 'charterer', liftBy: subject.liftBy.toISOString() }],
    });
    await pool(Math.min(PRODUCT_BIDS, deals.length), 8, 120_000, async (i) => {
      const id = deals[i].chartererId;
      const n = id.slice(2);
      const user: CurrentUser = {
        id,
        email: `lapse-charterer${n}@bench.example`,
        name: `Lapse Charterer ${n}`,
        role: 'charterer',
        verified: true,
        companyName: `Lapse Charterers ${n}`,
      };
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

  const shapes = await dealShapes(
    c,
    deals.map((d) => d.id),
  );
  const product = await dealShapes(
    c,
    deals.slice(0, PRODUCT_BIDS).map((d) => d.id),
  );
  if (shapes.length !== 1 || product.length !== 1 || shapes[0].shape !== product[0].shape) {
    throw new Error(`the deals written in SQL differ from those sendOffer wrote:\n${shapes.map((s) => `  ${s.n} x ${s.shape}`).join('\n')}`);
  }
  console.log(`every deal has the rows sendOffer writes: ${shapes[0].shape}`);
  const { rows } = await c.query<{ live: string; jobs: string }>(
    `SELECT (SELECT count(*) FROM offers WHERE kind = 'firm' AND status = 'live' AND reply_by = $1) AS live,
            (SELECT count(*) FROM jobs WHERE kind = 'deal.lapse-offer' AND done_at IS NULL AND run_at = $1) AS jobs`,
    [deadline],
  );
  if (Number(rows[0].live) !== LAPSE_OFFERS || Number(rows[0].jobs) !== LAPSE_OFFERS)
    throw new Error(`expected ${LAPSE_OFFERS} live firm offers and lapse jobs, found ${rows[0].live} and ${rows[0].jobs}`);
}

type Worker = {
  child: ChildProcess;
  pid: number;
  send: (m: object) => void;
  next: (type: string) => Promise<Record<string, unknown>>;
  logLines: number;
};

/** A job-runner process (scripts/bench/lapse-worker.ts) with the server's environment; its log is shown (the first lines) and counted. */
async function startWorker(name: string): Promise<Worker> {
  const child = fork(path.join(import.meta.dirname, 'lapse-worker.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
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

export async function lapseAtOnce(): Promise<LapseResult> {
  console.log(
    `\n== 2. ${thousands(LAPSE_OFFERS)} firm offers falling due at once: ${WORKERS} job-runner processes x ${POOL_SIZE} database connections ==`,
  );
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
    const drained = await Promise.all(
      workers.map(async (w) => {
        const done = w.next('drained');
        w.send({ type: 'drain' });
        return Number((await done).ran);
      }),
    );
    const mails = drained.reduce((a, b) => a + b, 0);
    console.log(
      `e-mail backlog from before the deadline: ${thousands(mails)} jobs run in ${seconds(Date.now() - tDrain)} (${(mails / ((Date.now() - tDrain) / 1000)).toFixed(0)}/s; not counted)`,
    );

    // The deadline, as the server meets it: the runners' clocks move to it (the rule the handler applies) and the jobs
    // are made due by the database's clock as well. Left at the deadline half an hour ahead of the database's now(),
    // the jobs would queue behind the e-mails the lapses send (due at now()), which does not happen once the real
    // clock has reached the deadline. Then a VACUUM ANALYZE, as autovacuum would have run in the half hour.
    await c.query("UPDATE jobs SET run_at = now() WHERE kind = 'deal.lapse-offer' AND done_at IS NULL AND failed_at IS NULL");
    await c.query('VACUUM ANALYZE');

    // Every runner's clock moves to the deadline, and its runner starts, as a server's does: the clock starts now.
    const pids = () => workers.flatMap((w) => processTree(w.pid));
    const [pgBefore, runnersBefore, busyBefore] = [snapshot(await backends(c)), snapshot(pids()), machineBusyMs()];
    const {
      rows: [{ at: dbStart }],
    } = await c.query<{ at: Date }>('SELECT clock_timestamp() AS at');
    const started = performance.now();
    await Promise.all(
      workers.map(async (w) => {
        const ok = w.next('started');
        w.send({ type: 'go', at: deadline.toISOString() });
        await ok;
      }),
    );
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
    const pendingLapseJobs = async () =>
      Number((await c.query("SELECT count(*) AS n FROM jobs WHERE kind = 'deal.lapse-offer' AND done_at IS NULL AND failed_at IS NULL")).rows[0].n);
    for (let i = 0; i < 100 && ms !== null && (await pendingLapseJobs()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
    const { rows: ran } = await c.query<{ kind: string; n: string }>(
      'SELECT kind, count(*) AS n FROM jobs WHERE done_at BETWEEN $1 AND clock_timestamp() GROUP BY 1 ORDER BY 1',
      [dbStart],
    );
    const queued = Number(
      (await c.query("SELECT count(*) AS n FROM jobs WHERE kind = 'mail.send' AND done_at IS NULL AND failed_at IS NULL")).rows[0].n,
    );
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
    const once = Number(
      (
        await q(`SELECT count(*) AS n FROM offers o WHERE o.kind = 'firm' AND o.status = 'lapsed'
      AND (SELECT count(*) FROM deal_events e WHERE e.offer_id = o.id AND e.event = 'lapse_offer') = 1`)
      ).n,
    );
    const twiceEvents = Number(
      (await q("SELECT count(*) AS n FROM (SELECT offer_id FROM deal_events WHERE event = 'lapse_offer' GROUP BY 1 HAVING count(*) > 1) x")).n,
    );
    const told = await q(`SELECT count(*) AS deals, count(*) FILTER (WHERE n > 2) AS told_twice, coalesce(sum(n), 0) AS mails FROM (
      SELECT substring(payload->>'text' from '/app/deals/([0-9a-f-]{36})') AS deal, count(*) AS n FROM jobs
      WHERE kind = 'mail.send' AND payload->>'subject' = 'Offer lapsed - Fairlead' GROUP BY 1) x`);
    const notices = Number((await q("SELECT count(*) AS n FROM notifications WHERE title = 'Offer lapsed'")).n);
    const jobs = await q(`SELECT count(*) FILTER (WHERE done_at IS NOT NULL) AS done, count(*) FILTER (WHERE attempts > 1) AS retried,
      count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed, max(last_error) AS error FROM jobs WHERE kind = 'deal.lapse-offer'`);
    const late =
      await q(`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY s) AS p50, percentile_cont(0.95) WITHIN GROUP (ORDER BY s) AS p95, max(s) AS max
      FROM (SELECT extract(epoch FROM e.at - o.reply_by) AS s FROM deal_events e JOIN offers o ON o.id = e.offer_id WHERE e.event = 'lapse_offer') x`);
    const twice = twiceEvents + Number(told.told_twice);
    console.log(
      `  lapsed once each: ${thousands(once)}/${thousands(LAPSE_OFFERS)}; lapsed twice: ${twiceEvents}; deals whose parties were told more than once: ${told.told_twice}`,
    );
    console.log(
      `  'Offer lapsed' notifications: ${thousands(notices)} (2 per offer: ${thousands(2 * LAPSE_OFFERS)}), e-mails queued: ${thousands(Number(told.mails))}`,
    );
    console.log(
      `  lapse jobs: ${thousands(Number(jobs.done))} done, ${jobs.retried} tried more than once, ${jobs.failed} failed${jobs.error ? `; last error: ${jobs.error.slice(0, 200)}` : ''}`,
    );
    console.log(
      `  lateness after the deadline (deal record): p50 ${Number(late.p50).toFixed(1)} s, p95 ${Number(late.p95).toFixed(1)} s, max ${Number(late.max).toFixed(1)} s`,
    );
    console.log(
      `  jobs the runners finished meanwhile: ${ran.map((r) => `${r.kind} ${thousands(Number(r.n))}`).join(', ')}; e-mails queued when the runners were stopped: ${thousands(queued)} (not part of the goal)`,
    );
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
