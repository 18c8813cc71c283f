import { describe, expect, it } from 'vitest';
import { readFreightIdea, readRate, readRates } from './rates';

describe('readRates', () => {
  it('splits a combined value into its two ends (README 3.10)', () => {
    expect(readRates('L/D: 10,000 MT PWWD SHINC / 8,000 MT PWWD SHEX')).toEqual({
      load: '10,000 MT PWWD SHINC',
      discharge: '8,000 MT PWWD SHEX',
    });
    expect(readRates('Scale load / 30,000 mt SHINC')).toEqual({ load: 'Scale load', discharge: '30,000 mt SHINC' });
    expect(readRates('CQD / CQD')).toEqual({ load: 'CQD', discharge: 'CQD' });
    expect(readRates('L/D: 8,000 SHINC / 3,000 SHEX EIU')).toEqual({ load: '8,000 SHINC', discharge: '3,000 SHEX EIU' });
  });

  it('reads the other ways circulars join the two ends', () => {
    expect(readRates('30K SHINC/25K SHINC')).toEqual({ load: '30K SHINC', discharge: '25K SHINC' });
    expect(readRates('10,000/8,000 MT PWWD SHINC')).toEqual({
      load: '10,000 MT PWWD SHINC',
      discharge: '8,000 MT PWWD SHINC',
    });
    expect(readRates('load 10,000 shinc, disch 8,000 shex')).toEqual({ load: '10,000 shinc', discharge: '8,000 shex' });
    expect(readRates('2,500 mt pwwd shinc - 3,000 pwwd shex')).toEqual({
      load: '2,500 mt pwwd shinc',
      discharge: '3,000 pwwd shex',
    });
    expect(readRates('Load: 10,000 mt PWWD SHEX UU / Disch: 6,000 mt PWWD SHEX')).toEqual({
      load: '10,000 mt PWWD SHEX UU',
      discharge: '6,000 mt PWWD SHEX',
    });
    expect(readRates('load 20000mt shinc , dischrge 25000 shinc')).toEqual({
      load: '20000mt shinc',
      discharge: '25000 shinc',
    });
    expect(readRates('cqd/cqd')).toEqual({ load: 'cqd', discharge: 'cqd' });
    expect(readRates('Load rate 35,000 mt shinc / Disch rate 20,000 mt shinc')).toEqual({
      load: '35,000 mt shinc',
      discharge: '20,000 mt shinc',
    });
    expect(readRates('L/D: CQD')).toEqual({ load: 'CQD', discharge: 'CQD' });
    expect(readRates('LOAD: 3,000 MT PWWD SHINC')).toEqual({ load: '3,000 MT PWWD SHINC', discharge: null });
  });

  it('reads placeholders as no rate', () => {
    expect(readRates('L/D: TBA')).toEqual({ load: null, discharge: null });
    expect(readRates('10,000 SHINC / TBA')).toEqual({ load: '10,000 SHINC', discharge: null });
  });
});

describe('readRate', () => {
  it('drops the load or discharge label', () => {
    expect(readRate('LOAD: 3,000 MT PWWD SHINC')).toBe('3,000 MT PWWD SHINC');
    expect(readRate('DISCH: CQD')).toBe('CQD');
    expect(readRate('Disch rate: 8,000 mt shex')).toBe('8,000 mt shex');
    expect(readRate('L/R 10,000 SHINC')).toBe('10,000 SHINC');
    expect(readRate('D/R: 5,000 FHEX')).toBe('5,000 FHEX');
    expect(readRate('Scale load')).toBe('Scale load');
    expect(readRate('-')).toBeNull();
  });
});

describe('readFreightIdea', () => {
  it('drops the label and keeps the value as written', () => {
    expect(readFreightIdea('Frt idea: USD 14.50 PMT FIOS')).toBe('USD 14.50 PMT FIOS');
    expect(readFreightIdea('FRT: USD 42.00 PMT FILO')).toBe('USD 42.00 PMT FILO');
    expect(readFreightIdea('IDEA USD 38 PMT')).toBe('USD 38 PMT');
    expect(readFreightIdea('FIOS USD 58.00')).toBe('FIOS USD 58.00');
    expect(readFreightIdea('WS 145')).toBe('WS 145');
    expect(readFreightIdea('USD 390k LS')).toBe('USD 390k LS');
    expect(readFreightIdea('LS USD 2.9M')).toBe('LS USD 2.9M');
  });

  it('reads placeholders as no idea', () => {
    for (const written of ['TBA', '-', 'owners to propose', "owners' idea pls", 'Frt idea: owners to propose', 'FRT: TBA', 'owners pls give idea'])
      expect([written, readFreightIdea(written)]).toEqual([written, null]);
  });
});
