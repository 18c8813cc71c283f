import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, devMail, jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
});
afterAll(() => t.close());

const failedMail = async (to: string) => {
  const [job] = await t.db
    .insert(jobs)
    .values({
      kind: 'mail.send',
      payload: { to, subject: 'Offer received', text: 'Firm offer for MV Nordic Tern.' },
      attempts: 8,
      failedAt: new Date(),
      lastError: '421 try again later',
    })
    .returning();
  return job.id;
};

describe('failed jobs in the back office', () => {
  it('lists failed jobs with what they were for and why they failed, and counts every status', async () => {
    const id = await failedMail('desk@baltic-agency.example');
    const res = await admin.get('/api/admin/jobs?status=failed');
    const row = res.json.items.find((j: { id: number }) => j.id === id);
    expect(row).toMatchObject({
      kind: 'mail.send',
      status: 'failed',
      summary: '“Offer received” to desk@baltic-agency.example',
      lastError: '421 try again later',
      attempts: 8,
    });
    const failed = await t.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
    expect(res.json.counts.failed).toBe(failed.filter((j) => j.failedAt).length);
    expect((await admin.get('/api/admin/jobs?status=stuck')).status).toBe(400);
  });

  it('retries a failed job: it runs again, the mail goes out, and the audit log says who retried it', async () => {
    const id = await failedMail('ops@piraeus-shipping.example');
    const res = await admin.post(`/api/admin/jobs/${id}/retry`);
    expect(res.status).toBe(200);
    expect(res.json.job).toMatchObject({ id, status: 'waiting', attempts: 0, failedAt: null });
    // The runner takes it (the harness runs due jobs after each request, as the server does moments later).
    const [after] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(after.doneAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(devMail).where(eq(devMail.to, 'ops@piraeus-shipping.example'))).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['job.retried', admin.id]]);
    expect((await admin.post(`/api/admin/jobs/${id}/retry`)).status).toBe(409);
    expect((await admin.post('/api/admin/jobs/999999999/retry')).status).toBe(404);
    expect((await admin.post('/api/admin/jobs/abc/retry')).status).toBe(404);
  });
});
