import { describe, expect, it } from 'vitest';
import { termRows } from '../charters/term-rows';
import type { TimeTerms, VoyageTerms } from '../charters/terms';
import { draftClauses, type Parties } from './clauses';

// Issue #25, "The charter party says what was agreed": the clauses and the recap name the form that is signed,
// agree on commission and freight payment, and write ports and the flag as names. Every expected sentence below
// is written out by hand from the terms on its row.

const voyage: VoyageTerms = {
  charterType: 'voyage',
  laycanFrom: '2027-03-03',
  laycanTo: '2027-03-08',
  currency: 'USD',
  cpForm: 'GENCON 1994',
  law: 'English law, London arbitration',
  remarks: '',
  cargo: 'Wheat in bulk',
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLOO',
  loadPort: 'FRURO',
  dischargePort: 'EGALY',
  freightBasis: 'per_tonne',
  freightRate: 2_450,
  loadRateTpd: 10_000,
  dischargeRateTpd: 8_000,
  laytimeTerms: 'SHINC',
  demurragePerDay: 2_500_000,
  despatchPerDay: 1_250_000,
  voyageDays: 20,
};
const time: TimeTerms = {
  charterType: 'time',
  laycanFrom: '2027-05-01',
  laycanTo: '2027-05-05',
  currency: 'USD',
  cpForm: 'NYPE 2015',
  law: 'English law, London arbitration',
  remarks: '',
  deliveryPort: 'SGSIN',
  redeliveryPort: 'FRURO',
  periodDays: 90,
  periodToleranceDays: 15,
  hirePerDay: 1_650_000,
  tradingLimits: 'Worldwide within IWL',
};
const parties: Parties = {
  owner: 'Aegean Bulk SA',
  charterer: 'Nile Grain Co',
  vessel: { name: 'Aegean Spirit', imo: '9321018', flag: 'MH', deadweightT: 58_000 },
  portNames: { FRURO: 'Rouen, France', EGALY: 'Alexandria, Egypt', SGSIN: 'Singapore' },
};
const body = (clauses: { key: string; body: string }[], key: string) => clauses.find((c) => c.key === key)!.body;
const row = (t: VoyageTerms | TimeTerms, key: string) => termRows(t, parties.portNames).find((r) => r.key === key)?.value;

describe('the charter party says what was agreed', () => {
  it.each([
    // terms -> the commission clause, word for word
    [
      {},
      'This charter was fixed directly between the parties on Fairlead, which charges no commission on it. No address commission is payable. No brokerage is payable to anyone.',
    ],
    [
      { addressCommissionPct: 3.75 },
      'This charter was fixed directly between the parties on Fairlead, which charges no commission on it. An address commission of 3.75% on all freight, deadfreight and demurrage is due to the Charterers and is deducted from each payment of freight. No brokerage is payable to anyone.',
    ],
    [
      { addressCommissionPct: 2.5, brokeragePct: 1.25 },
      'This charter was fixed directly between the parties on Fairlead, which charges no commission on it. An address commission of 2.5% on all freight, deadfreight and demurrage is due to the Charterers and is deducted from each payment of freight. The Owners pay a brokerage of 1.25% on all freight, deadfreight and demurrage to the brokers the parties named.',
    ],
  ])('voyage commission clause for %j', (extra, sentence) => {
    const t = { ...voyage, ...extra };
    expect(body(draftClauses(t, parties), 'commission')).toBe(sentence);
  });

  it.each([
    [{ addressCommissionPct: 3.75 }, '3.75% address commission on freight; Fairlead charges none'],
    [{ addressCommissionPct: 3.75, brokeragePct: 1.25 }, '3.75% address commission and 1.25% brokerage on freight; Fairlead charges none'],
    [{}, 'None: fixed directly on Fairlead'],
  ])('the recap commission row for %j agrees with the clause', (extra, value) => {
    const t = { ...voyage, ...extra };
    expect(row(t, 'commission')).toBe(value);
    const clause = body(draftClauses(t, parties), 'commission');
    // the "no address commission" sentence only when none was agreed
    expect(clause.includes('No address commission is payable.')).toBe(!t.addressCommissionPct);
  });

  it('says "3.75% address commission" for hire in a time charter, and deducts it from hire', () => {
    const clauses = draftClauses({ ...time, addressCommissionPct: 3.75 }, parties);
    expect(body(clauses, 'commission')).toContain(
      'An address commission of 3.75% on all hire is due to the Charterers and is deducted from each payment of hire.',
    );
    expect(body(clauses, 'hire')).toContain('payable 15 days in advance in USD, less the address commission agreed below.');
  });

  it.each([
    // terms -> the freight clause's payment sentence and the recap's freight payment row
    [
      {},
      '95% of the freight is payable within 3 banking days after signing/releasing bills of lading (BBB), and the balance within 30 days of completion of discharge.',
      '95% within 3 banking days after signing/releasing bills of lading (BBB), balance within 30 days of completion of discharge',
    ],
    [
      { freightBblPct: 90, freightBalanceDays: 45 },
      '90% of the freight is payable within 3 banking days after signing/releasing bills of lading (BBB), and the balance within 45 days of completion of discharge.',
      '90% within 3 banking days after signing/releasing bills of lading (BBB), balance within 45 days of completion of discharge',
    ],
    [
      { freightBblPct: 100 },
      'The freight is payable in full within 3 banking days after signing/releasing bills of lading (BBB).',
      '100% within 3 banking days after signing/releasing bills of lading (BBB)',
    ],
  ])('freight payment for %j', (extra, sentence, recap) => {
    const t = { ...voyage, ...extra };
    const freight = body(draftClauses(t, parties), 'freight');
    expect(freight).toContain(sentence);
    expect(freight).not.toContain('five banking days');
    expect(row(t, 'freightPayment')).toBe(recap);
  });

  it('names the form that is signed: Fairlead voyage or time charter terms, never GENCON or NYPE as the form', () => {
    const v = draftClauses(voyage, parties);
    expect(body(v, 'parties')).toContain(
      'This charter, on Fairlead voyage charter terms (the parties referred to GENCON 1994; its printed text is not part of this charter), is made between',
    );
    expect(row({ ...voyage, cpForm: 'Fairlead voyage charter terms' }, 'cpForm')).toBe('Fairlead voyage charter terms, amended as agreed');
    expect(row(voyage, 'cpForm')).not.toMatch(/^GENCON/);
    const t = draftClauses({ ...time, cpForm: 'Fairlead time charter terms' }, parties);
    expect(body(t, 'parties')).toContain('This time charter, on Fairlead time charter terms, is made between');
    expect(row(time, 'cpForm')).toBe(
      'Fairlead time charter terms (the parties referred to NYPE 2015; its printed text is not part of this charter), amended as agreed',
    );
  });

  it('writes ports and the flag as names, not UN/LOCODEs or ISO codes', () => {
    const v = draftClauses(voyage, parties);
    expect(body(v, 'voyage')).toContain('proceed to Rouen, France, or so near');
    expect(body(v, 'voyage')).toContain('carry it to Alexandria, Egypt, where');
    expect(body(v, 'parties')).toContain('the Aegean Spirit, IMO 9321018, Marshall Islands flag, 58,000 mt deadweight');
    expect([row(voyage, 'loadPort'), row(voyage, 'dischargePort')]).toEqual(['Rouen, France', 'Alexandria, Egypt']);
    const t = draftClauses(time, parties);
    expect(body(t, 'delivery')).toContain('delivered at Singapore,');
    expect(body(t, 'redelivery')).toContain('redelivered at Rouen, France in like good order');
    const all = [...v, ...t].map((c) => c.body).join(' ');
    expect(all).not.toMatch(/FRURO|EGALY|SGSIN|\bFR URO\b|flag MH/);
    // a port the table does not know is still not written raw
    expect(termRows({ ...voyage, loadPort: 'XXABC' }).find((r) => r.key === 'loadPort')?.value).toBe('XX ABC');
  });
});
