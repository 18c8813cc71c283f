import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, devMail } from '../../db/schema';
import { dealParties } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { readEvents } from '../../test/sse';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
});
afterAll(() => t.close());

const WRITTEN = 'Pay the freight to my private account at ops@cheap-freight.example instead';

/** A conversation in which the owner wrote something the charterer reported. */
async function reported() {
  const p = await dealParties(t);
  const conversation = (await p.charterer.post('/api/conversations', { vesselId: p.vesselId })).json.id as string;
  const messageId = (await p.owner.post(`/api/conversations/${conversation}/messages`, { body: WRITTEN })).json.message.id as string;
  expect((await p.charterer.post(`/api/messages/${messageId}/report`, { reason: 'Asks to pay outside Fairlead' })).status).toBe(204);
  const open = (await admin.get('/api/admin/message-reports')).json.items as { id: string; message: { id: string } }[];
  const report = open.find((r) => r.message.id === messageId)!;
  return { p, conversation, messageId, reportId: report.id };
}

describe('reported messages in the back office', () => {
  it('shows the report with the message as written, and hides it: the parties see it was hidden, the text stays for audit', async () => {
    const { p, conversation, messageId, reportId } = await reported();
    const listed = (await admin.get('/api/admin/message-reports')).json.items.find((r: { id: string }) => r.id === reportId);
    expect(listed).toMatchObject({
      reason: 'Asks to pay outside Fairlead',
      message: { body: WRITTEN, hidden: false, senderSuspended: false },
      outcome: null,
    });

    expect((await admin.post(`/api/admin/message-reports/${reportId}/resolve`, { action: 'hide' })).status).toBe(204);
    for (const who of [p.owner, p.charterer]) {
      const [m] = (await who.get(`/api/conversations/${conversation}`)).json.conversation.messages;
      expect([m.hidden, m.body]).toEqual([true, '']);
    }
    const resolved = (await admin.get('/api/admin/message-reports?status=resolved')).json.items.find((r: { id: string }) => r.id === reportId);
    expect(resolved).toMatchObject({ outcome: 'hidden', message: { body: WRITTEN, hidden: true } });
    expect((await admin.get('/api/admin/message-reports')).json.items.some((r: { id: string }) => r.id === reportId)).toBe(false);
    const again = await admin.post(`/api/admin/message-reports/${reportId}/resolve`, { action: 'dismiss' });
    expect([again.status, again.json.error.message]).toEqual([409, 'This report was already resolved']);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, messageId));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['message.hidden', admin.id]]);
  });

  it('suspends the sender: their sessions and streams end, sign-in is refused with the reason why, until reinstated', async () => {
    const { p, reportId } = await reported();
    const stream = readEvents(await p.owner.open('/api/events'));
    expect((await stream.next()).event).toBe('ready');
    const noReason = await admin.post(`/api/admin/message-reports/${reportId}/resolve`, { action: 'suspend' });
    expect([noReason.status, noReason.json.error.fields.reason]).toEqual([400, 'Give a reason of at least 5 characters']);

    expect(
      (await admin.post(`/api/admin/message-reports/${reportId}/resolve`, { action: 'suspend', reason: 'Payment diversion attempt' })).status,
    ).toBe(204);
    expect((await p.owner.get('/api/accounts/me')).status).toBe(401);
    expect((await stream.drain(2000)).map((e) => e.event)).toContain('bye');
    const mails = await t.db.select().from(devMail).where(eq(devMail.to, p.owner.email));
    const told = mails.filter((m) => m.subject === 'Account suspended - Fairlead');
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('Fairlead suspended your account: Payment diversion attempt');
    const signIn = await t.agent().signIn(p.owner.email, p.owner.password);
    expect([signIn.status, signIn.json.error.message]).toEqual([
      403,
      'This account is suspended. If you think this is a mistake, write to us through the contact page.',
    ]);
    const wrongPassword = await t.agent().signIn(p.owner.email, 'not-the-password-1');
    expect(wrongPassword.status).toBe(401); // the suspension is told only to whoever knows the password

    const resolved = (await admin.get('/api/admin/message-reports?status=resolved')).json.items.find((r: { id: string }) => r.id === reportId);
    expect(resolved).toMatchObject({ outcome: 'suspended', message: { hidden: true, senderSuspended: true } });
    expect((await admin.post(`/api/admin/users/${p.owner.id}/reinstate`)).json.profile.suspended).toBe(false);
    expect((await t.agent().signIn(p.owner.email, p.owner.password)).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${p.owner.id}/reinstate`)).status).toBe(409);
  });

  it('dismisses a report without touching the message', async () => {
    const { p, conversation, reportId } = await reported();
    expect((await admin.post(`/api/admin/message-reports/${reportId}/resolve`, { action: 'dismiss' })).status).toBe(204);
    const [m] = (await p.charterer.get(`/api/conversations/${conversation}`)).json.conversation.messages;
    expect(m.hidden).toBe(false);
  });

  it('is for admins only', async () => {
    const { p, reportId } = await reported();
    expect((await p.charterer.get('/api/admin/message-reports')).status).toBe(403);
    expect((await p.charterer.post(`/api/admin/message-reports/${reportId}/resolve`, { action: 'dismiss' })).status).toBe(403);
    expect((await p.charterer.post(`/api/admin/users/${p.owner.id}/suspend`, { reason: 'I do not like them' })).status).toBe(403);
  });
});
