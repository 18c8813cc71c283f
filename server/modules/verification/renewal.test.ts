import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { approveFile, companyDetails, pdfBytes, submitFile } from '../../test/verification-input';

// #29: an approved company sends fresh papers before its verification lapses. The renewal starts from the approved
// file's details, and the company stays verified by the approved file until an admin decides the renewal.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const standingOf = async (id: string) =>
  (await t.db.select({ verified: profiles.verified, expiresOn: profiles.verificationExpiresOn }).from(profiles).where(eq(profiles.id, id)))[0];

describe('renewing an approved verification', () => {
  it('shows what was checked, starts a renewal with the same details, and keeps the company verified until it is decided', async () => {
    const admin = await t.signedIn('admin');
    const member = await t.signedIn('owner');
    const details = { legalName: 'Hellenic Coasters S.A.', registrationNumber: 'PIR-4471', signatoryName: 'Nikos Vlachos' };
    const first = await submitFile(member, details);
    expect((await approveFile(admin, first, '2099-01-31')).status).toBe(200);

    const approved = (await member.get('/api/company/verification')).json;
    expect(approved.today).toBe(t.deps.clock.now().toISOString().slice(0, 10));
    expect(approved.submission).toMatchObject({ id: first, status: 'approved', actions: ['renew'] });
    expect(approved.approved.id).toBe(first);
    expect(approved.approved.documents.map((d: { kind: string; expiresOn: string }) => [d.kind, d.expiresOn])).toEqual([
      ['incorporation', '2099-01-31'],
      ['proof_of_address', '2099-01-31'],
      ['signatory_id', '2099-01-31'],
    ]);

    // A fresh certificate, sent on its own: the new file carries the approved details, not blanks.
    const renewal = await member.upload('/api/company/verification/documents/incorporation', 'file', pdfBytes('2027 extract'), 'extract.pdf');
    expect(renewal.status, renewal.text).toBe(200);
    expect(renewal.json.submission.id).not.toBe(first);
    expect(renewal.json.submission).toMatchObject({ status: 'draft', details: { ...companyDetails(details) } });
    expect(renewal.json.submission.missing).toEqual(['proof_of_address', 'signatory_id']);

    const during = (await member.get('/api/company/verification')).json;
    expect(during.submission).toMatchObject({ id: renewal.json.submission.id, status: 'draft', actions: ['edit', 'submit'] });
    // The approval stays on show beside the renewal, with nothing to act on from it.
    expect(during.approved).toMatchObject({ id: first, status: 'approved', expiresOn: '2099-01-31', actions: [] });
    expect(during.approved.documents).toHaveLength(3);
    expect(during).toMatchObject({ verified: true, expiresOn: '2099-01-31', canStart: true });

    for (const kind of ['proof_of_address', 'signatory_id']) {
      await member.upload(`/api/company/verification/documents/${kind}`, 'file', pdfBytes(kind), `${kind}.pdf`);
    }
    const sent = await member.post('/api/company/verification/submit');
    expect(sent.json.submission.status).toBe('submitted');
    expect(await standingOf(member.id)).toEqual({ verified: true, expiresOn: '2099-01-31' });

    const note = 'The registry extract is not legible: send a clearer scan.';
    expect((await admin.post(`/api/admin/verification/${sent.json.submission.id}/reject`, { note })).status).toBe(200);
    expect(await standingOf(member.id)).toEqual({ verified: true, expiresOn: '2099-01-31' });
    const refused = (await member.get('/api/company/verification')).json;
    expect(refused.submission).toMatchObject({ status: 'rejected', decisionNote: note, actions: ['renew'] });
    expect(refused.approved.id).toBe(first);

    // Renewed again and approved: the new file is what the company is verified by.
    const second = await submitFile(member, details);
    expect((await approveFile(admin, second, '2100-03-31')).status).toBe(200);
    expect(await standingOf(member.id)).toEqual({ verified: true, expiresOn: '2100-03-31' });
    expect((await member.get('/api/company/verification')).json.approved).toMatchObject({ id: second, expiresOn: '2100-03-31' });
  });

  it('gives a company with no file nothing approved to show', async () => {
    const member = await t.signedIn('charterer');
    expect((await member.get('/api/company/verification')).json).toMatchObject({ submission: null, approved: null, verified: false });
  });
});
