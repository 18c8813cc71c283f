import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { cards, payWithCard, sealedDeal } from '../test/payment-input';
import { enqueue } from './jobs';
import { createMetrics } from './metrics';

const TOKEN = 'metrics-token-for-the-test-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
});
afterAll(() => t.close());

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The Prometheus text format, line by line: every line is a comment or `name{labels} value`, or the test fails. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a metric line: ${line}`);
    const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return samples;
}

async function scrape() {
  const res = await t.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  const samples = parse(await res.text());
  /** The sample's value (0 when absent: a counter or gauge not yet set), matching every label given. */
  return (name: string, labels: Record<string, string> = {}) =>
    samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value ?? 0;
}

describe('GET /metrics', () => {
  it('refuses a scrape without the token, with another one, or with a session instead', async () => {
    const admin = await t.signedIn('admin');
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.request('/metrics', { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('fairlead_');
    }
    expect((await admin.get('/metrics')).status).toBe(401);
  });

  it('counts requests by route template, method and status, never by the path with its ids', async () => {
    const before = await scrape();
    const id = randomUUID();
    const anon = t.agent();
    for (let i = 0; i < 3; i++) expect((await anon.get(`/api/vessels/${id}`)).status).toBe(404);
    await anon.get('/api/health');
    const after = await scrape();
    const vessel = { route: '/api/vessels/:id', method: 'GET', status: '404' };
    expect(after('fairlead_http_requests_total', vessel) - before('fairlead_http_requests_total', vessel)).toBe(3);
    expect(after('fairlead_http_request_duration_seconds_count', vessel) - before('fairlead_http_request_duration_seconds_count', vessel)).toBe(3);
    const health = { route: '/api/health', method: 'GET', status: '200' };
    expect(after('fairlead_http_requests_total', health) - before('fairlead_http_requests_total', health)).toBe(1);
    const res = await t.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(await res.text()).not.toContain(id);
  });

  it('shows the job queue by kind, with the age of the oldest due job and the failed ones', async () => {
    t.holdJobs();
    try {
      const before = await scrape();
      // A kind nothing else in this file queues; run times on the server's clock, which other tests move.
      const kind = { kind: 'sanctions.rescreen' };
      const now = t.deps.clock.now().getTime();
      await enqueue(t.db, 'sanctions.rescreen', { listId: randomUUID() }, { runAt: new Date(now) });
      await enqueue(t.db, 'sanctions.rescreen', { listId: randomUUID() }, { runAt: new Date(now + 3_600_000) });
      await enqueue(t.db, 'sanctions.rescreen', { listId: randomUUID() }, { runAt: new Date(now - 600_000) });
      const [last] = await t.db
        .select({ id: jobs.id })
        .from(jobs)
        .orderBy(sql`${jobs.id} desc`)
        .limit(1);
      // The oldest one fails: it no longer counts as due (nor as the oldest).
      await t.db.update(jobs).set({ failedAt: new Date() }).where(eq(jobs.id, last.id));
      t.deps.clock.advance(90_000);
      const after = await scrape();
      // Three queued: one due, one in an hour (queued, not due), one failed (neither).
      expect(after('fairlead_jobs_queued', kind) - before('fairlead_jobs_queued', kind)).toBe(2);
      expect(after('fairlead_jobs_due', kind) - before('fairlead_jobs_due', kind)).toBe(1);
      expect(after('fairlead_jobs_failed', kind) - before('fairlead_jobs_failed', kind)).toBe(1);
      // Due since it was queued, 90 s ago on the server's clock; the failed one (10 minutes) is not counted.
      expect(after('fairlead_jobs_oldest_due_age_seconds', kind)).toBeGreaterThanOrEqual(90);
      expect(after('fairlead_jobs_oldest_due_age_seconds', kind)).toBeLessThan(100);
    } finally {
      t.resumeJobs();
    }
  });

  it('counts open event streams and e-mails sent', async () => {
    // Mail another test queued, come due since (its clock moved on), goes out first: only this test's is counted.
    await t.deps.jobs.runDue();
    const before = await scrape();
    const member = await t.signedIn('charterer');
    const stream = await member.open('/api/events');
    expect(stream.status).toBe(200);
    await t.deps.mailer.send({ to: 'someone@example.com', subject: 'Counted', text: 'Counted by the metrics.' });
    // The stream is counted once the server has opened it, and the sign-up's confirmation goes out from the job
    // queue: both a moment after the calls return, so the figures are polled until they settle.
    await expect.poll(async () => (await scrape())('fairlead_event_streams_open') - before('fairlead_event_streams_open')).toBe(1);
    const mails = { transport: 'dev-mailbox' };
    // The sign-up's confirmation e-mail and the one sent here.
    await expect.poll(async () => (await scrape())('fairlead_mails_sent_total', mails) - before('fairlead_mails_sent_total', mails)).toBe(2);
    await stream.body?.cancel();
    await expect.poll(async () => (await scrape())('fairlead_event_streams_open') - before('fairlead_event_streams_open')).toBe(0);
  });

  it('counts payments by state, and shows the ledger balanced (checked at most once a minute)', async () => {
    const before = await scrape();
    const { p, payments } = await sealedDeal(t);
    // A voyage charter's freight in two instalments (95% on loading, the balance), both scheduled.
    const sealed = await scrape();
    expect(sealed('fairlead_payments', { state: 'scheduled' }) - before('fairlead_payments', { state: 'scheduled' })).toBe(2);
    await payWithCard(p.charterer, payments[0].id, cards.ok);
    const paid = await scrape();
    expect(paid('fairlead_payments', { state: 'scheduled' }) - before('fairlead_payments', { state: 'scheduled' })).toBe(1);
    expect(paid('fairlead_payments', { state: 'held' }) - before('fairlead_payments', { state: 'held' })).toBe(1);
    // The ledger's figures are a minute old at most: the same until the clock moves past it.
    expect(paid('fairlead_ledger_transfers')).toBe(before('fairlead_ledger_transfers'));
    t.deps.clock.advance(61_000);
    const later = await scrape();
    expect(later('fairlead_ledger_transfers')).toBeGreaterThan(before('fairlead_ledger_transfers'));
    expect(later('fairlead_ledger_balanced')).toBe(1);
    expect(later('fairlead_ledger_posted_sum', { currency: 'USD' })).toBe(0);
  });

  it('shows the database pool and the process', async () => {
    const m = await scrape();
    if (t.kind === 'postgres') {
      expect(m('fairlead_db_pool_connections', { pool: 'main', state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(m('fairlead_db_pool_connections', { pool: 'main', state: 'waiting' })).toBe(0);
    } else {
      expect(m('fairlead_db_pool_connections', { pool: 'embedded', state: 'total' })).toBe(1);
    }
    expect(m('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(m('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });
});

describe('e-mails that fail', () => {
  it('are counted apart from those sent', async () => {
    const metrics = createMetrics();
    const failing = metrics.countMails({
      kind: 'smtp',
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
    });
    await expect(failing.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow('550');
    const text = await metrics.registry.metrics();
    expect(text).toContain('fairlead_mails_failed_total{transport="smtp"} 1');
    expect(text).not.toContain('fairlead_mails_sent_total{transport="smtp"} 1');
  });
});
