// npm run bench:payments — on the local PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// it recreates fairlead_bench_payments on every run):
//   1. paid instalments per second through the API with webhooks: 32 charterers' browsers at once start a charge
//      (Pay into escrow), pay it on the simulated provider's checkout with a test card, and the provider's signed
//      webhook (delivered by the job queue to the webhook endpoint) puts the money in escrow. An instalment counts as
//      paid when it is `held`; its latency runs from the click to that moment. Two server processes, as deployed here.
//   2. the product's whole-ledger check (checkLedger) over 100,000 transfers.
// Both end with the ledger balanced (every currency sums to zero, no escrow below zero), or the run fails.
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { termsSchema } from '../common/charters/terms';
import { imoSequence, validVessel } from '../server/test/vessel-input';
import { percentile, pool, seconds, thousands } from './bench/deals-setup';
import { fillLedger, timeLedgerCheck } from './bench/ledger-volume';
import { apiCaller, localDatabaseUrl, recreateDatabase, serverEnvironment, startServer, stopProcess } from './bench/local-server';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'fairlead_bench_payments';
const PORT = Number(process.env.BENCH_PORT ?? 3402);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONCURRENCY = 32;
const DEALS = Number(process.env.BENCH_DEALS ?? 32); // one per charterer; each a 3-year time charter: 73 hire instalments
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 4);
const LEDGER_TRANSFERS = 100_000;
const PASSWORD = 'bench-payments-password-42';
const DAY = 86_400_000;

const dbUrl = localDatabaseUrl(BASE, DB_NAME);
const call = apiCaller(ORIGIN);
type Member = { id: string; cookie: string };

async function register(role: 'owner' | 'charterer', n: number): Promise<Member> {
  const { json, cookies } = await call('POST', '/api/accounts/register', {
    body: {
      name: `Bench ${role} ${n}`,
      email: `bench-pay-${role}-${n}@bench.example`,
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

const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const timeCharter = () =>
  termsSchema.parse({
    charterType: 'time',
    laycanFrom: day(30),
    laycanTo: day(33),
    currency: 'USD',
    cpForm: 'NYPE 2015',
    law: 'English law, London arbitration',
    remarks: '',
    deliveryPort: 'SGSIN',
    redeliveryPort: 'NLRTM',
    periodDays: 1_095,
    periodToleranceDays: 15,
    hirePerDay: 1_650_000,
    tradingLimits: 'Worldwide within Institute Warranty Limits',
  });

/** A charterer's deal with the owner, fixed and its charter party signed by both through the API: sealed, scheduled. */
async function sealedDeal(owner: Member, charterer: Member, vesselId: string): Promise<string> {
  const terms = timeCharter();
  const { json } = await call('POST', '/api/deals', { cookie: charterer.cookie, body: { vesselId, terms }, expect: 201 });
  const id = json.deal.id as string;
  const replyBy = new Date(Date.now() + 2 * 3_600_000).toISOString();
  await call('POST', `/api/deals/${id}/offers`, {
    cookie: owner.cookie,
    body: { kind: 'firm', terms, replyBy, replyZone: 'UTC', subjects: [] },
    expect: 201,
  });
  await call('POST', `/api/deals/${id}/accept`, { cookie: charterer.cookie, expect: 200 });
  await call('POST', `/api/deals/${id}/contract`, { cookie: owner.cookie, expect: 201 });
  for (const m of [owner, charterer])
    await call('POST', `/api/deals/${id}/contract/sign`, { cookie: m.cookie, body: { version: 1, password: PASSWORD, consent: true }, expect: 200 });
  return id;
}

async function payThroughApi(monitor: pg.Client) {
  console.log(
    `\n== 1. Paid instalments through the API with webhooks: ${CONCURRENCY} at once, ${WORKERS} server processes x ${POOL_SIZE} connections ==`,
  );
  const t0 = Date.now();
  const owner = await register('owner', 1);
  const charterers: Member[] = [];
  for (let n = 1; n <= DEALS; n++) charterers.push(await register('charterer', n));
  const ids = [owner.id, ...charterers.map((c) => c.id)];
  await monitor.query('UPDATE users SET email_verified = true WHERE id = ANY($1)', [ids]);
  await monitor.query('UPDATE profiles SET verified = true WHERE id = ANY($1)', [ids]);
  const nextImo = imoSequence(961_001);
  const work: { paymentId: string; charterer: Member }[] = [];
  let templateDeal = '';
  await pool(DEALS, 4, 600_000, async (i) => {
    const { json } = await call('POST', '/api/vessels', {
      cookie: owner.cookie,
      body: validVessel({ imo: nextImo(), name: `Bench Payer ${i + 1}` }),
      expect: 201,
    });
    const dealId = await sealedDeal(owner, charterers[i], json.vessel.id as string);
    templateDeal = dealId;
    const schedule = await call('GET', `/api/deals/${dealId}/payments`, { cookie: charterers[i].cookie, expect: 200 });
    for (const p of schedule.json.payments) work.push({ paymentId: p.id as string, charterer: charterers[i] });
  });
  console.log(
    `set up ${DEALS} sealed 3-year time charters (${thousands(work.length)} hire instalments) through the API in ${seconds(Date.now() - t0)}`,
  );

  const startedAt = new Map<string, number>();
  const apiMs: number[] = [];
  const begin = Date.now();
  await pool(work.length, CONCURRENCY, 900_000, async (i) => {
    const { paymentId, charterer } = work[i];
    const s = Date.now();
    startedAt.set(paymentId, s);
    const { json } = await call('POST', `/api/payments/${paymentId}/checkout`, {
      cookie: charterer.cookie,
      body: { idempotencyKey: `bench-${paymentId}`.replace(/-/g, '').slice(0, 60) },
      expect: 200,
    });
    const ref = (json.checkoutUrl as string).split('/').pop()!;
    await call('POST', `/api/simulated-provider/charges/${ref}/pay`, { cookie: charterer.cookie, body: { number: '4242424242424242' }, expect: 200 });
    apiMs.push(Date.now() - s);
  });
  // The provider's webhooks drain through the job queue.
  let held: { id: string; updated_at: Date }[] = [];
  for (const until = Date.now() + 120_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    held = (await monitor.query<{ id: string; updated_at: Date }>(`select id, updated_at from payments where status = 'held'`)).rows;
    if (held.length >= work.length) break;
  }
  if (held.length !== work.length) throw new Error(`${held.length} of ${work.length} instalments reached escrow`);
  const lastHeld = Math.max(...held.map((h) => h.updated_at.getTime()));
  const latency = held.map((h) => h.updated_at.getTime() - startedAt.get(h.id)!).sort((a, b) => a - b);
  apiMs.sort((a, b) => a - b);
  const perSecond = work.length / ((lastHeld - begin) / 1000);
  const charges = (await monitor.query<{ n: string }>(`select count(*) as n from payment_charges where status = 'succeeded'`)).rows[0].n;
  const escrow = (await monitor.query<{ s: string }>(`select coalesce(sum(amount), 0) as s from payments where status = 'held'`)).rows[0].s;
  console.log(
    `paid into escrow: ${thousands(work.length)} instalments (${charges} charges succeeded, each once), ${perSecond.toFixed(1)} paid instalments/s`,
  );
  console.log(
    `click to money held (API, provider, signed webhook via the queue): p50 ${percentile(latency, 0.5)} ms, p95 ${percentile(latency, 0.95)} ms`,
  );
  console.log(`the two API calls alone (checkout + pay): p50 ${percentile(apiMs, 0.5)} ms, p95 ${percentile(apiMs, 0.95)} ms`);
  return { templateDeal, escrow: Number(escrow), perSecond };
}

async function main() {
  await recreateDatabase(BASE, DB_NAME);
  const server = await startServer({
    ...serverEnvironment({ port: PORT, databaseUrl: dbUrl, workers: WORKERS, poolSize: POOL_SIZE }),
    DEMO_DATA: '0',
  });
  const monitor = new pg.Client({ connectionString: dbUrl });
  await monitor.connect();
  try {
    const paid = await payThroughApi(monitor);
    console.log(`\n== 2. The ledger check over ${thousands(LEDGER_TRANSFERS)} transfers ==`);
    const t0 = Date.now();
    const added = await fillLedger(monitor, LEDGER_TRANSFERS, paid.templateDeal);
    console.log(`wrote ${thousands(added)} more transfers in SQL, each through the database's guard trigger, in ${seconds(Date.now() - t0)}`);
    const { ms, check } = await timeLedgerCheck(dbUrl);
    const usd = check.currencies.find((c) => c.currency === 'USD')!;
    console.log(
      `checkLedger over ${thousands(check.transfers)} transfers: ${ms.toFixed(0)} ms (median of 3); USD accounts sum to ${usd.posted}, pending ${usd.pending}, escrows below zero ${usd.negativeGuarded}`,
    );
    const ok = check.currencies.every((c) => c.posted === 0 && c.pending === 0 && c.negativeGuarded === 0);
    console.log(
      `\nSummary: ${paid.perSecond.toFixed(1)} paid instalments/s through the API with webhooks; ledger check ${ms.toFixed(0)} ms at ${thousands(check.transfers)} transfers; ledger ${ok ? 'balanced' : 'NOT BALANCED'} (goal: balanced, every instalment held exactly once)`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await monitor.end();
    await stopProcess(server);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
