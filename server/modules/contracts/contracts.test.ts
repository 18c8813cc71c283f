import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../common/contracts/canonical';
import { contractDocuments, contractSignatures, contractVersions, notifications } from '../../db/schema';
import { dealParties, firm, openDeal, voyageTerms } from '../../test/deal-input';
import { appendOnly, refusalOf } from '../../test/db-refusal';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Clause = { key: string; title: string; body: string; rider: boolean };
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const sha256Bytes = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A deal fixed clean on the test's voyage terms (grain, Rotterdam to Alexandria, USD 24.50 per mt). */
async function fixedDeal() {
  const p = await dealParties(t);
  const id = await openDeal(t, p);
  await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t)));
  expect((await p.charterer.post(`/api/deals/${id}/accept`)).json.deal.stage).toBe('fixed');
  return { p, id };
}

describe('charter parties', () => {
  it('drafts version 1 from the recap: the voyage clause set with the agreed terms, hashed in its canonical form', async () => {
    const { p, id } = await fixedDeal();
    expect((await p.owner.get(`/api/deals/${id}/contract`)).json.contract).toBeNull();
    const res = await p.charterer.post(`/api/deals/${id}/contract`);
    expect(res.status).toBe(201);
    const c = res.json.contract;
    expect(c.versions.map((v: { version: number }) => v.version)).toEqual([1]);
    const clauses: Clause[] = c.latest.content.clauses;
    expect(clauses.map((k) => k.key)).toEqual([
      'parties',
      'voyage',
      'laycan',
      'freight',
      'laytime',
      'demurrage',
      'cargo-handling',
      'owners-responsibility',
      'deviation',
      'lien',
      'bills-of-lading',
      'agents',
      'general-average',
      'war-ice',
      'sanctions',
      'law',
      'commission',
    ]);
    const body = (key: string) => clauses.find((k) => k.key === key)!.body;
    expect(body('freight')).toContain('US$24.50 per metric tonne of cargo loaded');
    expect(body('voyage')).toContain("50,000 metric tonnes 10% more or less in the Owners' option");
    expect(body('demurrage')).toContain('US$25,000.00 per day');
    expect(body('parties')).toContain('Aegean Spirit');
    expect(c.latest.hash).toBe(sha256(canonicalJson(c.latest.content)));
    expect(c.latest.hash).toMatch(/^[0-9a-f]{64}$/);
    const record = (await p.owner.get(`/api/deals/${id}`)).json.deal.events.map((e: { event: string; contractVersion: number | null }) => [
      e.event,
      e.contractVersion,
    ]);
    expect(record.at(-1)).toEqual(['contract_draft', 1]);
    const again = await p.owner.post(`/api/deals/${id}/contract`);
    expect([again.status, again.json.error.message]).toEqual([409, 'The charter party is already drafted: amend it instead']);
  });

  it('is drawn up only for a fixed deal, by its parties', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p);
    const early = await p.owner.post(`/api/deals/${id}/contract`);
    expect([early.status, early.json.error.message]).toEqual([409, 'A charter party is drawn up once the deal is fixed, clean']);
    const { id: fixed } = await fixedDeal();
    expect((await (await t.signedIn('owner', { verified: true })).post(`/api/deals/${fixed}/contract`)).status).toBe(404);
    expect((await (await t.signedIn('admin')).post(`/api/deals/${fixed}/contract`)).status).toBe(403);
  });

  it('amends into a new immutable version from the latest one, and keeps every version readable', async () => {
    const { p, id } = await fixedDeal();
    const v1 = (await p.owner.post(`/api/deals/${id}/contract`)).json.contract;
    const clauses: Clause[] = v1.latest.content.clauses;
    const amended = clauses.map((c) =>
      c.key === 'agents' ? { ...c, body: 'The Owners appoint their own agents at both ends, at their expense.' } : c,
    );
    amended.push({
      key: 'rider-1',
      title: 'Hold cleanliness',
      body: 'Holds clean, dry and free of residues of the previous cargo, to the satisfaction of an independent surveyor.',
      rider: true,
    });
    const res = await p.charterer.post(`/api/deals/${id}/contract/versions`, { basedOn: 1, clauses: amended, note: 'Agents and hold cleanliness' });
    expect(res.status).toBe(201);
    const v2 = res.json.contract;
    expect(v2.versions.map((v: { version: number; note: string | null }) => [v.version, v.note])).toEqual([
      [1, null],
      [2, 'Agents and hold cleanliness'],
    ]);
    expect(v2.latest.hash).not.toBe(v1.latest.hash);
    expect(v2.latest.content.clauses.at(-1)).toMatchObject({ key: 'rider-1', rider: true });
    const first = (await p.owner.get(`/api/deals/${id}/contract/versions/1`)).json;
    expect([first.hash, first.content.clauses.find((c: Clause) => c.key === 'agents').body]).toEqual([
      v1.latest.hash,
      clauses.find((c) => c.key === 'agents')!.body,
    ]);

    const stale = await p.owner.post(`/api/deals/${id}/contract/versions`, { basedOn: 1, clauses });
    expect([stale.status, stale.json.error.message]).toEqual([
      409,
      'Version 2 was made since you started from version 1: open it and make your change again',
    ]);
    const same = await p.owner.post(`/api/deals/${id}/contract/versions`, { basedOn: 2, clauses: v2.latest.content.clauses });
    expect([same.status, same.json.error.message]).toEqual([409, 'Nothing changed: this is the same as version 2']);
    const empty = await p.owner.post(`/api/deals/${id}/contract/versions`, {
      basedOn: 2,
      clauses: [{ key: 'freight', title: 'Freight', body: ' ', rider: false }],
    });
    expect([empty.status, empty.json.error.fields['clauses.0.body']]).toEqual([400, 'A clause cannot be empty']);
    const record = (await p.owner.get(`/api/deals/${id}`)).json.deal.events.filter((e: { event: string }) => e.event.startsWith('contract'));
    expect(record.map((e: { event: string; contractVersion: number; note: string | null }) => [e.event, e.contractVersion, e.note])).toEqual([
      ['contract_draft', 1, null],
      ['contract_amend', 2, 'Agents and hold cleanliness'],
    ]);
  });

  it('finds no version numbered past what the database can hold: 404, not a server error (#24)', async () => {
    const { p, id } = await fixedDeal();
    await p.owner.post(`/api/deals/${id}/contract`);
    for (const path of [
      `/api/deals/${id}/contract/versions/2147483648`,
      `/api/deals/${id}/contract/versions/2147483648/pdf`,
      `/api/deals/${id}/contract/versions/99`,
    ]) {
      const res = await p.owner.get(path);
      expect(`${path} ${res.status} ${res.json?.error?.message}`).toBe(`${path} 404 Version not found`);
    }
  });

  it('keeps every version as written: the database refuses to change or delete one', async () => {
    const { p, id } = await fixedDeal();
    await p.owner.post(`/api/deals/${id}/contract`);
    const [row] = await t.db.select().from(contractVersions).where(eq(contractVersions.version, 1)).limit(1);
    expect(
      await refusalOf(
        t.db
          .update(contractVersions)
          .set({ hash: '0'.repeat(64) })
          .where(eq(contractVersions.id, row.id)),
      ),
    ).toEqual(appendOnly('contract_versions', 'UPDATE'));
    expect(await refusalOf(t.db.delete(contractVersions).where(eq(contractVersions.id, row.id)))).toEqual(appendOnly('contract_versions', 'DELETE'));
  });

  it('is signed by both parties on one version, with the evidence kept, and is then sealed', async () => {
    const { p, id } = await fixedDeal();
    const drafted = (await p.owner.post(`/api/deals/${id}/contract`)).json.contract;
    const company = (a: typeof p.owner) => a.get('/api/accounts/me').then((r) => r.json.profile.companyName as string);
    const [ownerCompany, chartererCompany] = [await company(p.owner), await company(p.charterer)];
    const sign = (who: typeof p.owner, body: Record<string, unknown>) =>
      who.post(`/api/deals/${id}/contract/sign`, body, { 'user-agent': 'Mozilla/5.0 (Fairlead test)' });

    const noConsent = await sign(p.owner, { version: 1, password: p.owner.password });
    expect([noConsent.status, noConsent.json.error.fields.consent]).toEqual([
      400,
      'Confirm that you sign electronically and agree to electronic records',
    ]);
    const wrong = await sign(p.owner, { version: 1, password: 'not-my-password-1', consent: true });
    expect([wrong.status, wrong.json.error.fields.password]).toEqual([400, 'That is not your password']);
    const first = await sign(p.owner, { version: 1, password: p.owner.password, consent: true });
    expect(first.status).toBe(200);
    expect([first.json.contract.sealedAt, first.json.contract.signatures.map((g: { party: string; void: boolean }) => [g.party, g.void])]).toEqual([
      null,
      [['owner', false]],
    ]);
    const twice = await sign(p.owner, { version: 1, password: p.owner.password, consent: true });
    expect([twice.status, twice.json.error.message]).toEqual([409, 'You have already signed version 1']);
    expect(
      (
        await (
          await t.signedIn('charterer', { verified: true })
        ).post(`/api/deals/${id}/contract/sign`, { version: 1, password: 'harbour-master-42', consent: true })
      ).status,
    ).toBe(404);

    const second = await sign(p.charterer, { version: 1, password: p.charterer.password, consent: true });
    expect(second.json.contract.sealedVersion).toBe(1);
    expect(second.json.contract.sealedAt).not.toBeNull();
    const [evidence] = await t.db.select().from(contractSignatures).where(eq(contractSignatures.userId, p.charterer.id));
    expect(evidence).toMatchObject({
      version: 1,
      versionHash: drafted.latest.hash,
      party: 'charterer',
      company: chartererCompany,
      userAgent: 'Mozilla/5.0 (Fairlead test)',
      consentText: `I, signing for ${chartererCompany}, intend to sign version 1 of this charter party electronically. I agree that my electronic signature and the electronic records Fairlead keeps of this contract have the same effect as a handwritten signature and paper records, and I confirm that I am authorised to bind ${chartererCompany} to it.`,
    });
    expect(evidence.signedAt).toBeInstanceOf(Date);
    expect(ownerCompany).not.toBe(chartererCompany);

    // Sealed: nothing changes any more.
    const amend = await p.owner.post(`/api/deals/${id}/contract/versions`, {
      basedOn: 1,
      clauses: [{ key: 'freight', title: 'Freight', body: 'USD 1 per mt', rider: false }],
    });
    expect([amend.status, amend.json.error.message]).toEqual([409, 'This charter party is signed by both sides and sealed: it can no longer change']);
    const late = await sign(p.charterer, { version: 1, password: p.charterer.password, consent: true });
    expect([late.status, late.json.error.message]).toEqual([409, 'This charter party is sealed: both sides signed version 1']);
    const record = (await p.owner.get(`/api/deals/${id}`)).json.deal.events.filter((e: { event: string }) => e.event.startsWith('contract'));
    expect(record.map((e: { event: string; actorRole: string; contractVersion: number }) => [e.event, e.actorRole, e.contractVersion])).toEqual([
      ['contract_draft', 'owner', 1],
      ['contract_sign', 'owner', 1],
      ['contract_sign', 'charterer', 1],
      ['contract_seal', 'system', 1],
    ]);
    expect(await refusalOf(t.db.delete(contractSignatures).where(eq(contractSignatures.id, evidence.id)))).toEqual(
      appendOnly('contract_signatures', 'DELETE'),
    );
  });

  it('voids a signature given to an older version when a new one is made, and tells both sides', async () => {
    const { p, id } = await fixedDeal();
    const clauses: Clause[] = (await p.owner.post(`/api/deals/${id}/contract`)).json.contract.latest.content.clauses;
    await p.owner.post(`/api/deals/${id}/contract/sign`, { version: 1, password: p.owner.password, consent: true });
    const changed = clauses.map((c) => (c.key === 'agents' ? { ...c, body: 'Charterers’ agents at both ends, at customary fees.' } : c));
    const v2 = (await p.charterer.post(`/api/deals/${id}/contract/versions`, { basedOn: 1, clauses: changed })).json.contract;
    expect(v2.signatures.map((g: { version: number; void: boolean }) => [g.version, g.void])).toEqual([[1, true]]);
    const stale = await p.charterer.post(`/api/deals/${id}/contract/sign`, { version: 1, password: p.charterer.password, consent: true });
    expect([stale.status, stale.json.error.message]).toEqual([409, 'Version 1 is not the latest: read version 2 and sign that']);
    for (const who of [p.owner, p.charterer]) {
      const titles = (await t.db.select().from(notifications).where(eq(notifications.userId, who.id))).map((n) => n.title);
      expect(titles.filter((x) => x === 'Signatures void: new version')).toHaveLength(1);
    }
    expect(
      (await p.charterer.post(`/api/deals/${id}/contract/sign`, { version: 2, password: p.charterer.password, consent: true })).json.contract
        .sealedAt,
    ).toBeNull();
  });

  it('renders a version as a PDF for the parties, the same bytes every time, with a certificate page once sealed', async () => {
    const { p, id } = await fixedDeal();
    await p.owner.post(`/api/deals/${id}/contract`);
    const pdf = async (who: typeof p.owner) => {
      const res = await who.open(`/api/deals/${id}/contract/versions/1/pdf`);
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        disposition: res.headers.get('content-disposition'),
        bytes: Buffer.from(await res.arrayBuffer()),
      };
    };
    const pages = (b: Buffer) => (b.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    const first = await pdf(p.charterer);
    expect([first.status, first.type, first.bytes.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
    expect(first.disposition).toMatch(/^attachment; filename="Charter party Aegean Spirit v1.pdf"/);
    const again = await pdf(p.owner);
    expect(sha256Bytes(again.bytes)).toBe(sha256Bytes(first.bytes));
    const unsealedPages = pages(first.bytes);
    expect(unsealedPages).toBeGreaterThanOrEqual(3); // title and terms, clauses, signatures
    expect((await (await t.signedIn('owner', { verified: true })).open(`/api/deals/${id}/contract/versions/1/pdf`)).status).toBe(404);

    for (const who of [p.owner, p.charterer]) await who.post(`/api/deals/${id}/contract/sign`, { version: 1, password: who.password, consent: true });
    const sealed = await pdf(p.owner);
    expect(pages(sealed.bytes)).toBe(unsealedPages + 1); // the certificate page
    expect(sealed.disposition).toMatch(/v1 signed\.pdf/);
    const issued = await t.db.select().from(contractDocuments).where(eq(contractDocuments.version, 1));
    expect(issued.map((d) => d.sha256)).toEqual(expect.arrayContaining([sha256Bytes(first.bytes), sha256Bytes(sealed.bytes)]));
    const downloads = (await p.owner.get(`/api/deals/${id}`)).json.deal.events.filter((e: { event: string }) => e.event === 'contract_download');
    expect(downloads.map((e: { actorRole: string }) => e.actorRole)).toEqual(['charterer', 'owner', 'owner']);
  });

  it('lets anyone verify a PDF or a hash: the companies, version and signing dates, never the terms; a changed byte does not match', async () => {
    const { p, id } = await fixedDeal();
    const drafted = (await p.owner.post(`/api/deals/${id}/contract`)).json.contract;
    const visitor = t.agent();
    const unsigned = await visitor.get(`/api/contracts/verify?hash=${drafted.latest.hash.toUpperCase()}`);
    expect(unsigned.json).toMatchObject({ match: true, by: 'version', version: 1, latestVersion: 1, sealed: false, sealedAt: null, signatures: [] });
    for (const who of [p.owner, p.charterer]) await who.post(`/api/deals/${id}/contract/sign`, { version: 1, password: who.password, consent: true });
    const file = Buffer.from(await (await p.owner.open(`/api/deals/${id}/contract/versions/1/pdf`)).arrayBuffer());
    const company = async (a: typeof p.owner) => (await a.get('/api/accounts/me')).json.profile.companyName as string;

    const ok = await visitor.upload('/api/contracts/verify', 'file', file, 'charter-party.pdf');
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      match: true,
      by: 'pdf',
      version: 1,
      sealed: true,
      owner: await company(p.owner),
      charterer: await company(p.charterer),
    });
    expect(ok.json.signatures.map((s: { company: string }) => s.company)).toEqual([await company(p.owner), await company(p.charterer)]);
    expect(Object.keys(ok.json).sort()).toEqual([
      'by',
      'charterer',
      'latestVersion',
      'match',
      'owner',
      'sealed',
      'sealedAt',
      'signatures',
      'version',
    ]);
    expect(ok.text).not.toContain('Wheat');

    const changed = Buffer.from(file);
    changed[Math.floor(changed.length / 2)] ^= 0x01;
    expect((await visitor.upload('/api/contracts/verify', 'file', changed, 'charter-party.pdf')).json).toEqual({ match: false });
    expect((await visitor.get(`/api/contracts/verify?hash=${'0'.repeat(64)}`)).json).toEqual({ match: false });
    const bad = await visitor.get('/api/contracts/verify?hash=not-a-hash');
    expect([bad.status, bad.json.error.fields.hash]).toEqual([400, 'Paste a SHA-256: 64 characters, 0-9 and a-f']);
  });

  it('records who opened the charter party, once per person in any ten minutes', async () => {
    const { p, id } = await fixedDeal();
    await p.owner.post(`/api/deals/${id}/contract`);
    const admin = await t.signedIn('admin');
    for (const who of [p.owner, p.owner, p.charterer, admin]) expect((await who.get(`/api/deals/${id}/contract`)).status).toBe(200);
    t.deps.clock.advance(11 * 60_000);
    await p.owner.get(`/api/deals/${id}/contract`);
    const views = (await p.owner.get(`/api/deals/${id}`)).json.deal.events.filter((e: { event: string }) => e.event === 'contract_view');
    expect(views.map((e: { actorRole: string }) => e.actorRole)).toEqual(['owner', 'charterer', 'admin', 'owner']);
  });
});
