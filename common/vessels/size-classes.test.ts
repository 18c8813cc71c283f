import { describe, expect, it } from 'vitest';
import { sizeBands, sizeClassOf, sizeNotStated } from './size-classes';

describe('size classes', () => {
  it('names worked examples by their deadweight', () => {
    expect(sizeClassOf('bulkCarrier', 28_000)).toBe('Handysize');
    expect(sizeClassOf('bulkCarrier', 58_000)).toBe('Handymax/Supramax');
    expect(sizeClassOf('bulkCarrier', 82_000)).toBe('Panamax/Kamsarmax');
    expect(sizeClassOf('bulkCarrier', 180_000)).toBe('Capesize');
    expect(sizeClassOf('bulkCarrier', 400_000)).toBe('VLOC');
    expect(sizeClassOf('tanker', 50_000)).toBe('MR');
    expect(sizeClassOf('tanker', 74_999)).toBe('LR1');
    expect(sizeClassOf('tanker', 110_000)).toBe('Aframax/LR2');
    expect(sizeClassOf('tanker', 158_000)).toBe('Suezmax');
    expect(sizeClassOf('tanker', 300_000)).toBe('VLCC');
    expect(sizeClassOf('general', 4_999)).toBe('Coaster (under 5,000 dwt)');
    expect(sizeClassOf('roro', 12_000)).toBe('Ro-ro 10,000 dwt and over');
  });

  it('puts a ship on a band edge in the band that starts there', () => {
    expect(sizeClassOf('bulkCarrier', 40_000)).toBe('Handymax/Supramax');
    expect(sizeClassOf('bulkCarrier', 39_999)).toBe('Handysize');
    expect(sizeClassOf('tanker', 200_000)).toBe('VLCC');
  });

  it('says so where no deadweight is stated', () => {
    expect(sizeClassOf('tanker', null)).toBe(sizeNotStated);
  });

  it('starts every type at zero with rising bands and labels no two types share', () => {
    const labels = Object.values(sizeBands).flatMap((bands) => bands.map((b) => b.label));
    expect(new Set(labels).size).toBe(labels.length);
    for (const bands of Object.values(sizeBands)) {
      expect(bands.length).toBeGreaterThan(1);
      expect(bands[0].minT).toBe(0);
      expect(bands.every((b, i) => i === 0 || b.minT > bands[i - 1].minT)).toBe(true);
    }
  });
});
