import { describe, expect, it } from 'vitest';
import { readCommission } from './commission';

describe('readCommission', () => {
  it('reads the totals README 3.11 gives', () => {
    const cases: [string, number][] = [
      ['3.75% TTL', 3.75],
      ['2.5% + 1.25%', 3.75],
      ['2.5% ADD + 1.25% BROKERAGE', 3.75],
      ['1.25% + 3.75% add', 5],
      ['3.75% ADD', 3.75],
      ['TTL COMM 5%', 5],
      ['5 PCT TTL', 5],
    ];
    for (const [written, pct] of cases) expect([written, readCommission(written)]).toEqual([written, pct]);
  });

  it('reads the other ways orders state it', () => {
    expect(readCommission('COMM: 5% TTL')).toBe(5);
    expect(readCommission('2.5% ADD + 1.25% = 3.75% TTL')).toBe(3.75);
    expect(readCommission('3.75 pct adcom + 1.25 pct brokerage')).toBe(5);
    expect(readCommission('1.25 pct')).toBe(1.25);
    expect(readCommission('2.50% addcomm')).toBe(2.5);
    expect(readCommission('Total commission 3.75%')).toBe(3.75);
    expect(readCommission('comm 2.5 + 1.25')).toBe(3.75);
    expect(readCommission('3.75 ttl')).toBe(3.75);
  });

  it('answers null when no commission is stated', () => {
    expect(readCommission('')).toBeNull();
    expect(readCommission('TBA')).toBeNull();
    expect(readCommission('usual')).toBeNull();
  });
});
