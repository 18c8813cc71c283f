/**
 * `npm run bench:exports`: 1,000,000 audit rows exported through the real HTTP endpoint
 * (GET /api/admin/exports/audit.csv) of one server process on PostgreSQL, with the server's resident memory
 * sampled before and during the download, the time to the first byte and the total time, beside the goals (#31).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { createAdmin } from '../server/modules/admin/users-service';
import { processTree } from './bench/cpu-time';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const PORT = Number(process.env.BENCH_PORT ?? 3410);
const GOAL_TTFB_MS = 1000;
/** "Flat" memory: the download may not grow the server by more than this, whatever the table's size. */
const GOAL_RSS_GROWTH_MB = 100;
const ADMIN = { email: 'bench.exports@fairlead.example', password: 'bench-admin-pass-77', companyName: 'Bench' };

const dbUrl = (() => {
  const u = new URL(BASE);
  u.pathname = '/fairlead_bench_exports';
  return u.toString();
})();

const rssMb = (pid: number) => {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone */
    }
  }
  return kb / 1024;
};

async function generate() {
  const admin = new pg.Client({ connectionString: BASE });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS fairlead_bench_exports WITH (FORCE)');
  await admin.query('CREATE DATABASE fairlead_bench_exports');
  await admin.end();
  const handle = await openDatabase({ url: dbUrl }); // applies the migrations
  await createAdmin(handle.db, null, ADMIN);
  await handle.close();
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const t0 = Date.now();
  // Rows like the real ones, with text that needs quoting (commas, quotes) and a JSON before/after.
  await c.query(
    `INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, ip, user_agent, created_at)
     SELECT NULL, (ARRAY['payment.released','vessel.updated','user.suspended','deal.fixed'])[1 + g % 4], 'entity, "quoted" ' || (g % 50),
            g::text, jsonb_build_object('status', 'old', 'n', g), jsonb_build_object('status', 'new', 'note', 'a, "b"'),
            '10.0.' || (g % 250) || '.' || (g % 200), 'Mozilla/5.0 (bench)', now() - (g || ' seconds')::interval
     FROM generate_series(1, $1::int) g`,
    [ROWS],
  );
  await c.query('ANALYZE audit_log');
  await c.end();
  console.log(`generated ${ROWS.toLocaleString('en')} audit rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function main() {
  if (!process.env.BENCH_SKIP_GENERATE) await generate();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      WEB_CONCURRENCY: '1',
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATABASE_URL: dbUrl,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      LOG_LEVEL: 'warn',
      // Production requires a mail server; the export sends none.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PAYMENTS_PROVIDER: 'simulated',
      APP_URL: `http://localhost:${PORT}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`http://localhost:${PORT}/api/health`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (i > 600 || server.exitCode !== null) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const signIn = await fetch(`http://localhost:${PORT}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${PORT}` },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((x) => x.split(';')[0])
      .join('; ');
    // Settle after start-up, then read memory before the download.
    await new Promise((r) => setTimeout(r, 2000));
    const before = rssMb(server.pid!);
    let peak = before;
    // RSS against the bytes received so far: "along the download" is by how much of the file has gone, not by time.
    let received = 0;
    const samples: { bytes: number; rss: number }[] = [];
    const sampler = setInterval(() => {
      const now = rssMb(server.pid!);
      samples.push({ bytes: received, rss: now });
      peak = Math.max(peak, now);
    }, 50);
    const t0 = performance.now();
    const result = await new Promise<{ ttfb: number; total: number; bytes: number; lines: number; status: number }>((resolve, reject) => {
      const req = http.get({ host: 'localhost', port: PORT, path: '/api/admin/exports/audit.csv', headers: { cookie } }, (res) => {
        let ttfb = 0;
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          if (!ttfb) ttfb = performance.now() - t0;
          bytes += chunk.length;
          received = bytes;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        });
        res.on('end', () => resolve({ ttfb, total: performance.now() - t0, bytes, lines, status: res.statusCode ?? 0 }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
    clearInterval(sampler);
    if (result.status !== 200) throw new Error(`export answered ${result.status}`);
    const growth = peak - before;
    const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(`\nGET /api/admin/exports/audit.csv: ${ROWS.toLocaleString('en')} audit rows, one server process, PostgreSQL`);
    console.log(`  records (header + rows):  ${result.lines.toLocaleString('en')}   (${(result.bytes / 1024 / 1024).toFixed(1)} MB)`);
    console.log(`  time to first byte:       ${result.ttfb.toFixed(0)} ms   (goal < 1 s: ${mark(result.ttfb < GOAL_TTFB_MS)})`);
    console.log(
      `  total time:               ${(result.total / 1000).toFixed(1)} s   (${Math.round(ROWS / (result.total / 1000)).toLocaleString('en')} rows/s)`,
    );
    // Flat means it does not grow with the rows read: the RSS at each share of the file, then the peak against the start.
    const at = (f: number) => samples.find((x) => x.bytes >= result.bytes * f)?.rss ?? samples[samples.length - 1].rss;
    console.log(`  server RSS before:        ${before.toFixed(0)} MB`);
    console.log(
      `  server RSS along the download (10/25/50/75/100% of the bytes): ${[0.1, 0.25, 0.5, 0.75, 1].map((f) => at(f).toFixed(0)).join(' / ')} MB`,
    );
    console.log(`  server RSS peak during:   ${peak.toFixed(0)} MB`);
    console.log(
      `  growth (peak - before):   ${growth.toFixed(0)} MB   (goal flat, < ${GOAL_RSS_GROWTH_MB} MB: ${mark(growth < GOAL_RSS_GROWTH_MB)})`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
