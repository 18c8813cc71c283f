import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT } from '../../../common/messaging/mask';
import { dealParties } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

// A party downloads the whole thread with UTC times, for its files or an arbitrator (#29); nobody else can.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const company = async (member: Awaited<ReturnType<TestApp['signedIn']>>) => (await member.get('/api/accounts/me')).json.profile.companyName as string;

describe('a conversation exported as text', () => {
  it('gives a party every message, oldest first, with its UTC time and sender, contact details masked as on screen', async () => {
    const p = await dealParties(t);
    const id = (await p.charterer.post('/api/conversations', { vesselId: p.vesselId })).json.id as string;
    const [owner, charterer] = [await company(p.owner), await company(p.charterer)];
    // Whole seconds on the test clock, so the times below are exact.
    t.deps.clock.advance(1000 - (t.deps.clock.now().getTime() % 1000));
    const first = t.deps.clock.now();
    expect(
      (await p.charterer.post(`/api/conversations/${id}/messages`, { body: 'Is she free for grain in March?\nCall me on +44 7700 900123.' })).status,
    ).toBe(201);
    t.deps.clock.advance(90_000);
    expect((await p.owner.post(`/api/conversations/${id}/messages`, { body: 'Open Rotterdam 1 March.' })).status).toBe(201);

    const res = await p.charterer.get(`/api/conversations/${id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="fairlead-conversation-Aegean-Spirit-\d{4}-\d{2}-\d{2}\.txt"$/);
    const stamp = (d: Date) => `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)} UTC`;
    const second = new Date(first.getTime() + 90_000);
    expect(res.text).toContain(`Owner: ${owner}\nCharterer: ${charterer}\n`);
    expect(res.text).toContain('2 messages. Times are UTC.');
    expect(res.text).toContain(
      `[${stamp(first)}] ${charterer}:\n  Is she free for grain in March?\n  Call me on ${HIDDEN_CONTACT}.\n[${stamp(second)}] ${owner}:\n  Open Rotterdam 1 March.\n`,
    );
    expect(res.text).not.toContain('7700');
    // The owner gets the same thread.
    expect((await p.owner.get(`/api/conversations/${id}/export`)).text).toContain(`] ${owner}:\n  Open Rotterdam 1 March.\n`);
  });

  it('is the parties’ alone: anyone else is told it does not exist', async () => {
    const p = await dealParties(t);
    const id = (await p.charterer.post('/api/conversations', { vesselId: p.vesselId })).json.id as string;
    await p.charterer.post(`/api/conversations/${id}/messages`, { body: 'Private question about the holds.' });
    const stranger = await t.signedIn('charterer', { verified: true });
    const admin = await t.signedIn('admin');
    for (const other of [stranger, admin]) {
      const res = await other.get(`/api/conversations/${id}/export`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('holds');
    }
    expect((await t.agent().get(`/api/conversations/${id}/export`)).status).toBe(401);
  });
});
