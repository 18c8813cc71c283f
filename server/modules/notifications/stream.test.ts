import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealParties, firm, openDeal, voyageTerms } from '../../test/deal-input';
import { bootstrap } from '../../bootstrap';
import { createTestApp, ORIGIN, testConfig, type TestApp } from '../../test/harness';
import { readEvents } from '../../test/sse';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the event stream', () => {
  it('refuses a stranger', async () => {
    const res = await t.agent().open('/api/events');
    expect(res.status).toBe(401);
  });

  it('tells each member only of their own deals and notifications, and replays what a reconnecting tab missed', async () => {
    const p = await dealParties(t);
    const stranger = await t.signedIn('charterer', { verified: true });
    const admin = await t.signedIn('admin');
    const owner = readEvents(await p.owner.open('/api/events'));
    const others = [readEvents(await stranger.open('/api/events')), readEvents(await admin.open('/api/events'))];
    for (const s of [owner, ...others]) expect((await s.next()).event).toBe('ready');

    const id = await openDeal(t, p); // the charterer's enquiry reaches the owner, and opens the deal's thread
    const got = await owner.drain();
    expect(got.map((e) => e.event).sort()).toEqual(['conversation', 'deal', 'notification']);
    expect(got.find((e) => e.event === 'deal')!.data).toEqual({ dealId: id });
    expect(got.find((e) => e.event === 'notification')!.data).toEqual({ unread: 1 });
    for (const s of others) expect(await s.drain(300)).toEqual([]);
    const lastSeen = got.at(-1)!.id!;
    await owner.close();

    // While the owner's tab is away, the owner answers from another tab and the charterer counters.
    await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t)));
    await p.charterer.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t, { freightRate: 2_300 })));
    const back = readEvents(await p.owner.open('/api/events', { 'last-event-id': lastSeen }));
    const ready = await back.next();
    expect([ready.event, ready.data]).toEqual(['ready', { resumedFrom: Number(lastSeen) }]);
    const missed = await back.drain();
    // Own offer: the deal moved; the counter: the deal moved and a notification (the second unread).
    expect(missed.map((e) => e.event)).toEqual(['deal', 'deal', 'notification']);
    expect(missed.at(-1)!.data).toEqual({ unread: 2 });
    const ids = missed.map((e) => Number(e.id));
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBeGreaterThan(Number(lastSeen));
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b)); // increasing, none twice
    for (const s of [back, ...others]) await s.close();
  });

  it('ends the stream when the member signs out', async () => {
    const member = await t.signedIn('owner');
    const s = readEvents(await member.open('/api/events'));
    expect((await s.next()).event).toBe('ready');
    await member.post('/api/auth/sign-out');
    expect((await s.next(3000)).event).toBe('bye');
    expect(await s.endsWithin(3000)).toBe(true);
  });

  // Two server processes on one PostgreSQL: the second is a whole app of its own (its own pools, hub and LISTEN
  // connection) on this test's database. On PGlite there is only ever one process.
  it.skipIf(!process.env.TEST_DATABASE_URL)('carries an event committed in one process to a stream held by another', async () => {
    const other = await bootstrap(testConfig({ databaseUrl: t.databaseUrl }), { streamHeartbeatMs: 250 });
    try {
      const p = await dealParties(t);
      const conversation = (await p.charterer.post('/api/conversations', { vesselId: p.vesselId })).json.id;
      // The owner's tab is connected to the other process.
      const res = await other.app.app.request('/api/events', {
        headers: { origin: ORIGIN, cookie: [...p.owner.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      const s = readEvents(res);
      expect((await s.next()).event).toBe('ready');
      const sent = await p.charterer.post(`/api/conversations/${conversation}/messages`, { body: 'Sent through the first process' });
      const got = await s.next(5000);
      expect([got.event, got.data]).toEqual(['message', { conversationId: conversation, messageId: sent.json.message.id }]);
      await s.close();
    } finally {
      await other.close();
    }
  });
});
