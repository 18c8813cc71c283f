import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
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
});
