import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, devMail, jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { createJobRunner, enqueue, type JobHandlers } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.holdJobs();
});
afterAll(() => t.close());

const message = (to: string) => ({ to, subject: 'Laycan reminder', text: 'Your laycan opens on 3 March.' });
const runner = (handlers: Partial<JobHandlers>, extra: { pollMs?: number; batch?: number } = {}) =>
  createJobRunner({ db: t.db, log: t.deps.log, clock: t.deps.clock, handlers: handlers as JobHandlers, ...extra });
const jobsTo = async (to: string) => (await t.db.select().from(jobs)).filter((j) => (j.payload as { to?: string }).to === to);

describe('the job queue', () => {
  it('keeps a job only when the change that queued it commits, and runs it once', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueue(tx, 'mail.send', message('rolled-back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsTo('rolled-back@example.com')).toHaveLength(0);

    await t.db.transaction((tx) => enqueue(tx, 'mail.send', message('committed@example.com')));
    const sent: string[] = [];
    const r = runner({ 'mail.send': async (m) => void sent.push(m.to) });
    await r.runDue();
    await r.runDue();
    expect(sent.filter((to) => to === 'committed@example.com')).toHaveLength(1);
    const [job] = await jobsTo('committed@example.com');
    expect(job.doneAt).toBeInstanceOf(Date);
    expect(job.attempts).toBe(1);
  });

  it('queues the contact form’s mail in the request’s transaction, and the runner delivers it', async () => {
    const res = await t.agent().post('/api/site/contact', {
      name: 'Ines Duarte',
      email: 'ines@atlanticore.example',
      topic: 'chartering',
      message: 'Looking for a Kamsarmax, laycan 10-20 March, ECSA to China.',
    });
    expect(res.status).toBe(201);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'ines@atlanticore.example'))).toHaveLength(1);
    expect(await t.db.select().from(devMail).where(eq(devMail.to, 'ines@atlanticore.example'))).toHaveLength(0); // not sent in the request
    expect(await jobsTo('ines@atlanticore.example')).toHaveLength(1);
    await t.deps.jobs.runDue();
    expect(await t.db.select().from(devMail).where(eq(devMail.to, 'ines@atlanticore.example'))).toHaveLength(1);
  });

  it('tries a failing job again later, waiting longer each time, then keeps it as failed for an admin', async () => {
    await enqueue(t.db, 'mail.send', message('bounce@example.com'), { maxAttempts: 3 });
    const r = runner({
      'mail.send': async (m) => {
        if (m.to === 'bounce@example.com') throw new Error('550 mailbox unavailable');
      },
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await r.runDue();
      const [job] = await jobsTo('bounce@example.com');
      expect(job.attempts).toBe(attempt);
      expect(job.lastError).toBe('550 mailbox unavailable');
      if (attempt < 3) {
        waits.push(Math.round((job.runAt.getTime() - Date.now()) / 1000));
        await t.db
          .update(jobs)
          .set({ runAt: sql`now()` })
          .where(eq(jobs.id, job.id)); // time passes
      } else expect(job.failedAt).toBeInstanceOf(Date);
    }
    expect(waits).toEqual([5, 10]);
    await r.runDue();
    expect((await jobsTo('bounce@example.com'))[0].attempts).toBe(3); // failed jobs are not tried by themselves
  });

  it('runs a job that fell due while the server was stopped within five seconds of the next start', async () => {
    await enqueue(t.db, 'mail.send', message('overnight@example.com'), { runAt: new Date(Date.now() - 6 * 3600_000) });
    const sent: string[] = [];
    const r = runner({ 'mail.send': async (m) => void sent.push(m.to) }, { pollMs: 1000 });
    const started = Date.now();
    r.start();
    try {
      await expect.poll(() => sent.includes('overnight@example.com'), { timeout: 5000, interval: 50 }).toBe(true);
    } finally {
      await r.stop();
    }
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('takes a job back from a process that died holding it, once its lease is over', async () => {
    await enqueue(t.db, 'mail.send', message('orphan@example.com'));
    const [job] = await jobsTo('orphan@example.com');
    await t.db
      .update(jobs)
      .set({ attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(jobs.id, job.id));
    const sent: string[] = [];
    const r = runner({ 'mail.send': async (m) => void sent.push(m.to) });
    await r.runDue();
    expect(sent).not.toContain('orphan@example.com'); // still leased
    await t.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
    await r.runDue();
    expect(sent.filter((to) => to === 'orphan@example.com')).toHaveLength(1);
  });

  it('runs each of 300 jobs exactly once with two processes claiming at the same time', async () => {
    const to = (i: number) => `parallel-${i}@example.com`;
    await t.db.insert(jobs).values(Array.from({ length: 300 }, (_, i) => ({ kind: 'mail.send', payload: message(to(i)) })));
    const runs = new Map<string, number>();
    const handler = { 'mail.send': async (m: { to: string }) => void runs.set(m.to, (runs.get(m.to) ?? 0) + 1) };
    await Promise.all([runner(handler, { batch: 7 }).runDue(), runner(handler, { batch: 7 }).runDue()]);
    const mine = [...runs].filter(([k]) => k.startsWith('parallel-'));
    expect(mine).toHaveLength(300);
    expect(mine.filter(([, n]) => n !== 1)).toEqual([]);
  });

  it('hands the due jobs of a kind with a set handler over together, and runs them one by one when the set fails', async () => {
    const payloads = (n: number) => Array.from({ length: n }, (_, i) => ({ kind: 'deal.lapse-offer', payload: { offerId: `set-${i}` } }));
    await t.db.insert(jobs).values(payloads(5));
    const sets: string[][] = [];
    const batchHandlers = {
      'deal.lapse-offer': async (ps: { offerId: string }[]) => {
        sets.push(ps.map((p) => p.offerId).sort());
        if (ps.length > 1 && ps.some((p) => p.offerId === 'set-3')) throw new Error('set-3 is not due yet');
        if (ps.length === 1 && ps[0].offerId === 'set-3') throw new Error('set-3 is not due yet');
      },
    };
    await createJobRunner({ db: t.db, log: t.deps.log, clock: t.deps.clock, handlers: {} as JobHandlers, batchHandlers }).runDue();
    // First the five together; that failed, so each alone: four done, set-3 left to try again later.
    expect(sets[0]).toEqual(['set-0', 'set-1', 'set-2', 'set-3', 'set-4']);
    expect(sets.slice(1).map((s) => s.length)).toEqual([1, 1, 1, 1, 1]);
    const rows = (await t.db.select().from(jobs).where(eq(jobs.kind, 'deal.lapse-offer'))).filter((j) =>
      (j.payload as { offerId: string }).offerId.startsWith('set-'),
    );
    expect(
      rows
        .filter((j) => j.doneAt)
        .map((j) => (j.payload as { offerId: string }).offerId)
        .sort(),
    ).toEqual(['set-0', 'set-1', 'set-2', 'set-4']);
    const waiting = rows.find((j) => (j.payload as { offerId: string }).offerId === 'set-3')!;
    expect([waiting.doneAt, waiting.lastError]).toEqual([null, 'set-3 is not due yet']);
  });
});
