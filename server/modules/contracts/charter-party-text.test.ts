import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, vessels } from '../../db/schema';
import { dealParties, firm, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';

// Issue #25, "The charter party says what was agreed": what the parties read in the PDF they download is the
// recap's terms in words (form, commission, freight payment, port and flag names), and the signers' IP address and
// browser are in the evidence admins read, not in the counterparty's copy. Expected texts are written out here.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UA = 'Mozilla/5.0 (X11; Linux x86_64) FairleadSigningTest/25.0';

/** Wheat, Rouen to Alexandria, on a Marshall Islands ship, 3.75% adcom, 95% BBB, balance 30 days after discharge. */
async function sealedCharter() {
  const p = await dealParties(t);
  await t.db.update(vessels).set({ flag: 'MH' }).where(eq(vessels.id, p.vesselId));
  const id = await openDeal(t, p);
  const terms = voyageTerms(t, {
    loadPort: 'FRURO',
    dischargePort: 'EGALY',
    cpForm: 'Fairlead voyage charter terms',
    addressCommissionPct: 3.75,
    freightBblPct: 95,
    freightBalanceDays: 30,
  });
  expect((await p.owner.post(`/api/deals/${id}/offers`, firm(t, terms))).status).toBe(201);
  expect((await p.charterer.post(`/api/deals/${id}/accept`)).json.deal.stage).toBe('fixed');
  const drafted = await p.owner.post(`/api/deals/${id}/contract`);
  expect(drafted.status).toBe(201);
  for (const who of [p.owner, p.charterer]) {
    const signed = await who.post(`/api/deals/${id}/contract/sign`, { version: 1, password: who.password, consent: true }, { 'user-agent': UA });
    expect(signed.status).toBe(200);
  }
  const res = await p.charterer.open(`/api/deals/${id}/contract/versions/1/pdf`);
  expect(res.status).toBe(200);
  return { p, id, contract: drafted.json.contract, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('the charter party PDF says what was agreed', () => {
  it('names the form, the commission, the freight payment, the ports and the flag in words', async () => {
    const { bytes } = await sealedCharter();
    const text = pdfText(bytes);
    expect(text).toContain('Voyage charter on Fairlead voyage charter terms');
    expect(text).not.toMatch(/GENCON|NYPE/);
    // commission: the recap row and the clause, and no denial of the agreed adcom anywhere
    expect(text).toContain('3.75% address commission on freight; Fairlead charges none');
    expect(text).toContain('An address commission of 3.75% on all freight, deadfreight and demurrage is due to the Charterers');
    expect(text).not.toContain('No address commission');
    expect(text).not.toContain('No brokerage or address commission');
    // freight payment as agreed
    expect(text).toContain(
      '95% of the freight is payable within 3 banking days after signing/releasing bills of lading (BBB), and the balance within 30 days of completion of discharge.',
    );
    expect(text).not.toContain('five banking days');
    // names, not codes
    expect(text).toContain('Rouen, France');
    expect(text).toContain('El Iskandariya (Alexandria), Egypt');
    expect(text).toContain('Marshall Islands flag');
    expect(text).not.toMatch(/FRURO|EGALY|FR URO|EG ALY|flag MH/);
  });

  it('gives each signer’s name, company, time and the hash, but not their IP address or browser, which admins read in the evidence', async () => {
    const { id, contract, bytes } = await sealedCharter();
    const admin = await t.signedIn('admin');
    const evidence = await admin.get(`/api/admin/deals/${id}/contract/evidence`);
    expect(evidence.status).toBe(200);
    const signatures: { party: string; signerName: string; company: string; ip: string | null; userAgent: string | null; versionHash: string }[] =
      evidence.json.signatures;
    expect(signatures).toHaveLength(2);
    expect(signatures.map((s) => s.party)).toEqual(['owner', 'charterer']);
    const text = pdfText(bytes);
    const raw = bytes.toString('latin1');
    for (const s of signatures) {
      expect(s.userAgent).toBe(UA);
      expect(s.ip).toMatch(/^127\.\d+\.\d+\.\d+$/);
      expect(s.versionHash).toBe(contract.latest.hash);
      expect(text).toContain(`Signer: ${s.signerName}`);
      expect(text).toContain(`Company: ${s.company}`);
      expect(text).toContain(`Signed by ${s.signerName} of ${s.company} on `);
      // neither in the text nor anywhere in the file's bytes
      for (const secret of [s.ip!, s.userAgent!, 'FairleadSigningTest']) {
        expect(text).not.toContain(secret);
        expect(raw).not.toContain(secret);
      }
    }
    expect(text).toContain(`Version hash: ${contract.latest.hash}`);
    expect(text).not.toMatch(/IP address|User agent/);
    // reading the evidence is on the audit log
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'contract.evidence_read'));
    expect(audited.map((a) => a.entityId)).toContain(contract.id);
  });

  it('lets only admins read the evidence', async () => {
    const { p, id } = await sealedCharter();
    expect((await p.owner.get(`/api/admin/deals/${id}/contract/evidence`)).status).toBe(403);
    expect((await p.charterer.get(`/api/admin/deals/${id}/contract/evidence`)).status).toBe(403);
    const admin = await t.signedIn('admin');
    const none = await admin.get('/api/admin/deals/00000000-0000-4000-8000-000000000000/contract/evidence');
    expect([none.status, none.json.error.message]).toEqual([404, 'This deal has no charter party']);
  });
});
