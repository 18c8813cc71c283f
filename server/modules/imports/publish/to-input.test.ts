import { describe, expect, it } from 'vitest';
import { cargoOrderInputSchema } from '../../../../common/cargoes/schemas';
import { vesselPositionSchema } from '../../../../common/vessels/particulars';
import type { CargoDraft, PositionDraft } from './draft';
import { shipNameKey } from './match';
import { flagCode, freightOf, gearFigures, rateOf, toCargoInput, toPositionInput } from './to-input';
import { cargoDraft, positionDraft } from './test-drafts';

// The reading in the corpus format, turned into the forms' input: the forms' schemas then judge it.

describe('a position draft as the vessel form’s input', () => {
  it('maps the class, flag name, gear and open position', () => {
    const input = toPositionInput(positionDraft({ vessel_type: 'tanker-mr', flag: 'Saint Vincent and the Grenadines' }) as PositionDraft);
    expect(input).toMatchObject({
      name: 'SEA ORCHID',
      type: 'tanker',
      flag: 'VC',
      deadweightT: 58000,
      buildYear: 2014,
      cranes: 4,
      craneSwlT: 30,
      grabs: 4,
      grabCubicM: 12,
      openPort: '',
      openRegion: 'CJK',
      openDate: '2027-12-10',
      openDateTo: '2027-12-15',
    });
    expect(vesselPositionSchema.parse(input)).toMatchObject({ openRegion: 'CJK', openDate: '2027-12-10', openDateTo: '2027-12-15' });
  });

  it('reads flags, gear and names as brokers write them', () => {
    expect([
      flagCode('Antigua and Barbuda'),
      flagCode('Hong Kong'),
      flagCode('South Korea'),
      flagCode('lr'),
      flagCode('Atlantis'),
      flagCode(null),
    ]).toEqual(['AG', 'HK', 'KR', 'LR', 'Atlantis', undefined]);
    expect(gearFigures('C4x30/G4x12')).toEqual({ cranes: 4, craneSwlT: 30, grabs: 4, grabCubicM: 12 });
    expect(gearFigures('gearless')).toEqual({ cranes: 0, grabs: 0 });
    expect(gearFigures('geared')).toEqual({});
    expect(['M/V Sea-Orchid', 'MV  SEA ORCHID', 'm.v. sea orchid', 'SEA ORCHID'].map(shipNameKey)).toEqual(Array(4).fill('seaorchid'));
    expect(shipNameKey('HUA XIN 86')).toBe('huaxin86');
  });

  it('leaves what the circular does not give for the form to name', () => {
    const noDate = vesselPositionSchema.safeParse(toPositionInput(positionDraft({ open_from: null, open_to: null }) as PositionDraft));
    expect(noDate.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['openDate', 'Open date is required']]);
    const noPlace = vesselPositionSchema.safeParse(toPositionInput(positionDraft({ open_area: null }) as PositionDraft));
    expect(noPlace.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['openPort', 'Give the open port or the open region']]);
  });
});

describe('a cargo draft as the cargo form’s input', () => {
  it('reads rates, terms and freight ideas as written', () => {
    expect(rateOf('10,000 MT PWWD SHINC')).toEqual({ rate: 10000, terms: 'SHINC' });
    expect(rateOf('8k sshex')).toEqual({ rate: 8000, terms: 'SSHEX' });
    expect(rateOf('CQD')).toEqual({});
    expect(freightOf('USD 14.50 PMT FIOS')).toEqual({ freightBasis: 'per_tonne', freightIdea: 1450, charterType: 'voyage' });
    expect(freightOf('FIOS USD 58.00')).toEqual({ freightBasis: 'per_tonne', freightIdea: 5800, charterType: 'voyage' });
    expect(freightOf('LS USD 2.9M')).toEqual({ freightBasis: 'lump_sum', freightIdea: 290_000_000, charterType: 'voyage' });
    expect(freightOf('USD 15,500 PDPR')).toEqual({ freightBasis: 'per_day', freightIdea: 1_550_000, charterType: 'tct' });
    expect(freightOf(null)).toEqual({ freightBasis: 'open', freightIdea: null, charterType: 'voyage' });
    expect(freightOf('WS 145')).toEqual({});
  });

  it('gives the cargo form a complete order from a complete draft, and its messages otherwise', () => {
    const full = cargoOrderInputSchema.parse(toCargoInput(cargoDraft('2027-12-20', '2027-12-30') as CargoDraft));
    expect(full).toMatchObject({ commodity: 'wheat', quantityT: 50000, tolerancePct: 10, toleranceOption: 'MOLOO', loadPlace: 'BRSSZ' });
    const draft = cargoDraft('2027-12-20', '2027-12-30', {
      tolerance_pct: null,
      tolerance_option: null,
      load_rate: 'Scale load',
      freight_idea: 'WS 145',
    });
    const res = cargoOrderInputSchema.safeParse(toCargoInput(draft as CargoDraft));
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['tolerancePct', 'Tolerance must be a number'],
      ['toleranceOption', 'Choose whose option the tolerance is'],
      ['loadRateTpd', 'Load rate must be a number'],
      ['loadTerms', 'Choose the load terms (SHINC, SHEX …)'],
      ['charterType', 'Choose voyage or trip time charter'],
      ['freightBasis', 'Choose how the freight idea is given'],
    ]);
  });
});
