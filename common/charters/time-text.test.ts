import { describe, expect, it } from 'vitest';
import { instantToZoned, laycanText, utcText, zonedToInstant } from './time-text';

describe('deadlines in a stated zone', () => {
  it('reads "17:00 Europe/London" as the right instant in winter and in summer', () => {
    expect(zonedToInstant('2027-01-15T17:00', 'Europe/London')).toBe('2027-01-15T17:00:00.000Z');
    expect(zonedToInstant('2027-07-15T17:00', 'Europe/London')).toBe('2027-07-15T16:00:00.000Z');
    expect(zonedToInstant('2027-07-15T17:00', 'Asia/Singapore')).toBe('2027-07-15T09:00:00.000Z');
    expect(zonedToInstant('not a time', 'UTC')).toBe('');
  });

  it('shows an instant back in the zone it was stated in, and in UTC in the server’s words', () => {
    expect(instantToZoned('2027-07-15T16:00:00.000Z', 'Europe/London')).toBe('2027-07-15T17:00');
    expect(utcText('2027-03-03T17:00:00.000Z')).toBe('17:00 UTC on 3 March');
  });
});

describe('a laycan in words', () => {
  it('writes once what its two dates share', () => {
    expect(laycanText('2027-01-12', '2027-01-20')).toBe('12–20 Jan 2027');
    expect(laycanText('2027-01-28', '2027-02-05')).toBe('28 Jan – 5 Feb 2027');
    expect(laycanText('2026-12-28', '2027-01-05')).toBe('28 Dec 2026 – 5 Jan 2027');
    expect(laycanText('2027-03-03', '2027-03-03')).toBe('3 Mar 2027');
  });
});
