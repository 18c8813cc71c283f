import { describe, expect, it } from 'vitest';
import { heldDuringVoyage } from './held';

// Laycan 10–15 Jan 2027; an offer holds her from 10 Jan to 15 Jan plus the voyage's days, rounded up.
describe('heldDuringVoyage', () => {
  it('finds a hold that starts after the laycan but before the voyage is over', () => {
    // 41.2 days → 42: the voyage holds her to 15 Jan + 42 days = 26 Feb 2027. A drydock from 20 Feb meets it.
    expect(heldDuringVoyage([{ from: '2027-02-20', to: '2027-03-05' }], '2027-01-10', '2027-01-15', 41.2)).toEqual({
      period: { from: '2027-02-20', to: '2027-03-05' },
      sentence:
        'Already committed 20 Feb 2027 to 5 Mar 2027 (another fixture, a deal on subjects or a block): this voyage would hold her until about 26 Feb 2027',
    });
  });

  it('lets her go when the hold starts the day after the voyage ends', () => {
    expect(heldDuringVoyage([{ from: '2027-02-27', to: '2027-03-05' }], '2027-01-10', '2027-01-15', 41.2)).toBeNull();
  });

  it('counts the last day of a hold that ends on the laycan’s first day', () => {
    const found = heldDuringVoyage([{ from: '2027-01-01', to: '2027-01-10' }], '2027-01-10', '2027-01-15', 30);
    expect(found?.period).toEqual({ from: '2027-01-01', to: '2027-01-10' });
  });

  it('names the earliest of several holds, a one-day hold by its day', () => {
    const found = heldDuringVoyage(
      [
        { from: '2027-02-10', to: '2027-02-12' },
        { from: '2027-01-20', to: '2027-01-20' },
      ],
      '2027-01-10',
      '2027-01-15',
      40,
    );
    expect(found?.sentence.startsWith('Already committed 20 Jan 2027 (')).toBe(true);
  });

  it('without an estimate, checks the laycan alone', () => {
    expect(heldDuringVoyage([{ from: '2027-01-16', to: '2027-01-20' }], '2027-01-10', '2027-01-15', 0)).toBeNull();
    expect(heldDuringVoyage([], '2027-01-10', '2027-01-15', 40)).toBeNull();
  });
});
