import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, contractVersions } from '../../db/schema';
import { alexandriaFacts, rotterdamFacts } from '../../test/laytime-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { sealedDeal } from '../../test/payment-input';
import { pdfText } from '../../test/pdf-text';

// The laytime sheet as a PDF (#30 point 3, decision 038). The charter party (deal-input.ts): 50,000 t, 10,000 t/day
// loading, 8,000 t/day discharging, SHINC, demurrage USD 25,000 a day; default terms (12 h turn time from tender).
// By hand: at Rotterdam 50,000 / 10,000 = 5 days allowed; the notice is tendered 08:00 Mon 2 March Amsterdam time,
// turn time ends 20:00 local (19:00Z), when laytime starts; with 6 h of rain excepted it runs out 01:00Z Sun 8 March,
// completion 12:00Z: 11 h on demurrage, 25,000 × 11 / 24 = USD 11,458.33. At Alexandria 50,000 / 8,000 = 6 d 6 h
// allowed, used to the minute. The PDF prints the signed charter party's SHA-256.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sheetFor = { termsVersion: 0, facts: { load: 1, discharge: 1 }, demurrage: 1_145_833, despatch: 0 };

async function recorded() {
  const { p, id } = await sealedDeal(t);
  expect((await p.owner.put(`/api/deals/${id}/laytime/calls/load/facts`, rotterdamFacts())).status).toBe(200);
  expect((await p.owner.put(`/api/deals/${id}/laytime/calls/discharge/facts`, alexandriaFacts())).status).toBe(200);
  return { ...p, deal: id };
}

async function signedHash(deal: string) {
  const [row] = await t.db
    .select({ hash: contractVersions.hash })
    .from(contracts)
    .innerJoin(contractVersions, and(eq(contractVersions.contractId, contracts.id), eq(contractVersions.version, contracts.sealedVersion)))
    .where(eq(contracts.dealId, deal));
  return row.hash;
}

async function pdfOf(who: { open: (path: string) => Promise<Response> }, deal: string) {
  const res = await who.open(`/api/deals/${deal}/laytime/sheet.pdf`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), bytes, text: res.status === 200 ? pdfText(bytes) : '' };
}

describe('the laytime sheet as a PDF', () => {
  it('prints the signed charter party’s hash, the periods on the port’s clock, the totals, and DRAFT until both agree', async () => {
    const { deal, ...p } = await recorded();
    const pdf = await pdfOf(p.charterer, deal);
    expect([pdf.status, pdf.type, pdf.bytes.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
    expect(pdf.text).toContain(`SHA-256 ${await signedHash(deal)}`);
    expect(pdf.text).toContain('Times in Europe/Amsterdam');
    expect(pdf.text).toContain('Laytime starts Mon, 2 Mar 2026, 20:00'); // the end of turn time, on the port's clock
    expect(pdf.text).toContain('Time allowed 5 d 0 h 0 m');
    expect(pdf.text).toContain('Time allowed 6 d 6 h 0 m');
    expect(pdf.text).toContain('On demurrage 0 d 11 h 0 m');
    expect(pdf.text).toContain('Demurrage $11,458.33');
    // Both ports' allowances together: 5 d + 6 d 6 h.
    expect(pdf.text).toContain('Result Time allowed 11 d 6 h 0 m Time used 11 d 6 h 0 m Time on demurrage 0 d 11 h 0 m');
    expect(pdf.text).toContain('Terms version The charter party');
    expect(pdf.text).toContain('Statement of facts version 1');
    expect(pdf.text).toMatch(/DRAFT . not agreed/);
    expect(pdf.text).toContain('Owners Not agreed');
    // An admin reads it; a stranger is told the deal does not exist.
    expect((await pdfOf(await t.signedIn('admin'), deal)).status).toBe(200);
    expect((await pdfOf(await t.signedIn('owner', { verified: true }), deal)).status).toBe(404);
  });

  it('prints who agreed it and when once both have, without DRAFT', async () => {
    const { deal, ...p } = await recorded();
    const half = await p.owner.post(`/api/deals/${deal}/laytime/agreements`, sheetFor);
    expect(half.status).toBe(200);
    const one = await pdfOf(p.owner, deal);
    expect(one.text).toContain(`Owners Agreed by Test owner on ${half.json.laytime.agreement.owner.slice(0, 16).replace('T', ' ')} UTC`);
    expect(one.text).toMatch(/DRAFT . not agreed/);
    expect((await p.charterer.post(`/api/deals/${deal}/laytime/agreements`, sheetFor)).status).toBe(200);
    const both = await pdfOf(p.owner, deal);
    expect(both.text).toContain('Agreed by both parties');
    expect(both.text).toContain('Charterers Agreed by Test charterer on');
    expect(both.text).not.toContain('DRAFT');
  });
});
