import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles, sanctionsCases, sanctionsEntries, sanctionsLists } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { approveFile, companyDetails, pdfBytes, pngBytes, submitFile } from '../../test/verification-input';

// #29: a company sends its registration and papers; only an admin's approval marks it verified.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = async (id: string) =>
  (
    await t.db
      .select({ verified: profiles.verified, checkedOn: profiles.verificationCheckedOn, expiresOn: profiles.verificationExpiresOn })
      .from(profiles)
      .where(eq(profiles.id, id))
  )[0];
const auditOf = async (entityId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.id))).map((r) => [r.action, r.actorId]);

describe('the company submits', () => {
  it('checks files by content and size, and names what is missing before it is sent', async () => {
    const member = await t.signedIn('owner');
    const path = '/api/company/verification/documents/incorporation';
    const text = await member.upload(path, 'file', Buffer.from('not a scan, only text'), 'incorporation.pdf');
    expect([text.status, text.json.error.fields.file]).toEqual([400, 'Upload a PDF, JPEG or PNG (the file’s content is checked, not its name)']);
    const big = await member.upload(path, 'file', Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf');
    // Just over the limit fits the multipart envelope: the file itself is refused by its size.
    expect([big.status, big.json.error.message]).toEqual([400, 'A document is at most 10 MB']);
    const bad = await member.put('/api/company/verification', companyDetails({ registrationCountry: 'Greece', legalName: ' ' }));
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toMatchObject({
      registrationCountry: 'Choose the country of registration',
      legalName: 'Enter the company’s legal name as registered (2 to 200 characters)',
    });
    expect((await member.put('/api/company/verification', companyDetails({ operatesShips: true }))).status).toBe(200);
    const ok = await member.upload(path, 'file', pdfBytes(), 'Certificate "of" incorporation.PDF');
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.submission.documents).toHaveLength(1);
    expect(ok.json.submission.documents[0]).toMatchObject({
      kind: 'incorporation',
      contentType: 'application/pdf',
      name: 'Certificate of incorporation.pdf',
    });
    // An owner that operates ships adds its ISM DOC.
    expect(ok.json.submission.missing).toEqual(['proof_of_address', 'signatory_id', 'ism_doc']);
    const early = await member.post('/api/company/verification/submit');
    expect([early.status, early.json.error.message]).toEqual([400, 'Upload the proof of registered address']);
    const photo = await member.upload('/api/company/verification/documents/signatory_id', 'file', pngBytes(), 'passport.jpg');
    expect(photo.json.submission.documents.find((d: { kind: string }) => d.kind === 'signatory_id')).toMatchObject({
      contentType: 'image/png',
      name: 'passport.png',
    });
  });

  it('keeps the ISM DOC for owners, and the file unchangeable while it is reviewed', async () => {
    const charterer = await t.signedIn('charterer');
    const doc = await charterer.upload('/api/company/verification/documents/ism_doc', 'file', pdfBytes(), 'doc.pdf');
    expect(doc.status).toBe(400);
    const id = await submitFile(charterer);
    const late = await charterer.upload('/api/company/verification/documents/incorporation', 'file', pdfBytes(), 'new.pdf');
    expect([late.status, late.json.error.message]).toEqual([409, 'This submission is with Fairlead for review and cannot be changed now']);
    expect((await charterer.put('/api/company/verification', companyDetails())).status).toBe(409);
    expect((await charterer.get('/api/company/verification')).json.submission).toMatchObject({ id, status: 'submitted', actions: [] });
  });

  it('refuses a member whose e-mail address is not confirmed', async () => {
    const member = await t.signedIn('owner', { confirmed: false });
    await expect(submitFile(member)).rejects.toThrow('Confirm your e-mail address before sending your company for verification');
  });
});

describe('a member can never mark anything verified', () => {
  it('ignores verified and status in what a member sends, and refuses them the decisions', async () => {
    const member = await t.signedIn('owner');
    const put = await member.put('/api/company/verification', { ...companyDetails(), verified: true, status: 'approved', checkedOn: '2026-01-01' });
    expect(put.json.submission.status).toBe('draft');
    const id = await submitFile(member);
    for (const act of ['approve', 'reject', 'ask']) {
      const res = await member.post(`/api/admin/verification/${id}/${act}`, { note: 'Looks fine to me, approve it', expiries: [] });
      expect(res.status).toBe(403);
    }
    expect((await member.get('/api/admin/verification')).status).toBe(403);
    expect(await profileOf(member.id)).toEqual({ verified: false, checkedOn: null, expiresOn: null });
    expect((await member.get('/api/accounts/me')).json.profile.verified).toBe(false);
  });
});

describe('documents', () => {
  it('are served to the company and admins only', async () => {
    const member = await t.signedIn('charterer');
    const other = await t.signedIn('charterer', { verified: true });
    const admin = await t.signedIn('admin');
    await submitFile(member);
    const [doc] = (await member.get('/api/company/verification')).json.submission.documents;
    const own = await member.get(doc.url);
    expect([own.status, own.headers.get('content-disposition')?.startsWith('attachment'), own.headers.get('x-content-type-options')]).toEqual([
      200,
      true,
      'nosniff',
    ]);
    expect(own.text).toContain('%PDF-1.4');
    expect((await admin.get(doc.url)).status).toBe(200);
    expect((await other.get(doc.url)).status).toBe(404);
    expect((await t.agent().get(doc.url)).status).toBe(401);
    // Another member's verification view is their own: nothing of this company's file.
    expect((await other.get('/api/company/verification')).json.submission).toBeNull();
  });
});

describe('the review queue', () => {
  it('lists waiting files oldest first; approves with expiry dates, audited', async () => {
    const admin = await t.signedIn('admin');
    const first = await t.signedIn('owner');
    const second = await t.signedIn('charterer');
    const a = await submitFile(first, { legalName: 'Piraeus Tankers Ltd', operatesShips: true });
    t.deps.clock.advance(60_000);
    const b = await submitFile(second, { legalName: 'Rotterdam Grain Trading B.V.' });
    const queue = (await admin.get('/api/admin/verification')).json.items.map((s: { id: string }) => s.id);
    expect(queue.indexOf(a)).toBeLessThan(queue.indexOf(b));
    const item = (await admin.get('/api/admin/verification')).json.items.find((s: { id: string }) => s.id === a);
    expect(item.documents).toHaveLength(4);
    expect(item.actions).toEqual(['approve', 'reject', 'ask']);
    const today = t.deps.clock.now().toISOString().slice(0, 10);
    const missing = await admin.post(`/api/admin/verification/${a}/approve`, {
      expiries: [{ documentId: item.documents[0].id, expiresOn: '2099-01-01' }],
    });
    expect([missing.status, missing.json.error.message]).toEqual([400, 'Enter the expiry date of every document before approving']);
    const past = await approveFile(admin, a, today);
    expect([past.status, past.json.error.message]).toEqual([400, 'Enter the expiry date shown on the document (a date after today)']);
    const dates = ['2099-05-01', '2098-11-30', '2099-02-01', '2099-03-01'];
    const ok = await admin.post(`/api/admin/verification/${a}/approve`, {
      expiries: item.documents.map((d: { id: string }, i: number) => ({ documentId: d.id, expiresOn: dates[i] })),
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.submission).toMatchObject({ status: 'approved', checkedOn: today, expiresOn: '2098-11-30' });
    expect(await profileOf(first.id)).toEqual({ verified: true, checkedOn: today, expiresOn: '2098-11-30' });
    expect(
      (await admin.post(`/api/admin/verification/${a}/approve`, { expiries: [{ documentId: item.documents[0].id, expiresOn: '2099-01-01' }] }))
        .status,
    ).toBe(409);
    expect(await auditOf(a)).toEqual([
      ['verification.submitted', first.id],
      ['verification.approved', admin.id],
    ]);
    expect((await admin.get('/api/admin/verification')).json.items.map((s: { id: string }) => s.id)).not.toContain(a);
  });

  it('rejects with a reason the member reads, and asks for more, which the member answers and resends', async () => {
    const admin = await t.signedIn('admin');
    const member = await t.signedIn('owner');
    const id = await submitFile(member);
    const short = await admin.post(`/api/admin/verification/${id}/ask`, { note: 'more' });
    expect([short.status, short.json.error.fields.note]).toEqual([400, 'Give a reason of at least 5 characters']);
    const note = 'The proof of address is older than three months: send a recent utility bill or registry extract.';
    expect((await admin.post(`/api/admin/verification/${id}/ask`, { note })).status).toBe(200);
    const mine = (await member.get('/api/company/verification')).json;
    expect(mine.submission).toMatchObject({ id, status: 'more_info_requested', decisionNote: note, actions: ['edit', 'submit'] });
    await member.upload('/api/company/verification/documents/proof_of_address', 'file', pdfBytes('bill'), 'bill.pdf');
    expect((await member.post('/api/company/verification/submit')).json.submission).toMatchObject({ id, status: 'submitted' });
    const reason = 'The registration number does not match the certificate of incorporation.';
    expect((await admin.post(`/api/admin/verification/${id}/reject`, { note: reason })).status).toBe(200);
    expect((await member.get('/api/company/verification')).json.submission).toMatchObject({ status: 'rejected', decisionNote: reason });
    expect(await profileOf(member.id)).toMatchObject({ verified: false });
    expect(await auditOf(id)).toEqual([
      ['verification.submitted', member.id],
      ['verification.more_info_requested', admin.id],
      ['verification.submitted', member.id],
      ['verification.rejected', admin.id],
    ]);
    // After a rejection the member starts a new file.
    const again = await member.put('/api/company/verification', companyDetails());
    expect(again.json.submission.id).not.toBe(id);
    expect(again.json.submission.status).toBe('draft');
  });

  it('screens the company before approving: a possible match leaves the file in the queue with a neutral answer', async () => {
    const admin = await t.signedIn('admin');
    const member = await t.signedIn('owner');
    await t.db
      .insert(sanctionsLists)
      .values({ id: 'uk-consolidated', sourceFile: 'uk.csv', entryCount: 1, loadedAt: t.deps.clock.now() })
      .onConflictDoNothing();
    await t.db.insert(sanctionsEntries).values({ listId: 'uk-consolidated', ref: 'VER-29', kind: 'entity', name: 'Blackwater Straits Shipping LLC' });
    const id = await submitFile(member, { legalName: 'Blackwater Straits Shipping LLC' });
    const res = await approveFile(admin, id, '2099-06-30');
    expect([res.status, res.json.error.message]).toEqual([
      409,
      'This company cannot be verified right now. Our compliance team is reviewing it and will contact the member.',
    ]);
    expect(await profileOf(member.id)).toEqual({ verified: false, checkedOn: null, expiresOn: null });
    expect((await admin.get('/api/admin/verification')).json.items.map((s: { id: string }) => s.id)).toContain(id);
    const cases = await t.db.select().from(sanctionsCases).where(eq(sanctionsCases.subjectId, member.id));
    expect(cases).toHaveLength(1);
    expect(cases[0].status).toBe('open');
  });
});
