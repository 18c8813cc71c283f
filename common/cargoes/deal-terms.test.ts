import { describe, expect, it } from 'vitest';
import { termsSchema } from '../charters/terms';
import { cargoTermsDraft, cargoTitle, dealLaytime, splitCommission, type CargoForTerms } from './deal-terms';

// Each expected draft is written out by hand from the order above it.

const santosToQingdao: CargoForTerms = {
  commodityName: 'Wheat',
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLCHOPT',
  load: { code: 'BRSSZ', name: 'Santos, Brazil', kind: 'port' },
  discharge: { code: 'CNTAO', name: 'Qingdao, China', kind: 'port' },
  laycanFrom: '2027-01-10',
  laycanTo: '2027-01-20',
  loadRateTpd: 8_000,
  loadTerms: 'SSHEX',
  dischargeRateTpd: 8_000,
  dischargeTerms: 'SSHEX',
  charterType: 'voyage',
  freightBasis: 'per_tonne',
  freightIdea: 3_850,
  commissionPct: 3.75,
};

describe('a cargo order as a deal’s terms', () => {
  it('names the cargo in a line', () => {
    expect(cargoTitle(santosToQingdao)).toBe('50,000 t wheat Santos → Qingdao');
    const regions = { ...santosToQingdao, commodityName: 'Iron ore', quantityT: 170_000 };
    regions.load = { code: 'WCAUS', name: 'West Coast Australia (WCAUS)', kind: 'region' };
    regions.discharge = { code: 'CJK', name: 'China, Japan, Korea (CJK)', kind: 'region' };
    expect(cargoTitle(regions)).toBe('170,000 t iron ore WCAUS → CJK');
    expect(cargoTitle({ ...santosToQingdao, commodityName: 'DRI' })).toBe('50,000 t DRI Santos → Qingdao');
  });

  it('drafts voyage terms: SSHEX becomes SHEX and the remarks keep the order’s words', () => {
    expect(cargoTermsDraft(santosToQingdao, { voyageDays: 41.3 })).toEqual({
      charterType: 'voyage',
      laycanFrom: '2027-01-10',
      laycanTo: '2027-01-20',
      currency: 'USD',
      law: 'English law, London arbitration',
      cpForm: 'Fairlead voyage charter terms',
      addressCommissionPct: 3.75,
      brokeragePct: 0,
      remarks: 'Cargo order terms: 8,000 t/day SSHEX',
      cargo: 'Wheat',
      quantityT: 50_000,
      tolerancePct: 10,
      toleranceOption: 'MOLCHOPT',
      loadPort: 'BRSSZ',
      dischargePort: 'CNTAO',
      freightBasis: 'per_tonne',
      freightRate: 3_850,
      loadRateTpd: 8_000,
      dischargeRateTpd: 8_000,
      laytimeTerms: 'SHEX',
      demurragePerDay: NaN,
      despatchPerDay: NaN,
      voyageDays: 42,
      freightBblPct: 95,
      freightBalanceDays: 30,
    });
  });

  it('takes a region’s reference port, leaves an open freight and unknown days empty, and says when the ends differ', () => {
    const order: CargoForTerms = {
      ...santosToQingdao,
      load: { code: 'ECSA', name: 'East Coast South America (ECSA)', kind: 'region' },
      discharge: { code: 'CJK', name: 'China, Japan, Korea (CJK)', kind: 'region' },
      loadTerms: 'SHINC',
      dischargeTerms: 'FHEX',
      dischargeRateTpd: 12_000,
      freightBasis: 'open',
      freightIdea: null,
      commissionPct: 6.25,
    };
    const draft = cargoTermsDraft(order);
    expect(draft).toMatchObject({
      loadPort: 'BRSSZ',
      dischargePort: 'CNTAO',
      laytimeTerms: 'SHEX',
      remarks: 'Cargo order terms: load 8,000 t/day SHINC, discharge 12,000 t/day FHEX',
      freightBasis: 'per_tonne',
      addressCommissionPct: 5,
      brokeragePct: 1.25,
    });
    expect(draft.charterType === 'voyage' && [draft.freightRate, draft.voyageDays]).toEqual([NaN, NaN]);
  });

  it('keeps SHINC as it is, with no remark, and counts FHINC as SHINC with one', () => {
    const shinc = cargoTermsDraft({ ...santosToQingdao, loadTerms: 'SHINC', dischargeTerms: 'SHINC' });
    expect([shinc.charterType === 'voyage' && shinc.laytimeTerms, shinc.remarks]).toEqual(['SHINC', '']);
    const fhinc = cargoTermsDraft({ ...santosToQingdao, loadTerms: 'FHINC', dischargeTerms: 'FHINC', dischargeRateTpd: 10_000 });
    expect([fhinc.charterType === 'voyage' && fhinc.laytimeTerms, fhinc.remarks]).toEqual([
      'SHINC',
      'Cargo order terms: load 8,000 t/day FHINC, discharge 10,000 t/day FHINC',
    ]);
    expect((['SHINC', 'FHINC', 'SHEX', 'SSHEX', 'FHEX'] as const).map(dealLaytime)).toEqual(['SHINC', 'SHINC', 'SHEX', 'SHEX', 'SHEX']);
  });

  it('drafts a trip time charter as time terms: delivery where it loads, hire from the idea per day', () => {
    const trip: CargoForTerms = {
      ...santosToQingdao,
      commodityName: 'Soybeans',
      load: { code: 'USG', name: 'US Gulf (USG)', kind: 'region' },
      charterType: 'tct',
      freightBasis: 'per_day',
      freightIdea: 1_450_000,
      commissionPct: 5,
      loadTerms: 'SHINC',
      dischargeTerms: 'SHEX',
    };
    expect(cargoTermsDraft(trip, { voyageDays: 55 })).toEqual({
      charterType: 'time',
      laycanFrom: '2027-01-10',
      laycanTo: '2027-01-20',
      currency: 'USD',
      law: 'English law, London arbitration',
      cpForm: 'Fairlead time charter terms',
      addressCommissionPct: 5,
      brokeragePct: 0,
      remarks: 'Cargo: 50,000 t soybeans, 10% MOLCHOPT; load 8,000 t/day SHINC, discharge 8,000 t/day SHEX',
      deliveryPort: 'USMSY', // USG's reference port in the region table (New Orleans),
      redeliveryPort: 'CNTAO',
      periodDays: 55,
      periodToleranceDays: 5,
      hirePerDay: 1_450_000,
      tradingLimits: 'One trip USG to Qingdao with soybeans, within Institute Warranty Limits',
    });
  });

  it('gives terms the deal’s own schema accepts once the sender fills what was left open', () => {
    const draft = cargoTermsDraft(santosToQingdao, { voyageDays: 40 });
    const filled = { ...draft, demurragePerDay: 1_800_000, despatchPerDay: 900_000 };
    expect(termsSchema.safeParse(filled).success).toBe(true);
  });

  it('splits a total commission: the address commission holds up to 5%', () => {
    expect([0, 2.5, 5, 7.5].map(splitCommission)).toEqual([
      { addressCommissionPct: 0, brokeragePct: 0 },
      { addressCommissionPct: 2.5, brokeragePct: 0 },
      { addressCommissionPct: 5, brokeragePct: 0 },
      { addressCommissionPct: 5, brokeragePct: 2.5 },
    ]);
  });
});
