import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, jobs, sessions, verifications } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { readEvents } from '../test/sse';
import { housekeepingJobHandlers, nextHousekeepingAt, pruneOperationalRows, scheduleHousekeeping } from './housekeeping';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.holdJobs();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const mail = (tag: string) => ({ to: `${tag}@example.com`, subject: 'Laycan reminder', text: 'Your laycan opens on 3 March.' });

describe('housekeeping', () => {
  it('removes finished jobs, old events and expired sessions after their retention, and keeps everything younger', async () => {
    const member = await t.signedIn('owner');
    await t.db.insert(jobs).values([
      { kind: 'mail.send', payload: mail('done-15d'), doneAt: daysAgo(15) },
      { kind: 'mail.send', payload: mail('done-13d'), doneAt: daysAgo(13) },
      { kind: 'mail.send', payload: mail('failed-91d'), failedAt: daysAgo(91) },
      { kind: 'mail.send', payload: mail('failed-89d'), failedAt: daysAgo(89) },
      // Waiting for a long time (a deadline far back, servers down): never removed, however old.
      { kind: 'mail.send', payload: mail('waiting-200d'), runAt: daysAgo(200), createdAt: daysAgo(200) },
    ]);
    // More old finished jobs than one batch removes, so the batches must go on until none is left.
    await t.db.execute(sql`insert into jobs (kind, payload, done_at)
      select 'mail.send', jsonb_build_object('to', 'bulk-' || n || '@example.com'), ${daysAgo(20).toISOString()}::timestamptz from generate_series(1, 5003) n`);
    // Event ids follow time: this file's other events (younger) are cleared so the old one is the oldest id.
    await t.db.delete(events);
    await t.db.insert(events).values([
      { userId: 'housekeeping-user', kind: 'deal', data: { dealId: 'old' }, createdAt: daysAgo(31) },
      { userId: 'housekeeping-user', kind: 'deal', data: { dealId: 'recent' }, createdAt: daysAgo(29) },
    ]);
    await t.db.insert(sessions).values([
      { id: 'hk-expired-2d', token: 'hk-expired-2d', userId: member.id, expiresAt: daysAgo(2) },
      { id: 'hk-expired-12h', token: 'hk-expired-12h', userId: member.id, expiresAt: new Date(NOW.getTime() - DAY / 2) },
      { id: 'hk-valid', token: 'hk-valid', userId: member.id, expiresAt: new Date(NOW.getTime() + DAY) },
    ]);
    await t.db.insert(verifications).values([
      { id: 'hk-token-old', identifier: 'reset:hk', value: 'a', expiresAt: daysAgo(3) },
      { id: 'hk-token-new', identifier: 'reset:hk', value: 'b', expiresAt: new Date(NOW.getTime() + DAY) },
    ]);

    const removed = await pruneOperationalRows(t.db, NOW);

    const tags = (await t.db.select({ payload: jobs.payload }).from(jobs)).map((j) => (j.payload as { to?: string }).to ?? '');
    expect(tags.filter((to) => to.startsWith('bulk-'))).toEqual([]);
    expect(tags.filter((to) => /^(done|failed|waiting)-/.test(to)).sort()).toEqual([
      'done-13d@example.com',
      'failed-89d@example.com',
      'waiting-200d@example.com',
    ]);
    const kept = await t.db.select({ data: events.data }).from(events).where(eq(events.userId, 'housekeeping-user'));
    expect(kept.map((e) => e.data)).toEqual([{ dealId: 'recent' }]);
    const sessionIds = (await t.db.select({ id: sessions.id }).from(sessions)).map((s) => s.id).filter((id) => id.startsWith('hk-'));
    expect(sessionIds.sort()).toEqual(['hk-expired-12h', 'hk-valid']);
    const tokens = await t.db.select({ id: verifications.id }).from(verifications).where(eq(verifications.identifier, 'reset:hk'));
    expect(tokens.map((v) => v.id)).toEqual(['hk-token-new']);
    expect(removed).toEqual({ doneJobs: 5004, failedJobs: 1, events: 1, sessions: 1, verifications: 1 });

    // Months on, every event is old: the newest stays, since the oldest id kept is how a reconnecting tab learns of
    // the pruning.
    await pruneOperationalRows(t.db, new Date(NOW.getTime() + 100 * DAY));
    const left = await t.db.select({ data: events.data }).from(events);
    expect(left.map((e) => e.data)).toEqual([{ dealId: 'recent' }]);
    expect(removed.events).toBe(1);
  });

  it('runs daily at 03:00 UTC, queued once however many servers start, and queues the next run when it ends', async () => {
    // Worked examples: before 03:00 it is today's, from 03:00 on tomorrow's.
    expect(nextHousekeepingAt(new Date('2026-11-28T02:59:59Z')).toISOString()).toBe('2026-11-28T03:00:00.000Z');
    expect(nextHousekeepingAt(new Date('2026-11-28T03:00:00Z')).toISOString()).toBe('2026-11-29T03:00:00.000Z');
    expect(nextHousekeepingAt(new Date('2026-12-31T22:15:00Z')).toISOString()).toBe('2027-01-01T03:00:00.000Z');

    const waiting = () =>
      t.db
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(and(eq(jobs.kind, 'housekeeping.prune'), sql`${jobs.doneAt} is null and ${jobs.failedAt} is null`));
    const start = new Date('2027-03-01T10:00:00Z');
    // Two servers starting together.
    await Promise.all([scheduleHousekeeping(t.db, start), scheduleHousekeeping(t.db, start)]);
    expect((await waiting()).map((j) => j.runAt.toISOString())).toEqual(['2027-03-02T03:00:00.000Z']);

    // The run at 03:00 on the 2nd: it queues the 3rd's; run again (a retry), it queues nothing more.
    const at = new Date('2027-03-02T03:00:00.250Z');
    const handlers = housekeepingJobHandlers({ db: t.db, clock: { now: () => at, advance: () => undefined }, log: t.deps.log });
    await handlers['housekeeping.prune']();
    await handlers['housekeeping.prune']();
    expect((await waiting()).map((j) => j.runAt.toISOString()).sort()).toEqual(['2027-03-02T03:00:00.000Z', '2027-03-03T03:00:00.000Z']);
  });

  it('tells a tab whose missed events were pruned to read everything again, and a quiet member’s tab only what is new', async () => {
    const quiet = await t.signedIn('charterer');
    /** The first event a tab of the member gets, opening (or coming back from `lastEventId`); the tab then closes. */
    const firstEvent = async (lastEventId?: string) => {
      const tab = readEvents(await quiet.open('/api/events', lastEventId ? { 'last-event-id': lastEventId } : undefined));
      const first = await tab.next();
      await tab.close();
      return first;
    };
    const ready = await firstEvent();
    expect(ready.event).toBe('ready');
    // Nothing pruned since: the tab comes back and is replayed (nothing), not reset.
    expect((await firstEvent(ready.id!)).event).toBe('ready');

    // Events after the tab's last one are pruned (two months on), newer ones kept: it cannot be replayed in full.
    const [{ id: pruned }] = await t.db
      .insert(events)
      .values({ userId: quiet.id, kind: 'deal', data: { dealId: 'x' } })
      .returning({ id: events.id });
    await t.db.insert(events).values({ userId: 'someone-else', kind: 'deal', data: { dealId: 'y' } });
    await t.db.delete(events).where(sql`${events.id} <= ${pruned}`);
    expect((await firstEvent(ready.id!)).event).toBe('reset');

    // A fresh tab of a member whose events are all gone starts after the oldest kept, so its own resumption replays.
    const start = await firstEvent();
    expect(start.event).toBe('ready');
    expect((await firstEvent(start.id!)).event).toBe('ready');
  });
});
