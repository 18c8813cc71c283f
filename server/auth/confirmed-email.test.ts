import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals, devMail, messages } from '../db/schema';
import { dealParties, voyageTerms } from '../test/deal-input';
import { createTestApp, type TestApp } from '../test/harness';
import { validVessel } from '../test/vessel-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Issue #24: an account whose e-mail address is not confirmed could message owners.
const REFUSAL = 'Confirm your e-mail address before contacting other members: we sent you a link.';

/** Opens the link from the confirmation mail, as the member does. */
async function confirmFromMail(email: string) {
  const [mail] = await t.db.select().from(devMail).where(eq(devMail.to, email));
  const token = /\/confirm-email\?token=(\S+)/.exec(mail.text)![1];
  expect((await t.agent().get(`/api/auth/verify-email?token=${token}`)).status).toBe(200);
}

describe('a confirmed e-mail address before contacting other members', () => {
  it('refuses a message from a charterer who has not confirmed, and sends it once they have', async () => {
    const p = await dealParties(t);
    const newcomer = await t.signedIn('charterer', { verified: true, confirmed: false });
    const opened = await newcomer.post('/api/conversations', { vesselId: p.vesselId });
    expect(opened.status).toBe(200);
    const conversationId = opened.json.id as string;

    const refused = await newcomer.post(`/api/conversations/${conversationId}/messages`, { body: 'Is she open for grain in March?' });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(REFUSAL);
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, conversationId))).toHaveLength(0);

    await confirmFromMail(newcomer.email);
    const sent = await newcomer.post(`/api/conversations/${conversationId}/messages`, { body: 'Is she open for grain in March?' });
    expect(sent.status).toBe(201);
  });

  it('refuses a reply from an owner who has not confirmed', async () => {
    const owner = await t.signedIn('owner', { verified: true, confirmed: false });
    const charterer = await t.signedIn('charterer', { verified: true });
    const vessel = await owner.post('/api/vessels', validVessel({ imo: '9074729', name: 'Nordic Tern' }));
    expect(vessel.status).toBe(201);
    const { id } = (await charterer.post('/api/conversations', { vesselId: vessel.json.vessel.id })).json;
    expect((await charterer.post(`/api/conversations/${id}/messages`, { body: 'Free in March?' })).status).toBe(201);

    const reply = await owner.post(`/api/conversations/${id}/messages`, { body: 'Yes, open Rotterdam.' });
    expect(reply.status).toBe(403);
    expect(reply.json.error.message).toBe(REFUSAL);
  });

  it('refuses an enquiry from a charterer who has not confirmed, and takes it once they have', async () => {
    const p = await dealParties(t);
    const newcomer = await t.signedIn('charterer', { verified: true, confirmed: false });
    const refused = await newcomer.post('/api/deals', { vesselId: p.vesselId, terms: voyageTerms(t) });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(REFUSAL);
    expect(await t.db.select().from(deals).where(eq(deals.chartererId, newcomer.id))).toHaveLength(0);

    await confirmFromMail(newcomer.email);
    expect((await newcomer.post('/api/deals', { vesselId: p.vesselId, terms: voyageTerms(t) })).status).toBe(201);
  });
});
