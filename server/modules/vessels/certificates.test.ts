import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, vesselCertificates, vessels } from '../../db/schema';
import { dayFrom, firm, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { evidencePdf } from '../../test/payment-input';
import { imoSequence, validVessel } from '../../test/vessel-input';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextImo = imoSequence(936_401);
type Agent = Awaited<ReturnType<TestApp['signedIn']>>;

async function ownerWithVessel(type = 'bulkCarrier') {
  const owner = await t.signedIn('owner', { verified: true });
  const created = await owner.post('/api/vessels', validVessel({ imo: nextImo(), type }));
  if (created.status !== 201) throw new Error(created.text);
  return { owner, id: created.json.vessel.id as string };
}

const upload = (owner: Agent, vesselId: string, kind: string, expiresOn: string, data = evidencePdf) =>
  owner.upload(`/api/vessels/${vesselId}/certificates`, 'file', data, `${kind}.pdf`, { kind, expiresOn });

async function verified(owner: Agent, admin: Agent, vesselId: string, kind: string, expiresOn: string) {
  const up = await upload(owner, vesselId, kind, expiresOn);
  if (up.status !== 201) throw new Error(up.text);
  const ok = await admin.post(`/api/admin/ship-certificates/${up.json.certificate.id}/approve`, { expiresOn });
  if (ok.status !== 200) throw new Error(ok.text);
  return up.json.certificate.id as string;
}

const titles = async (userId: string) =>
  (
    await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt))
  ).map((n) => n.title);

describe('uploading a certificate', () => {
  it('takes a PDF with its expiry date for review, and refuses a file that is not a document by its content', async () => {
    const { owner, id } = await ownerWithVessel();
    const res = await upload(owner, id, 'class', '2031-06-30');
    expect(res.status).toBe(201);
    expect([res.json.certificate.status, res.json.certificate.statedExpiresOn, res.json.certificate.expiresOn]).toEqual([
      'pending',
      '2031-06-30',
      null,
    ]);
    const text = await upload(owner, id, 'class', '2031-06-30', Buffer.from('Class certificate, honestly'));
    expect([text.status, text.json.error.fields.file]).toEqual([400, 'The certificate must be a PDF or a scan or photo (JPEG, PNG)']);
    const expired = await upload(owner, id, 'class', '2020-01-01');
    expect([expired.status, expired.json.error.fields.expiresOn]).toEqual([400, 'This certificate has already expired: upload the renewed one']);
    const tankerOnly = await upload(owner, id, 'clc', '2031-06-30');
    expect([tankerOnly.status, tankerOnly.json.error.fields.kind]).toEqual([400, 'This certificate is for tankers only']);
  });

  it('serves the file to the ship’s owner and admins only', async () => {
    const { owner, id } = await ownerWithVessel();
    const cert = (await upload(owner, id, 'registry', '2035-01-01')).json.certificate;
    const other = await t.signedIn('owner', { verified: true });
    const charterer = await t.signedIn('charterer', { verified: true });
    const admin = await t.signedIn('admin');
    const file = await owner.get(cert.url);
    expect([file.status, file.headers.get('content-type'), file.text.startsWith('%PDF')]).toEqual([200, 'application/pdf', true]);
    expect((await admin.get(cert.url)).status).toBe(200);
    expect((await other.get(cert.url)).status).toBe(404);
    expect((await charterer.get(cert.url)).status).toBe(403);
    expect((await t.agent().get(cert.url)).status).toBe(401);
    expect((await other.get(`/api/vessels/${id}/certificates`)).status).toBe(404);
  });
});

describe('the admins’ review', () => {
  it('lets no member mark a certificate verified', async () => {
    const { owner, id } = await ownerWithVessel();
    const cert = (await upload(owner, id, 'smc', '2030-05-01')).json.certificate;
    expect((await owner.post(`/api/admin/ship-certificates/${cert.id}/approve`, { expiresOn: '2030-05-01' })).status).toBe(403);
    const charterer = await t.signedIn('charterer', { verified: true });
    expect((await charterer.post(`/api/admin/ship-certificates/${cert.id}/approve`, { expiresOn: '2030-05-01' })).status).toBe(403);
    const [row] = await t.db.select().from(vesselCertificates).where(eq(vesselCertificates.id, cert.id));
    expect(row.status).toBe('pending');
  });

  it('queues pending certificates oldest first, verifies one with the confirmed date and refuses another with a reason the owner reads', async () => {
    const admin = await t.signedIn('admin');
    const { owner, id } = await ownerWithVessel();
    const first = (await upload(owner, id, 'issc', '2030-03-01')).json.certificate.id;
    t.deps.clock.advance(60_000);
    const second = (await upload(owner, id, 'iopp', '2030-04-01')).json.certificate.id;
    const queue = (await admin.get('/api/admin/ship-certificates')).json.items.map((i: { id: string }) => i.id);
    expect(queue.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(queue.indexOf(first)).toBeLessThan(queue.indexOf(second));
    const approved = await admin.post(`/api/admin/ship-certificates/${first}/approve`, { expiresOn: '2030-02-28' });
    expect([approved.json.certificate.status, approved.json.certificate.expiresOn]).toEqual(['verified', '2030-02-28']);
    const rejected = await admin.post(`/api/admin/ship-certificates/${second}/reject`, { reason: 'The scan is cut off at the flag state’s stamp.' });
    expect(rejected.json.certificate.status).toBe('rejected');
    expect((await admin.post(`/api/admin/ship-certificates/${second}/approve`, { expiresOn: '2030-04-01' })).status).toBe(409);
    const slots = (await owner.get(`/api/vessels/${id}/certificates`)).json.slots;
    const iopp = slots.find((s: { kind: string }) => s.kind === 'iopp');
    expect([iopp.state, iopp.current.rejectReason]).toEqual(['rejected', 'The scan is cut off at the flag state’s stamp.']);
    expect((await titles(owner.id)).sort()).toEqual(['Certificate refused', 'Certificate verified']);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, first)).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['certificate.uploaded', owner.id],
      ['certificate.verified', admin.id],
    ]);
  });

  it('makes the verified P&I certificate’s expiry the ship’s P&I expiry, which the vessel form no longer changes', async () => {
    const admin = await t.signedIn('admin');
    const { owner, id } = await ownerWithVessel();
    await verified(owner, admin, id, 'pi_entry', '2031-02-20');
    const [after] = await t.db.select({ piExpiry: vessels.piExpiry }).from(vessels).where(eq(vessels.id, id));
    expect(after.piExpiry).toBe('2031-02-20');
    const edited = await owner.patch(
      `/api/vessels/${id}`,
      validVessel({ imo: (await owner.get(`/api/vessels/${id}`)).json.vessel.imo, piExpiry: '2099-02-20' }),
    );
    expect([edited.status, edited.json.vessel.piExpiry]).toEqual([200, '2031-02-20']);
  });
});

describe('the "Documents verified" mark', () => {
  it('shows only while every required certificate is verified and unexpired, listing which and until when without links', async () => {
    const admin = await t.signedIn('admin');
    const { owner, id } = await ownerWithVessel('tanker');
    const required = ['pi_entry', 'class', 'smc', 'issc', 'iopp', 'registry'];
    for (const kind of required) await verified(owner, admin, id, kind, '2032-01-15');
    const page = async () => (await t.agent().get(`/api/vessels/${id}`)).json;
    expect((await page()).documents.verified).toBe(false); // a tanker also needs its CLC certificate
    await verified(owner, admin, id, 'clc', dayFrom(t, 10));
    const shown = await page();
    expect(shown.documents.verified).toBe(true);
    expect(shown.documents.certificates.map((c: { kind: string; validUntil: string }) => [c.kind, c.validUntil]).sort()).toEqual(
      [...required.map((k) => [k, '2032-01-15']), ['clc', dayFrom(t, 10)]].sort(),
    );
    expect(JSON.stringify(shown)).not.toContain('/api/ship-certificates/');
    t.deps.clock.advance(10 * DAY);
    expect((await page()).documents.verified).toBe(false);
  });
});

describe('a P&I or class certificate expiring', () => {
  it('tells the owner 30 and 7 days before, and on the day takes the ship off the market and lapses its live firm offers, keeping deals on subjects', async () => {
    const admin = await t.signedIn('admin');
    const { owner, id } = await ownerWithVessel();
    const charterer = await t.signedIn('charterer', { verified: true });
    const expiry = dayFrom(t, 40);
    await verified(owner, admin, id, 'class', expiry);
    t.deps.clock.advance(10 * DAY);
    await t.deps.jobs.runDue();
    expect(await titles(owner.id)).toEqual(['Certificate verified', 'Class certificate expires in 30 days']);
    t.deps.clock.advance(23 * DAY);
    await t.deps.jobs.runDue();
    expect((await titles(owner.id)).at(-1)).toBe('Class certificate expires in 7 days');
    t.deps.clock.advance(6 * DAY); // the day before the expiry date
    const terms = voyageTerms(t);
    const live = (await charterer.post('/api/deals', { vesselId: id, terms })).json.deal.id;
    expect((await owner.post(`/api/deals/${live}/offers`, firm(t, terms, { replyInMinutes: 36 * 60 }))).status).toBe(201);
    const later = voyageTerms(t, { laycanFrom: dayFrom(t, 60), laycanTo: dayFrom(t, 64) });
    const held = (await charterer.post('/api/deals', { vesselId: id, terms: later })).json.deal.id;
    const liftBy = new Date(t.deps.clock.now().getTime() + 5 * DAY).toISOString();
    await owner.post(`/api/deals/${held}/offers`, firm(t, later, { subjects: [{ text: 'Charterers’ board approval', party: 'charterer', liftBy }] }));
    expect((await charterer.post(`/api/deals/${held}/accept`)).status).toBe(200);
    expect((await t.agent().get(`/api/vessels/${id}`)).status).toBe(200);

    t.deps.clock.advance(DAY);
    await t.deps.jobs.runDue();
    expect((await t.agent().get(`/api/vessels/${id}`)).status).toBe(404);
    const own = (await owner.get(`/api/vessels/${id}`)).json;
    expect(own.visibility.hiddenReasons).toContain('Its P&I or class certificate expired: upload the renewed certificate for Fairlead to verify.');
    const liveDeal = (await owner.get(`/api/deals/${live}`)).json.deal;
    expect([liveDeal.stage, liveDeal.offers.at(-1).status]).toEqual(['negotiating', 'lapsed']);
    expect((await owner.get(`/api/deals/${held}`)).json.deal.stage).toBe('on_subjects');
    expect((await titles(owner.id)).at(-1)).toBe(`${validVessel().name} is off the market`);
    const queue = (await admin.get('/api/admin/ship-certificates')).json.lapsed;
    const mine = queue.find((s: { id: string }) => s.id === id);
    expect(mine.expired.map((c: { kind: string; expiresOn: string }) => [c.kind, c.expiresOn])).toEqual([['class', expiry]]);

    // The renewal, once verified, brings the ship back.
    await verified(owner, admin, id, 'class', dayFrom(t, 365));
    expect((await t.agent().get(`/api/vessels/${id}`)).status).toBe(200);
  });

  it('applies an expiry that fell due while the server was stopped within five seconds of the next start', async () => {
    const admin = await t.signedIn('admin');
    const { owner, id } = await ownerWithVessel();
    await verified(owner, admin, id, 'pi_entry', dayFrom(t, 2));
    await t.deps.jobs.stop();
    t.deps.clock.advance(3 * DAY);
    const started = Date.now();
    t.deps.jobs.start();
    const lapsedAt = async () => (await t.db.select({ at: vessels.certificatesLapsedAt }).from(vessels).where(eq(vessels.id, id)))[0].at;
    try {
      while (!(await lapsedAt()) && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await t.deps.jobs.stop();
    }
    expect(await lapsedAt()).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
    const sent = await t.db
      .select({ r: vesselCertificates.remindersSent })
      .from(vesselCertificates)
      .where(and(eq(vesselCertificates.vesselId, id), eq(vesselCertificates.kind, 'pi_entry')));
    expect(sent[0].r).toEqual([0]);
  });
});
