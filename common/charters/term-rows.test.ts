import { describe, expect, it } from 'vitest';
import { changedTerms, termRows } from './term-rows';
import type { Terms } from './terms';

const voyage: Terms = {
  charterType: 'voyage', laycanFrom: '2027-03-03', laycanTo: '2027-03-08', currency: 'USD', cpForm: 'GENCON 1994', law: 'English law, London arbitration',
  remarks: '', cargo: 'Wheat in bulk', quantityT: 50_000, tolerancePct: 10, toleranceOption: 'MOLOO', loadPort: 'NLRTM', dischargePort: 'EGALY',
  freightBasis: 'per_tonne', freightRate: 2_450, loadRateTpd: 10_000, dischargeRateTpd: 8_000, laytimeTerms: 'SHINC', demurragePerDay: 2_500_000,
  despatchPerDay: 1_250_000, voyageDays: 20,
};

describe('terms written out as a recap', () => {
  it('writes a voyage recap the way brokers do', () => {
    const rows = Object.fromEntries(termRows(voyage).map((r) => [r.label, r.value]));
    expect(rows['Quantity']).toBe('50,000 mt 10% more or less in owners’ option (MOLOO)');
    expect(rows['Freight']).toBe('US$24.50 per mt');
    expect(rows['Laytime']).toBe('Load 10,000 mt/day, discharge 8,000 mt/day SHINC');
    expect(rows['Demurrage / despatch']).toBe('US$25,000.00 per day pro rata / US$12,500.00 per day');
    expect(rows['Load port']).toBe('NL RTM');
  });

  it('marks exactly the rows a counter changed', () => {
    expect([...changedTerms(voyage, { ...voyage, freightRate: 2_400, laycanTo: '2027-03-10' })].sort()).toEqual(['freight', 'laycan']);
    expect(changedTerms(undefined, voyage).size).toBe(0);
  });
});
