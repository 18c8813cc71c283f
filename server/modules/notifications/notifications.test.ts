import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealParties, firm, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { sealedDeal } from '../../test/payment-input';
import { notify } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notifications', () => {
  it('lists only the caller’s notifications, newest first, with the unread count', async () => {
    const a = await t.signedIn('owner');
    const b = await t.signedIn('charterer');
    await notify(t.db, a.id, 'First', 'Older news');
    await new Promise((r) => setTimeout(r, 5));
    await notify(t.db, a.id, 'Second', 'Newer news');
    await notify(t.db, b.id, 'Other', 'Not for a');
    const list = await a.get('/api/notifications');
    expect(list.json.items.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
    expect(list.json.unread).toBe(2);
  });

  it('marks one as read, refuses another user’s as not found, and marks all', async () => {
    const a = await t.signedIn('owner');
    const b = await t.signedIn('owner');
    await notify(t.db, a.id, 'One', 'x');
    await notify(t.db, a.id, 'Two', 'y');
    await notify(t.db, b.id, 'Theirs', 'z');
    const [first] = (await a.get('/api/notifications')).json.items;
    const theirs = (await b.get('/api/notifications')).json.items[0];
    expect((await a.post(`/api/notifications/${first.id}/read`)).status).toBe(204);
    expect((await a.get('/api/notifications')).json.unread).toBe(1);
    expect((await a.post(`/api/notifications/${theirs.id}/read`)).status).toBe(404);
    expect((await b.get('/api/notifications')).json.unread).toBe(1);
    expect((await a.post('/api/notifications/read-all')).status).toBe(204);
    expect((await a.get('/api/notifications')).json.unread).toBe(0);
  });

  it('links each deal notification to its deal and names the ship (#25)', async () => {
    const p = await dealParties(t); // the ship is the Aegean Spirit
    const id = await openDeal(t, p);
    expect((await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t, { freightRate: 2_600 })))).status).toBe(201);
    type Item = { title: string; message: string; link: { path: string; label: string } | null };
    for (const who of [p.owner, p.charterer]) {
      const items: Item[] = (await who.get('/api/notifications')).json.items;
      expect(items.length).toBeGreaterThan(0);
      for (const n of items) {
        expect(n.link, n.title).toEqual({ path: `/app/deals/${id}`, label: 'Open the deal' });
        expect(n.message, n.title).toContain('Aegean Spirit');
      }
    }
  });

  it('names the ship in the notices of a fixture, its charter party and its payments, each linked to the deal (#25)', async () => {
    const { p, id } = await sealedDeal(t); // fixed, charter party signed by both, schedule drawn up
    type Item = { title: string; message: string; link: { path: string; label: string } | null };
    const items: Item[] = (await p.owner.get('/api/notifications')).json.items;
    expect(items.map((n) => n.title)).toEqual(expect.arrayContaining(['Fixed', 'Payment schedule drawn up']));
    for (const n of items) {
      expect(n.link?.path, n.title).toMatch(new RegExp(`^/app/deals/${id}(/payments)?$`));
      expect(n.message, n.title).toContain('Aegean Spirit');
    }
  });

  it('answers no link for a notice that leads nowhere', async () => {
    const a = await t.signedIn('owner');
    await notify(t.db, a.id, 'Plain', 'Nothing to open');
    expect((await a.get('/api/notifications')).json.items[0].link).toBeNull();
  });
});
