// npm run bench:dashboard — the back office's dashboard (#31, decision 041) on the benchmark's data: 100,000 ships,
// 1,000,000 charters and what the dashboard reads besides (scripts/bench/dashboard-data.ts), on a scratch database of
// the local PostgreSQL. Starts the server as production runs it, signs in as an admin and asks for the dashboard of
// each period one request at a time (as an admin's page does): first cold (the rollup of closed days emptied, so the
// request fills it), then warm. Prints the cold time and warm p50 and p95 per period and overall beside the goal,
// then the plan of each of its queries for 30 days: no full scan of a big table.
import { availableParallelism } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase, type DbOrTx } from '../server/db/client';
import { createAdmin } from '../server/modules/admin/users-service';
import { adminDashboard } from '../server/modules/admin/dashboard-service';
import { generateDashboardData } from './bench/dashboard-data';
import { localDatabaseUrl, serverEnvironment, startServer, stopProcess } from './bench/local-server';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const VESSELS = Number(process.env.BENCH_VESSELS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const PORT = 3460;
const GOAL_MS = 300;
const dialect = new PgDialect();
const BIG_TABLES = [
  'vessels',
  'charters',
  'deals',
  'offers',
  'payments',
  'ledger_transfers',
  'ledger_accounts',
  'deal_events',
  'cargo_orders',
  'payment_events',
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The plans of the dashboard's queries for `query`, and the full scans of big tables they contain. */
async function plans(db: DbOrTx, query: Parameters<typeof adminDashboard>[1]) {
  const asked: SQL[] = [];
  const recording = new Proxy(db, {
    get: (target, key) => {
      if (key !== 'execute') return Reflect.get(target, key);
      return (q: SQL) => {
        asked.push(q);
        return target.execute(q);
      };
    },
  });
  await adminDashboard(recording, query, new Date());
  const scans: string[] = [];
  const times: { ms: number; text: string }[] = [];
  for (const q of asked) {
    const { rows } = (await db.execute(sql`explain analyze ${q}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const lines = rows.map((r) => r['QUERY PLAN']);
    for (const line of lines) {
      const m = /Seq Scan on (\w+)/.exec(line);
      if (m && BIG_TABLES.includes(m[1])) scans.push(`${m[1]}: ${line.trim()}`);
    }
    const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
    times.push({ ms, text: dialect.sqlToQuery(q).sql.replace(/\s+/g, ' ').slice(0, 70) });
  }
  return { queries: asked.length, scans, times: times.sort((a, b) => b.ms - a.ms) };
}

async function main() {
  const dbUrl = localDatabaseUrl(BASE, 'fairlead_bench_dashboard');
  if (process.env.BENCH_REUSE !== '1') await generateDashboardData(BASE, dbUrl, VESSELS);
  const handle = await openDatabase({ url: dbUrl });
  await createAdmin(handle.db, null, { email: 'bench.admin@fairlead.example', password: 'bench-admin-pass-77', companyName: 'Bench' }).catch(
    () => {},
  );
  const origin = `http://127.0.0.1:${PORT}`;
  const env = serverEnvironment({ port: PORT, databaseUrl: dbUrl, workers: availableParallelism(), poolSize: 10 });
  // Production refuses to start without an SMTP server; nothing here sends mail, so an unanswered loopback port does.
  const server = await startServer({ ...env, SMTP_URL: env.SMTP_URL || 'smtp://127.0.0.1:2' });
  try {
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'bench.admin@fairlead.example', password: 'bench-admin-pass-77' }),
    });
    if (signIn.status !== 200) throw new Error(`admin sign-in: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const periods: [string, string][] = [
      ['7 days', 'period=7d'],
      ['30 days', 'period=30d'],
      ['12 months', 'period=12m'],
      ['custom, three years', `period=custom&from=${dayBefore(3 * 366 - 1)}&to=${dayBefore(0)}`],
    ];
    console.log(
      `\nGET /api/admin/dashboard per period: cold (the first request after emptying the rollup: it fills the period's closed days),` +
        ` then ${REQUESTS} warm requests one after another (after 3 not counted):`,
    );
    const all: number[] = [];
    for (const [name, q] of periods) {
      // Each period starts from an empty rollup, so its cold request computes every closed day it needs.
      await handle.db.execute(sql`delete from dashboard_days`);
      const times: number[] = [];
      let cold = 0;
      for (let i = 0; i < REQUESTS + 3; i++) {
        const t = performance.now();
        const res = await fetch(`${origin}/api/admin/dashboard?${q}`, { headers: { cookie, origin } });
        const body = (await res.json()) as { figures?: { fixtures: { current: number } } };
        if (res.status !== 200) throw new Error(`${q}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
        if (i === 0) cold = performance.now() - t;
        if (i >= 3) times.push(performance.now() - t);
        if (i === 0) console.log(`  ${name}: ${body.figures?.fixtures.current} fixtures in the period`);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      const p95 = percentile(times, 0.95);
      console.log(
        `  ${name.padEnd(22)} cold ${cold.toFixed(0).padStart(6)} ms   warm p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   goal p95 < ${GOAL_MS} ms: ${p95 < GOAL_MS ? 'met' : 'MISSED'}`,
      );
    }
    all.sort((a, b) => a - b);
    const p95 = percentile(all, 0.95);
    console.log(
      `  ${'all periods, warm'.padEnd(22)} p50 ${percentile(all, 0.5).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   goal p95 < ${GOAL_MS} ms: ${p95 < GOAL_MS ? 'met' : 'MISSED'}`,
    );

    const { queries, scans } = await plans(handle.db, { period: '30d' });
    console.log(`\nplans for 30 days: ${queries} queries, ${scans.length} full scans of a big table${scans.length ? ':' : ''}`);
    for (const s of scans) console.log(`  ${s}`);
    for (const period of ['30d', '12m'] as const) {
      const run = await plans(handle.db, { period });
      const total = run.times.reduce((n, x) => n + x.ms, 0);
      console.log(`\n${period}: the queries one after another take ${total.toFixed(0)} ms of execution in all; the longest:`);
      for (const x of run.times.slice(0, 5)) console.log(`  ${x.ms.toFixed(1).padStart(8)} ms  ${x.text}`);
    }
  } finally {
    await stopProcess(server);
    await handle.close();
  }
}

await main();
