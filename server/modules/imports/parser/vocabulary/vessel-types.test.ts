import { describe, expect, it } from 'vitest';
import { readVesselClass, typeByDeadweight } from './vessel-types';

describe('readVesselClass', () => {
  it('reads the classes README 3.2 rule 1 names', () => {
    const cases: [string, string][] = [
      ['Supra', 'supramax'],
      ['SMX', 'supramax'],
      ['Ultra', 'ultramax'],
      ['UMX', 'ultramax'],
      ['KMX', 'kamsarmax'],
      ['PMX', 'panamax'],
      ['Cape', 'capesize'],
      ['Newcastlemax', 'capesize'],
      ['MPP', 'mpp'],
      ['HL', 'mpp'],
      ['heavy lift', 'mpp'],
      ['tweendecker', 'general-cargo'],
      ['general cargo', 'general-cargo'],
      ['MR', 'tanker-mr'],
      ['LR1', 'tanker-lr1'],
      ['LR2', 'tanker-lr2'],
      ['Afra', 'tanker-aframax'],
      ['Aframax', 'tanker-aframax'],
      ['Suezmax', 'tanker-suezmax'],
      ['VLCC', 'tanker-vlcc'],
      ['Handy', 'handysize'],
      ['Handysize', 'handysize'],
      ['Handymax', 'handymax'],
      ['Post-panamax', 'post-panamax'],
      ['Kamsarmax', 'kamsarmax'],
      ['Panamax', 'panamax'],
      ['VLOC', 'vloc'],
    ];
    for (const [written, cls] of cases) expect([written, readVesselClass(written)]).toEqual([written, cls]);
  });

  it('finds the class among the particulars, whatever the case, and typos brokers make', () => {
    expect(readVesselClass('abt 61k Ultra 2015 blt')).toBe('ultramax');
    expect(readVesselClass('57,000 dwt Supra 2011 blt HK flag')).toBe('supramax');
    expect(readVesselClass('supramx')).toBe('supramax');
    expect(readVesselClass('AFRAMAX')).toBe('tanker-aframax');
    expect(readVesselClass('TBN Newcastlemax')).toBe('capesize');
    expect(readVesselClass('Post Panamax 93k')).toBe('post-panamax');
  });

  it('decides nothing for a title spanning several classes', () => {
    expect(readVesselClass('Supra/Ultra')).toBeNull();
    expect(readVesselClass('KMX/PMX')).toBeNull();
    expect(readVesselClass('Nordvik KMX / PMX positions - Atlantic')).toBeNull();
    expect(readVesselClass('Handymax/Supra/Ultra')).toBeNull();
    expect(readVesselClass('MR / LR1')).toBeNull();
  });

  it('leaves a size between classes to the deadweight', () => {
    expect(readVesselClass('Baby cape')).toBeNull();
    expect(readVesselClass('mini cape 115k')).toBeNull();
    expect(readVesselClass('58,000 dwt 2013 blt')).toBeNull();
  });
});

describe('typeByDeadweight', () => {
  it('bands dry bulk by deadweight (README 3.2 rule 2)', () => {
    const cases: [number, string][] = [
      [9_999, 'general-cargo'],
      [10_000, 'handysize'],
      [39_999, 'handysize'],
      [40_000, 'handymax'],
      [49_999, 'handymax'],
      [50_000, 'supramax'],
      [59_999, 'supramax'],
      [60_000, 'ultramax'],
      [66_999, 'ultramax'],
      [67_000, 'panamax'],
      [79_999, 'panamax'],
      [80_000, 'kamsarmax'],
      [84_999, 'kamsarmax'],
      [85_000, 'post-panamax'],
      [119_999, 'post-panamax'],
      [120_000, 'capesize'],
      [219_999, 'capesize'],
      [220_000, 'vloc'],
      [400_000, 'vloc'],
    ];
    for (const [dwt, cls] of cases) expect([dwt, typeByDeadweight(dwt, 'dry')]).toEqual([dwt, cls]);
  });

  it('bands tankers, LR2 for clean and Aframax for dirty ships (rule 3)', () => {
    expect(typeByDeadweight(25_000, 'clean')).toBe('tanker-mr');
    expect(typeByDeadweight(54_999, 'clean')).toBe('tanker-mr');
    expect(typeByDeadweight(55_000, 'clean')).toBe('tanker-lr1');
    expect(typeByDeadweight(84_999, 'dirty')).toBe('tanker-lr1');
    expect(typeByDeadweight(85_000, 'clean')).toBe('tanker-lr2');
    expect(typeByDeadweight(115_000, 'dirty')).toBe('tanker-aframax');
    expect(typeByDeadweight(124_999, 'clean')).toBe('tanker-lr2');
    expect(typeByDeadweight(125_000, 'dirty')).toBe('tanker-suezmax');
    expect(typeByDeadweight(199_999, 'clean')).toBe('tanker-suezmax');
    expect(typeByDeadweight(200_000, 'dirty')).toBe('tanker-vlcc');
    expect(typeByDeadweight(12_000, 'clean')).toBe('other');
  });

  it('gives nothing for no deadweight', () => {
    expect(typeByDeadweight(0, 'dry')).toBeNull();
    expect(typeByDeadweight(Number.NaN, 'dry')).toBeNull();
  });
});
