// What both parts of `npm run bench:deals` share: its knobs, the server it starts, terms, and how figures are printed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { canReadCpuTime } from './cpu-time';
import { apiCaller, localDatabaseUrl, serverEnvironment } from './local-server';

export const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DB_NAME = 'fairlead_bench_deals';
export const PORT = Number(process.env.BENCH_PORT ?? 3401);
export const ORIGIN = `http://127.0.0.1:${PORT}`;
export const CONCURRENCY = 32;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
export const WARM_UP_SECONDS = 8;
// The server as bench:search deploys it on this machine: a process per core, 4 database connections each.
export const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
export const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 4);
/** Open deals the counters go round (each pass over them flips whose turn it is). */
export const DEALS = Number(process.env.BENCH_DEALS ?? 1000);
export const CHARTERERS = 16;
export const FLEET = 4;
export const LAPSE_OFFERS = Number(process.env.BENCH_LAPSE_OFFERS ?? 10_000);
/** Of those, sent through the product's sendOffer (the rest written in SQL that mirrors it). */
export const PRODUCT_BIDS = 100;
export const LAPSE_GOAL_S = 30;
/** Give up waiting for the lapses after this long (the goal is 30 s). */
export const LAPSE_LIMIT_S = Number(process.env.BENCH_LAPSE_LIMIT ?? 150);
export const PASSWORD = 'bench-deals-password-42';
export const DAY = 86_400_000;
export const MINUTE = 60_000;

export const dbUrl = localDatabaseUrl(BASE, DB_NAME);
/** The environment of a server process (and of the job runners of part 2). */
export const serverEnv = serverEnvironment({ port: PORT, databaseUrl: dbUrl, workers: WORKERS, poolSize: POOL_SIZE });
export const call = apiCaller(ORIGIN);

// ---------------------------------------------------------------------------------------------------------------
// Terms, as server/test/deal-input.ts states them (grain from Rotterdam to Alexandria), laycan a month out.

export const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
export const voyageTerms = (overrides: Record<string, unknown> = {}) => ({
  charterType: 'voyage',
  laycanFrom: dayFrom(30),
  laycanTo: dayFrom(35),
  currency: 'USD',
  cpForm: 'GENCON 1994',
  law: 'English law, London arbitration',
  remarks: '',
  cargo: 'Wheat in bulk',
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLOO',
  loadPort: 'NLRTM',
  dischargePort: 'EGALY',
  freightBasis: 'per_tonne',
  freightRate: 2_450,
  loadRateTpd: 10_000,
  dischargeRateTpd: 8_000,
  laytimeTerms: 'SHINC',
  demurragePerDay: 2_500_000,
  despatchPerDay: 1_250_000,
  voyageDays: 20,
  ...overrides,
});
export const indication = (terms: Record<string, unknown>) => ({ kind: 'indication', terms, replyBy: '', replyZone: 'UTC', subjects: [] });

// ---------------------------------------------------------------------------------------------------------------
// Figures

export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN);
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const thousands = (n: number) => n.toLocaleString('en-US');

export const ticksPerSecond = canReadCpuTime ? Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) : 100;
/** CPU time (ms) the whole machine has been busy, from /proc/stat: what this benchmark did not use was other work's. */
export function machineBusyMs(): number {
  if (!canReadCpuTime) return 0;
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return ((user + nice + system + irq + softirq + (steal || 0)) * 1000) / ticksPerSecond;
}
export const others = (busyBefore: number, ours: number) => Math.max(0, machineBusyMs() - busyBefore - ours);

export type Member = { id: string; cookie: string };

/** Registers through the API (which signs the member in); the e-mail confirmation and the company's verification are set in SQL, as the tests' harness does. */
export async function register(role: 'owner' | 'charterer', n: number): Promise<Member> {
  const email = `bench-${role}-${n}@bench.example`;
  const { json, cookies } = await call('POST', '/api/accounts/register', {
    body: {
      name: `Bench ${role} ${n}`,
      email,
      company: `Bench ${role} company ${n}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      accountType: role,
      agreeTerms: true,
    },
    expect: 201,
  });
  return { id: json.profile.id as string, cookie: cookies.map((c) => c.split(';')[0]).join('; ') };
}

/** Runs `task(i)` for i in [0, count) with `concurrency` at a time; stops with an error past `limitMs`. */
export async function pool(count: number, concurrency: number, limitMs: number, task: (i: number) => Promise<void>) {
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
