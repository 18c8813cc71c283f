// npm run bench:start — how long an existing data folder takes from `node` to serving requests, on the embedded
// database (#31: goal <= 1 s). The folder is seeded once with the demo marketplace (as `npm start` leaves it); then
// the server is started on it again and again, as production starts it (the bundle `npm run build` writes) and as
// the development command did (the sources through tsx), timing the first answer of /api/health and of a page.
// Wall time depends on what else the machine runs: the CPU time the process used until then is printed beside it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './bench/web-server';
import { stopProcess } from './bench/local-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const root = path.resolve(import.meta.dirname, '..');
const bundle = path.join(root, 'dist', 'server', 'index.mjs');
const GOAL_MS = 1000;

type Start = { healthMs: number; pageMs: number; cpuMs: number };

const ticksPerSecond = 100; // USER_HZ on Linux
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond; // utime + stime
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

async function startOnce(args: string[], dataDir: string): Promise<Start> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      S3_BUCKET: '',
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const deadline = started + 120_000;
    while (!(await answers(`${origin}/api/health`))) {
      if (performance.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start (${args.join(' ')})`);
      await new Promise((r) => setTimeout(r, 5));
    }
    const healthMs = performance.now() - started;
    const cpuMs = cpuMsOf(child.pid!);
    if (!(await answers(`${origin}/vessels`))) throw new Error('the vessels page did not answer');
    return { healthMs, pageMs: performance.now() - started, cpuMs };
  } finally {
    await stopProcess(child);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms: number) => `${Math.round(ms)} ms`.padStart(8);

async function measure(label: string, args: string[], dataDir: string) {
  const runs: Start[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await startOnce(args, dataDir));
  const health = median(runs.map((r) => r.healthMs));
  console.log(
    `${label.padEnd(28)} serving ${fmt(health)} (min ${fmt(Math.min(...runs.map((r) => r.healthMs)))})  first page ${fmt(median(runs.map((r) => r.pageMs)))}  CPU ${fmt(median(runs.map((r) => r.cpuMs)))}  ${health <= GOAL_MS ? 'goal met' : 'goal missed'}`,
  );
  return health;
}

if (!existsSync(bundle)) {
  console.error('No server bundle: run `npm run build` first.');
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'fairlead-bench-start-'));
try {
  console.log(`Seeding a data folder with the demo marketplace (the first start)…`);
  await startOnce([bundle], dataDir);
  console.log(`\nExisting data folder to serving requests, median of ${RUNS} starts (goal <= ${GOAL_MS} ms):`);
  const bundled = await measure('npm start (bundle)', ['--enable-source-maps', bundle], dataDir);
  await measure('bundle, no source maps', [bundle], dataDir);
  const sources = await measure('sources through tsx', ['--import', 'tsx', path.join(root, 'server', 'index.ts')], dataDir);
  console.log(`\nbundle / tsx: ${(bundled / sources).toFixed(2)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
