import { describe, expect, it } from 'vitest';
import { VoyageInputError } from './ballast';
import { intakeFit } from './intake';

// Worked by hand. Default deductions: constant 1% + bunkers 3% of DWT, whole tonnes. Intake by weight = DWT less
// deductions; by cubic = cubic / stowage factor, rounded down; the ship lifts the lesser.
const supramax = { deadweightT: 58_000, grainCubicM: 72_000 };

describe('intakeFit', () => {
  it('wheat on a Supramax is cubic-limited and fits 50,000 t 10% MOLOO', () => {
    // Weight: 58,000 − (580 constant + 1,740 bunkers = 2,320) = 55,680 t.
    // Cubic: 72,000 / 1.3 = 55,384.6 → 55,384 t: cubic limits.
    // Order: 50,000 ± 5,000 → 45,000–55,000; MOLOO needs 45,000: fits; loads min(55,384, 55,000) = 55,000.
    expect(intakeFit({ ...supramax, stowageFactor: 1.3, quantityT: 50_000, tolerancePct: 10, toleranceOption: 'MOLOO' })).toEqual({
      byWeightT: 55_680,
      deductionsT: 2_320,
      byCubicT: 55_384,
      cubicM: 72_000,
      cubicBasis: 'grain',
      intakeT: 55_384,
      limitedBy: 'cubic',
      minT: 45_000,
      maxT: 55_000,
      loadT: 55_000,
      verdict: 'fits',
      fits: true,
      shortByT: 0,
      sentence: 'Intake 55,384 t by cubic (72,000 m³ grain at 1.3 m³/t): fits 50,000 t 10% MOLOO',
    });
  });

  it('barley (1.5 m³/t) fills the same holds at 48,000 t: still fits 50,000 t 10% MOLOO, loading 48,000', () => {
    // 72,000 / 1.5 = 48,000 t < 55,680 by weight; the owner's minimum is 45,000.
    expect(intakeFit({ ...supramax, stowageFactor: 1.5, quantityT: 50_000, tolerancePct: 10, toleranceOption: 'MOLOO' })).toMatchObject({
      intakeT: 48_000,
      limitedBy: 'cubic',
      loadT: 48_000,
      verdict: 'fits',
    });
  });

  it('wood pellets on a Handysize with its own constant and bunkers: cubic-limited; MOLOO fits, MOLCHOPT is 167 t short', () => {
    // Weight: 38,000 − (350 + 900) = 36,750 t. Cubic: 47,000 / 1.5 = 31,333.3 → 31,333 t: cubic limits.
    // Order 30,000 ± 5% (1,500) → 28,500–31,500.
    // MOLOO: must lift 28,500: fits, loads min(31,333, 31,500) = 31,333.
    // MOLCHOPT: the charterer may call for 31,500: 31,500 − 31,333 = 167 t short; the estimate carries 30,000.
    const handy = {
      deadweightT: 38_000,
      constantT: 350,
      bunkersOnBoardT: 900,
      grainCubicM: 47_000,
      stowageFactor: 1.5,
      quantityT: 30_000,
      tolerancePct: 5,
    };
    expect(intakeFit({ ...handy, toleranceOption: 'MOLOO' })).toMatchObject({
      byWeightT: 36_750,
      deductionsT: 1_250,
      byCubicT: 31_333,
      intakeT: 31_333,
      minT: 28_500,
      maxT: 31_500,
      loadT: 31_333,
      verdict: 'fits',
      shortByT: 0,
    });
    const choption = intakeFit({ ...handy, toleranceOption: 'MOLCHOPT' });
    expect(choption).toMatchObject({ verdict: 'short', fits: false, shortByT: 167, loadT: 30_000 });
    expect(choption.sentence).toBe(
      'Intake 31,333 t by cubic (47,000 m³ grain at 1.5 m³/t): 167 t short of the 31,500 t the charterer may call for (30,000 t 5% MOLCHOPT)',
    );
  });

  it('iron ore (0.4 m³/t) is weight-limited: MOLOO fits 55,000 t 10%, MOLCHOPT is 4,820 t short', () => {
    // Weight 55,680 t; cubic 72,000 / 0.4 = 180,000 t: weight limits.
    // 55,000 ± 5,500 → 49,500–60,500. MOLOO needs 49,500: fits, loads 55,680. MOLCHOPT needs 60,500: 4,820 short.
    const ore = { ...supramax, stowageFactor: 0.4, quantityT: 55_000, tolerancePct: 10 };
    expect(intakeFit({ ...ore, toleranceOption: 'MOLOO' })).toMatchObject({
      byCubicT: 180_000,
      intakeT: 55_680,
      limitedBy: 'weight',
      loadT: 55_680,
      verdict: 'fits',
    });
    const short = intakeFit({ ...ore, toleranceOption: 'MOLCHOPT' });
    expect(short).toMatchObject({ verdict: 'short', fits: false, shortByT: 4_820, loadT: 55_000 });
    expect(short.sentence).toBe(
      'Intake 55,680 t by weight (58,000 dwt less 2,320 t bunkers and constant): 4,820 t short of the 60,500 t the charterer may call for (55,000 t 10% MOLCHOPT)',
    );
  });

  it('MOLOO short names the owner’s minimum; no tolerance reads as the bare quantity', () => {
    // 72,000 / 1.3 = 55,384 t against 62,000 − 10% = 55,800: 416 t short.
    expect(intakeFit({ ...supramax, stowageFactor: 1.3, quantityT: 62_000, tolerancePct: 10, toleranceOption: 'MOLOO' }).sentence).toBe(
      'Intake 55,384 t by cubic (72,000 m³ grain at 1.3 m³/t): 416 t short of the 55,800 t minimum of 62,000 t 10% MOLOO',
    );
    // 0%: the range is the quantity itself; 55,384 − 55,385 → 1 t short, whichever option.
    const exact = intakeFit({ ...supramax, stowageFactor: 1.3, quantityT: 55_385, tolerancePct: 0, toleranceOption: 'MOLCHOPT' });
    expect(exact).toMatchObject({ minT: 55_385, maxT: 55_385, shortByT: 1 });
    expect(exact.sentence).toBe('Intake 55,384 t by cubic (72,000 m³ grain at 1.3 m³/t): 1 t short of the 55,385 t minimum of 55,385 t');
    // One tonne less fits exactly.
    expect(intakeFit({ ...supramax, stowageFactor: 1.3, quantityT: 55_384, tolerancePct: 0, toleranceOption: 'MOLCHOPT' }).verdict).toBe('fits');
  });

  it('packaged cargo is measured by bale cubic when the ship gives it, otherwise by grain', () => {
    // Bagged cargo at 1.6 m³/t: bale 66,000 / 1.6 = 41,250 t; grain would give 72,000 / 1.6 = 45,000 t.
    const bagged = { ...supramax, stowageFactor: 1.6, quantityT: 40_000, tolerancePct: 5, toleranceOption: 'MOLOO' as const, packaged: true };
    expect(intakeFit({ ...bagged, baleCubicM: 66_000 })).toMatchObject({ cubicBasis: 'bale', cubicM: 66_000, byCubicT: 41_250, intakeT: 41_250 });
    expect(intakeFit(bagged)).toMatchObject({ cubicBasis: 'grain', byCubicT: 45_000 });
    expect(intakeFit({ ...bagged, packaged: false, baleCubicM: 66_000 })).toMatchObject({ cubicBasis: 'grain', byCubicT: 45_000 });
  });

  it('a Kamsarmax for 30,000 t fits but is flagged as far larger than needed; no cubic known: weight decides', () => {
    // 82,000 − (820 + 2,460) = 78,720 t; max 33,000 × 1.5 = 49,500 ≤ 78,720: oversized, still a fit.
    const fit = intakeFit({ deadweightT: 82_000, stowageFactor: 1.25, quantityT: 30_000, tolerancePct: 10, toleranceOption: 'MOLOO' });
    expect(fit).toMatchObject({
      byCubicT: null,
      cubicBasis: null,
      intakeT: 78_720,
      limitedBy: 'weight',
      verdict: 'oversized',
      fits: true,
      loadT: 33_000,
    });
    expect(fit.sentence).toBe(
      'Intake 78,720 t by weight (82,000 dwt less 3,280 t bunkers and constant): fits 30,000 t 10% MOLOO, but the ship is far larger than the cargo needs',
    );
    // Just under 1.5 times the maximum (49,499 t intake) is a plain fit.
    expect(
      intakeFit({
        deadweightT: 49_499,
        constantT: 0,
        bunkersOnBoardT: 0,
        stowageFactor: 1,
        quantityT: 30_000,
        tolerancePct: 10,
        toleranceOption: 'MOLOO',
      }).verdict,
    ).toBe('fits');
  });

  it('65,000 m³ at 1.3 m³/t is 50,000 t, not 49,999', () => {
    expect(
      intakeFit({ deadweightT: 80_000, grainCubicM: 65_000, stowageFactor: 1.3, quantityT: 50_000, tolerancePct: 0, toleranceOption: 'MOLOO' })
        .byCubicT,
    ).toBe(50_000);
  });

  it('refuses a quantity of 0, a stowage factor of 0 and a deadweight of 0', () => {
    const base = { ...supramax, stowageFactor: 1.3, quantityT: 50_000, tolerancePct: 10, toleranceOption: 'MOLOO' as const };
    expect(() => intakeFit({ ...base, quantityT: 0 })).toThrow(new VoyageInputError('quantityT', 'The quantity must be above 0 t'));
    expect(() => intakeFit({ ...base, stowageFactor: 0 })).toThrow('The stowage factor must be above 0 m³/t');
    expect(() => intakeFit({ ...base, deadweightT: 0 })).toThrow('The deadweight must be above 0 t');
  });
});
