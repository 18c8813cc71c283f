/** A complete, valid vessel form: tests change one field at a time. */
export const validVessel = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pacific Venture',
  imo: '9471238',
  mmsi: '636012345',
  callSign: 'D5AB7',
  flag: 'LR',
  type: 'bulkCarrier',
  buildYear: 2015,
  lengthM: 189.99,
  beamM: 32.26,
  draughtM: 12.8,
  deadweightT: 58000,
  capacity: 72000,
  classSociety: 'Nippon Kaiji Kyokai',
  piClub: 'Japan P&I Club',
  piExpiry: '2099-02-20',
  openPort: 'SGSIN',
  openDate: '2027-01-10',
  charterTypes: ['voyage', 'time'],
  rateUsdPerDay: 16750,
  description: 'Supramax, 4 x 30 t cranes with grabs.',
  ...overrides,
});

/** Valid IMO numbers, one after another from `start` (six digits): each with its check digit, none twice. */
export function imoSequence(start: number) {
  let serial = start;
  return () => {
    const digits = String(serial++).split('').map(Number);
    return `${digits.join('')}${digits.reduce((sum, d, i) => sum + d * (7 - i), 0) % 10}`;
  };
}
