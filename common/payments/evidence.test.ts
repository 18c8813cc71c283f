import { describe, expect, it } from 'vitest';
import { claimWindowClosesAt, markRefusal } from './evidence';

describe('the claim window (#25)', () => {
  // Worked by hand: 5 days after the later of the two instants.
  it.each([
    ['paid first, marked later', '2026-12-01T10:00:00Z', '2026-12-04T08:30:00Z', '2026-12-09T08:30:00.000Z'],
    ['marked first, paid later', '2026-12-04T08:30:00Z', '2026-12-01T10:00:00Z', '2026-12-09T08:30:00.000Z'],
    ['both at once', '2026-12-31T23:00:00Z', '2026-12-31T23:00:00Z', '2027-01-05T23:00:00.000Z'],
  ])('%s', (_, paid, marked, closes) => {
    expect(claimWindowClosesAt(new Date(paid), new Date(marked), 5).toISOString()).toBe(closes);
  });
});

describe('when the owner may mark', () => {
  const now = new Date('2026-12-10T06:00:00Z');
  it.each([
    ['held, laycan opened today', { status: 'held', releaseRule: 'loading', ownerDoneAt: null }, '2026-12-10', null],
    [
      'held, laycan tomorrow',
      { status: 'held', releaseRule: 'loading', ownerDoneAt: null },
      '2026-12-11',
      'Loading cannot be completed before the laycan opens on 2026-12-11: mark it from that day',
    ],
    [
      'unpaid',
      { status: 'scheduled', releaseRule: 'loading', ownerDoneAt: null },
      '2026-12-01',
      'The money for this instalment is not in escrow yet: it can be marked once the charterer has paid it in',
    ],
    [
      'processing',
      { status: 'pending', releaseRule: 'delivery', ownerDoneAt: null },
      '2026-12-01',
      'The money for this instalment is not in escrow yet: it can be marked once the charterer has paid it in',
    ],
    [
      'a claim open',
      { status: 'on_hold', releaseRule: 'completion', ownerDoneAt: null },
      '2026-12-01',
      'A claim on this instalment is open: it cannot be marked until Fairlead resolves it',
    ],
  ] as const)('%s', (_, p, from, refusal) => {
    expect(markRefusal(p, from, now)).toBe(refusal);
  });
});
