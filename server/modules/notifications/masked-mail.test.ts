import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMail } from '../../db/schema';
import { dealParties, firm, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

// #24: e-mails quoted the raw text of a message whose contact details the thread hides until the deal is fixed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOTICE = '[contact details hidden until the deal is fixed]';
const BODY = 'Write to ops [at] aegean-bulk [dot] gr or call +30 694 512 3456, or see hxxps://aegean-bulk.gr/q88';
/** What must not reach an inbox before fixture: each contact detail of BODY, in part. */
const LEAKS = ['aegean-bulk', '694 512', 'q88', 'hxxps'];

const mailTo = async (email: string) =>
  (await t.db.select().from(devMail).where(eq(devMail.to, email))).filter((m) => !m.subject.startsWith('Confirm your e-mail'));
async function later(minutes: number) {
  t.deps.clock.advance(minutes * 60_000);
  await t.deps.jobs.runDue();
  await t.deps.jobs.runDue();
}
async function talk() {
  const p = await dealParties(t);
  const id = (await p.charterer.post('/api/conversations', { vesselId: p.vesselId })).json.id as string;
  return { p, id };
}
const expectMasked = (text: string) => {
  for (const leak of LEAKS) expect(text).not.toContain(leak);
  expect(text).toContain(NOTICE);
};

describe('e-mails about messages hide what the thread hides (#24)', () => {
  it('a new-message e-mail quotes the masked text until the deal is fixed, the words as written after', async () => {
    const { p, id } = await talk();
    await p.owner.put('/api/notifications/mail-preferences', { deals: 'off', messages: 'immediately' });
    await p.charterer.post(`/api/conversations/${id}/messages`, { body: BODY });
    const [before] = await mailTo(p.owner.email);
    expect(before.subject).toMatch(/^New message from /);
    expectMasked(before.text);
    expect(before.text).toContain('> Write to ');

    const dealId = await openDeal(t, p);
    await p.owner.post(`/api/deals/${dealId}/offers`, firm(t, voyageTerms(t)));
    expect((await p.charterer.post(`/api/deals/${dealId}/accept`)).json.deal.stage).toBe('fixed');
    await p.charterer.post(`/api/conversations/${id}/messages`, { body: BODY });
    const all = await mailTo(p.owner.email);
    expect(all).toHaveLength(2);
    expect(all[1].text).toContain(`> ${BODY}`);
  });

  it('a digest lists the masked text', async () => {
    const { p, id } = await talk();
    await p.charterer.post(`/api/conversations/${id}/messages`, { body: BODY });
    await later(11);
    const digest = await mailTo(p.owner.email);
    expect(digest.map((m) => m.subject)).toEqual(['1 unread message - Fairlead']);
    expectMasked(digest[0].text);
    expect(digest[0].text).toContain('about Aegean Spirit: Write to ');
  });
});
