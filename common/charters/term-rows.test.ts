import { describe, expect, it } from 'vitest';
import { changedTerms, subjectRows, termRows } from './term-rows';
import type { Terms } from './terms';

const voyage: Terms = {
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
  loadPort: 'NLRTM',
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

describe('subjects compared between two versions (#25)', () => {
  const board = { text: 'Charterers’ board approval', party: 'charterer', liftBy: '2027-03-01T17:00:00.000Z' } as const;
  const approval = { text: 'Owners’ approval of charterers', party: 'owner', liftBy: '2027-03-01T12:00:00.000Z' } as const;
  const details = { text: 'Details of the charter party', party: 'charterer', liftBy: '2027-03-02T17:00:00.000Z' } as const;

  // Each case: the earlier version's subjects, the counter's, and the rows expected, written out by hand.
  const cases: [
    string,
    (typeof board | typeof approval | typeof details)[] | undefined,
    { text: string; party: 'owner' | 'charterer'; liftBy: string }[],
    string[],
  ][] = [
    ['the first version marks nothing', undefined, [board], ['- Charterers’ board approval: charterers to lift by 17:00 UTC on 1 March (was none)']],
    [
      'the same subjects carried over are unchanged',
      [board, approval],
      [board, approval],
      [
        '- Charterers’ board approval: charterers to lift by 17:00 UTC on 1 March (was Charterers’ board approval: charterers to lift by 17:00 UTC on 1 March)',
        '- Owners’ approval of charterers: owners to lift by 12:00 UTC on 1 March (was Owners’ approval of charterers: owners to lift by 12:00 UTC on 1 March)',
      ],
    ],
    [
      'a subject added',
      [board],
      [board, details],
      [
        '- Charterers’ board approval: charterers to lift by 17:00 UTC on 1 March (was Charterers’ board approval: charterers to lift by 17:00 UTC on 1 March)',
        'added Details of the charter party: charterers to lift by 17:00 UTC on 2 March (was none)',
      ],
    ],
    [
      'a deadline moved and a party changed',
      [board, approval],
      [
        { ...board, liftBy: '2027-03-03T09:30:00.000Z' },
        { ...approval, party: 'charterer' },
      ],
      [
        'changed Charterers’ board approval: charterers to lift by 09:30 UTC on 3 March (was Charterers’ board approval: charterers to lift by 17:00 UTC on 1 March)',
        'changed Owners’ approval of charterers: charterers to lift by 12:00 UTC on 1 March (was Owners’ approval of charterers: owners to lift by 12:00 UTC on 1 March)',
      ],
    ],
    [
      'a subject removed',
      [board, approval],
      [approval],
      [
        '- Owners’ approval of charterers: owners to lift by 12:00 UTC on 1 March (was Owners’ approval of charterers: owners to lift by 12:00 UTC on 1 March)',
        'removed  (was Charterers’ board approval: charterers to lift by 17:00 UTC on 1 March)',
      ],
    ],
    [
      'spacing and case keep the subject (its words shown changed); new words are a new subject',
      [board],
      [
        { ...board, text: '  charterers’   BOARD approval ' },
        { ...details, text: 'Receivers’ approval' },
      ],
      [
        'changed   charterers’   BOARD approval : charterers to lift by 17:00 UTC on 1 March (was Charterers’ board approval: charterers to lift by 17:00 UTC on 1 March)',
        'added Receivers’ approval: charterers to lift by 17:00 UTC on 2 March (was none)',
      ],
    ],
    ['every subject removed', [board], [], ['removed  (was Charterers’ board approval: charterers to lift by 17:00 UTC on 1 March)']],
  ];

  for (const [name, previous, next, rows] of cases) {
    it(name, () => {
      const got = subjectRows(previous, next).map((r) => `${r.change ?? '-'} ${r.value} (was ${r.was ?? 'none'})`);
      expect(got).toHaveLength(rows.length);
      expect(got).toEqual(rows);
    });
  }
});
