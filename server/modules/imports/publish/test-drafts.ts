import type { CargoDraft, PositionDraft, PublishDraft } from './draft';

/** A position draft as the parser reads one (corpus format, every key present): tests change one field at a time. */
export const positionDraft = (overrides: Partial<PositionDraft> = {}): PublishDraft => ({
  kind: 'position',
  vessel_name: 'SEA ORCHID',
  imo: null,
  vessel_type: 'supramax',
  dwt: 58000,
  built: 2014,
  flag: 'Marshall Islands',
  gear: '4x30T CR / 4x12CBM GRABS',
  open_port: null,
  open_area: 'CJK',
  open_from: '2027-12-10',
  open_to: '2027-12-15',
  operator: null,
  ...overrides,
});

/** What a member adds on the review page before a ship new to Fairlead can be listed: what circulars never give. */
export const newShipForm = { lengthM: 189.99, beamM: 32.26, draughtM: 12.8, capacity: 72000 };

/** A cargo draft (corpus format): 50,000 mt wheat Santos/Qingdao, laycan 30-35 days from the app clock's today. */
export const cargoDraft = (laycanFrom: string, laycanTo: string, overrides: Partial<CargoDraft> = {}): PublishDraft => ({
  kind: 'cargo',
  account: null,
  commodity: 'wheat',
  quantity_mt: 50000,
  tolerance_pct: 10,
  tolerance_option: 'moloo',
  load_port: 'BRSSZ',
  load_area: null,
  discharge_port: 'CNTAO',
  discharge_area: null,
  laycan_from: laycanFrom,
  laycan_to: laycanTo,
  load_rate: '10,000 MT PWWD SHINC',
  discharge_rate: '8,000 MT PWWD SHEX',
  freight_idea: 'USD 38.00 PMT FIOS',
  commission_pct: 3.75,
  ...overrides,
});
