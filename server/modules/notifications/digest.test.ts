import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMail, notifications } from '../../db/schema';
import { dealParties, firm, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
/** The e-mail a member received, but the confirmation link every new member gets. */
const mailTo = async (email: string) =>
  (await t.db.select().from(devMail).where(eq(devMail.to, email))).filter((m) => !m.subject.startsWith('Confirm your e-mail'));
/** Time passes and the job runner does what fell due (twice: a digest job queues its e-mail as a job of its own). */
async function later(minutes: number) {
  t.deps.clock.advance(minutes * MINUTE);
  await t.deps.jobs.runDue();
  await t.deps.jobs.runDue();
}

async function talk() {
  const p = await dealParties(t);
  const id = (await p.charterer.post('/api/conversations', { vesselId: p.vesselId })).json.id as string;
  return { p, id };
}

describe('e-mail about messages and deals', () => {
  it('sends, by default, one digest of the messages still unread after 10 minutes, and only once', async () => {
    const { p, id } = await talk();
    await p.charterer.post(`/api/conversations/${id}/messages`, { body: 'Is she open in Piraeus early March?' });
    await later(2);
    await p.charterer.post(`/api/conversations/${id}/messages`, { body: 'We could load 50,000 t of wheat.' });
    expect(await mailTo(p.owner.email)).toEqual([]); // nothing at once
    await later(9); // the first is 11 minutes old, the second 9
    const first = await mailTo(p.owner.email);
    expect(first.map((m) => m.subject)).toEqual(['1 unread message - Fairlead']);
    expect(first[0].text).toContain('about Aegean Spirit: Is she open in Piraeus early March?');
    expect(first[0].text).not.toContain('50,000 t');
    await later(5); // the second comes of age: a digest of its own, the first not again
    const all = await mailTo(p.owner.email);
    expect(all.map((m) => m.subject)).toEqual(['1 unread message - Fairlead', '1 unread message - Fairlead']);
    expect(all[1].text).toContain('We could load 50,000 t of wheat.');
    expect(all[1].text).not.toContain('Piraeus');
    await later(30);
    expect(await mailTo(p.owner.email)).toHaveLength(2);
  });

  it('leaves out what was read within the 10 minutes', async () => {
    const { p, id } = await talk();
    await p.owner.post(`/api/conversations/${id}/messages`, { body: 'Open Rotterdam 1 March.' });
    await later(3);
    await p.charterer.post(`/api/conversations/${id}/read`);
    await later(15);
    expect(await mailTo(p.charterer.email)).toEqual([]);
  });

  it('mails each message at once, or never, as the reader chooses', async () => {
    const { p, id } = await talk();
    const bad = await p.owner.put('/api/notifications/mail-preferences', { deals: 'immediately', messages: 'sometimes' });
    expect([bad.status, bad.json.error.fields.messages]).toEqual([400, 'Choose immediately, in a digest, or off']);
    expect((await p.owner.put('/api/notifications/mail-preferences', { deals: 'immediately', messages: 'immediately' })).json.preferences).toEqual({
      deals: 'immediately',
      messages: 'immediately',
    });
    await p.charterer.post(`/api/conversations/${id}/messages`, { body: 'Can you send the Q88?' });
    const now = await mailTo(p.owner.email);
    expect(now.map((m) => m.subject)).toEqual([
      `New message from ${(await p.charterer.get('/api/accounts/me')).json.profile.companyName} - Fairlead`,
    ]);
    expect(now[0].text).toContain('> Can you send the Q88?');

    await p.owner.put('/api/notifications/mail-preferences', { deals: 'immediately', messages: 'off' });
    await p.charterer.post(`/api/conversations/${id}/messages`, { body: 'Any news?' });
    await later(20);
    expect(await mailTo(p.owner.email)).toHaveLength(1);
    expect((await p.owner.get('/api/notifications/mail-preferences')).json.preferences).toEqual({ deals: 'immediately', messages: 'off' });
  });

  it('puts deal news in the digest, or mails none, as chosen; the bell shows it either way', async () => {
    const p = await dealParties(t);
    await p.owner.put('/api/notifications/mail-preferences', { deals: 'digest', messages: 'digest' });
    await p.charterer.put('/api/notifications/mail-preferences', { deals: 'off', messages: 'off' });
    const dealId = await openDeal(t, p); // "New enquiry" for the owner
    await p.owner.post(`/api/deals/${dealId}/offers`, firm(t, voyageTerms(t))); // "Offer received" for the charterer
    expect(await mailTo(p.owner.email)).toEqual([]);
    await later(11);
    const digest = await mailTo(p.owner.email);
    expect(digest.map((m) => m.subject)).toEqual(['1 deal update - Fairlead']);
    expect(digest[0].text).toContain('- New enquiry: ');
    expect(await mailTo(p.charterer.email)).toEqual([]);
    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, p.charterer.id));
    expect(bell.map((n) => n.title)).toContain('Offer received');
  });
});
