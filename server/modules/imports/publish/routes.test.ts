import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, publications, vessels } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { imoSequence } from '../../../test/vessel-input';
import { newShipForm } from './test-drafts';

// POST /api/import/{id}/publish: an imported e-mail's reviewed drafts published, recorded as publications of that
// import; the import is its company's alone.

let t: TestApp;
const nextImo = imoSequence(732_000);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const circular = [
  'From: Chartering Desk <desk@example.com>',
  'Subject: Open tonnage',
  'Date: Mon, 30 Nov 2026 07:05:00 +0000',
  '',
  'MV SEA ORCHID 58K SUPRA BLT 2014 MI FLAG OPEN CJK 10-15 DEC',
].join('\n');

async function imported(who: Awaited<ReturnType<TestApp['signedIn']>>) {
  const res = await who.post('/api/import', { text: circular });
  expect(res.status, res.text).toBe(201);
  expect(res.json.import.positions).toHaveLength(1);
  return res.json.import as { id: string; positions: { index: number; fields: Record<string, unknown> }[] };
}

describe('POST /api/import/{id}/publish', () => {
  it('publishes the reviewed draft and records who published it as what', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const imp = await imported(owner);
    const imo = nextImo();
    const fields = { ...imp.positions[0].fields, imo, open_port: null, open_area: 'CJK', open_from: '2026-12-10', open_to: '2026-12-15' };
    const res = await owner.post(`/api/import/${imp.id}/publish`, { drafts: [{ kind: 'position', index: 0, fields, form: newShipForm }] });
    expect(res.status, res.text).toBe(200);
    const [vessel] = await t.db.select().from(vessels).where(eq(vessels.imo, imo));
    expect(res.json.results).toEqual([
      { kind: 'position', index: 0, action: 'created', listingId: vessel.id, message: 'Listed MV SEA ORCHID as a new vessel, open CJK 10-15 Dec' },
    ]);
    const records = await t.db.select().from(publications).where(eq(publications.importId, imp.id));
    expect(records.map((r) => [r.draftKind, r.draftIndex, r.action, r.vesselId, r.cargoOrderId, r.publishedBy])).toEqual([
      ['position', 0, 'created', vessel.id, null, owner.id],
    ]);
    const audits = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, imp.id));
    expect(audits.map((a) => a.action)).toContain('import.published');
  });

  it('tells another company the import does not exist, and refuses a draft the e-mail does not have', async () => {
    const [owner, rival] = [await t.signedIn('owner', { verified: true }), await t.signedIn('owner', { verified: true })];
    const imp = await imported(owner);
    const draft = { kind: 'position', index: 0, fields: imp.positions[0].fields, form: newShipForm };
    const stranger = await rival.post(`/api/import/${imp.id}/publish`, { drafts: [draft] });
    expect([stranger.status, stranger.json.error.message]).toEqual([404, 'Import not found']);
    const missing = await owner.post(`/api/import/${imp.id}/publish`, { drafts: [{ ...draft, index: 3 }] });
    expect([missing.status, missing.json.error.fields]).toEqual([400, { 'drafts.0.index': 'Draft 1: this e-mail has no position number 4' }]);
    const [{ n }] = await t.db.select({ n: count() }).from(publications).where(eq(publications.importId, imp.id));
    expect(n).toBe(0);
  });
});
