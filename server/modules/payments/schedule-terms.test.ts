import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFrom, dealParties, firm, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A deal fixed on the recap's terms with its charter party drafted (version 1), through the API. */
async function draftedDeal(recap: Record<string, unknown>) {
  const p = await dealParties(t);
  const id = await openDeal(t, p, recap);
  await p.owner.post(`/api/deals/${id}/offers`, firm(t, recap));
  const fixed = await p.charterer.post(`/api/deals/${id}/accept`);
  if (fixed.json?.deal?.stage !== 'fixed') throw new Error(`not fixed: ${fixed.text}`);
  const drafted = await p.owner.post(`/api/deals/${id}/contract`);
  return { p, id, clauses: drafted.json.contract.latest.content.clauses as unknown[] };
}

async function signBoth(p: Awaited<ReturnType<typeof dealParties>>, id: string, version: number) {
  for (const a of [p.owner, p.charterer]) {
    const signed = await a.post(`/api/deals/${id}/contract/sign`, { version, password: a.password, consent: true });
    expect(signed.status).toBe(200);
  }
}

// The recap: 50,000 t wheat at USD 42.50/t, nothing said of commissions.
const recapOf = () => voyageTerms(t, { freightRate: 4_250 });

describe('the schedule follows the sealed charter party, not the recap (#25)', () => {
  it('an amendment before signing adds 3.75% adcom and 1.25% brokerage: the schedule deducts the adcom', async () => {
    const recap = recapOf();
    const { p, id, clauses } = await draftedDeal(recap);
    const amended = { ...recap, addressCommissionPct: 3.75, brokeragePct: 1.25, freightBblPct: 95, freightBalanceDays: 30 };
    const v2 = await p.charterer.post(`/api/deals/${id}/contract/versions`, {
      basedOn: 1,
      clauses,
      terms: amended,
      note: 'Adcom 3.75% and brokerage 1.25% as agreed',
    });
    expect(v2.status).toBe(201);
    expect(v2.json.contract.latest.content.terms.addressCommissionPct).toBe(3.75);
    // The clauses written from the terms follow them (decision 016's wording), so the signed text agrees.
    const body = (key: string) => (v2.json.contract.latest.content.clauses as { key: string; body: string }[]).find((c) => c.key === key)?.body;
    expect(body('commission')).toContain('An address commission of 3.75% on all freight, deadfreight and demurrage is due to the Charterers');
    expect(body('commission')).toContain('The Owners pay a brokerage of 1.25%');
    expect(body('freight')).toContain('less the address commission agreed below');
    await signBoth(p, id, 2);
    const { payments } = (await p.charterer.get(`/api/deals/${id}/payments`)).json;
    // Worked example (common/payments/freight.test.ts): gross 50,000 t x USD 42.50 = 212,500,000 c; 95% BBB
    // 201,875,000 less adcom 7,570,313 = 194,304,687; balance 10,625,000 less 398,437 = 10,226,563. On the recap's
    // terms they would have been 201,875,000 and 10,625,000. Balance due laycan end + 20 days voyage + 30 days.
    expect(payments.map((x: { label: string; amount: number; dueOn: string }) => [x.label, x.amount, x.dueOn])).toEqual([
      ['Freight, 95% on loading: estimate on the nominal 50,000 t, less 3.75% adcom', 194_304_687, recap.laycanFrom],
      ['Freight balance, 5% within 30 days of discharge: estimate on the nominal 50,000 t, less 3.75% adcom', 10_226_563, dayFrom(t, 35 + 20 + 30)],
    ]);
  });

  it('a freight rate changed by amendment is the one charged', async () => {
    const recap = recapOf();
    const { p, id, clauses } = await draftedDeal(recap);
    // Amended to USD 40.00/t, 100% BBB: 50,000 x 4,000 c = 200,000,000 c in one instalment.
    // The owners reworded the laytime clause in the same amendment: a clause the parties wrote stays theirs.
    const reworded = (clauses as { key: string; body: string }[]).map((c) =>
      c.key === 'laytime' ? { ...c, body: 'Laytime as agreed in the rider.' } : c,
    );
    const v2 = await p.owner.post(`/api/deals/${id}/contract/versions`, {
      basedOn: 1,
      clauses: reworded,
      terms: { ...recap, freightRate: 4_000, freightBblPct: 100 },
    });
    expect(v2.status).toBe(201);
    const body = (key: string) => (v2.json.contract.latest.content.clauses as { key: string; body: string }[]).find((c) => c.key === key)?.body;
    expect(body('freight')).toContain('$40.00 per metric tonne');
    expect(body('freight')).toContain('The freight is payable in full within 3 banking days after signing/releasing bills of lading (BBB).');
    expect(body('laytime')).toBe('Laytime as agreed in the rider.');
    await signBoth(p, id, 2);
    const { payments } = (await p.owner.get(`/api/deals/${id}/payments`)).json;
    expect(payments.map((x: { label: string; amount: number }) => [x.label, x.amount])).toEqual([
      ['Freight, 100% on loading: estimate on the nominal 50,000 t', 200_000_000],
    ]);
  });

  it('an amendment cannot turn a voyage charter into a time charter', async () => {
    const recap = recapOf();
    const { p, id, clauses } = await draftedDeal(recap);
    const time = {
      charterType: 'time',
      laycanFrom: recap.laycanFrom,
      laycanTo: recap.laycanTo,
      currency: 'USD',
      cpForm: recap.cpForm,
      law: recap.law,
      remarks: '',
      deliveryPort: 'SGSIN',
      redeliveryPort: 'NLRTM',
      periodDays: 90,
      periodToleranceDays: 15,
      hirePerDay: 1_650_000,
      tradingLimits: 'Worldwide',
    };
    const res = await p.owner.post(`/api/deals/${id}/contract/versions`, { basedOn: 1, clauses, terms: time });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe('A voyage charter cannot become a time charter by amendment');
  });
});
