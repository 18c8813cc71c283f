import type { Import } from '../../../common/imports/api';
import type { CircularSources } from '../../../common/imports/reading';

/** A circular with one ship and one cargo, as the parser reads it. Offsets below are counted in this text. */
export const circularText = [
  'Subject: Open tonnage + cargo',
  '',
  'MV SEA ORCHID 58K SUPRA BLT 2014 OPEN CJK 10-15 DEC',
  '50,000 MT 10% MOLOO WHEAT ECSA/CHINA LAYCAN 20-30 DEC',
].join('\n');

const at = (words: string, from = 0) => {
  const start = circularText.indexOf(words, from);
  if (start < 0) throw new Error(`fixture text lacks ${words}`);
  return { start, end: start + words.length };
};

const readImportAnswer = {
  id: '3f1b2c4d-5e6f-4a1b-8c2d-9e0f1a2b3c4d',
  status: 'read',
  kind: 'mixed',
  source: 'paste',
  fileName: null,
  subject: 'Open tonnage + cargo',
  from: { name: 'Aegean Chartering', address: 'ops@aegean-chartering.example' },
  sentAt: '2026-11-27T07:30:00.000Z',
  receivedAt: '2026-11-27T08:05:00.000Z',
  readAt: '2026-11-27T08:05:00.000Z',
  positionCount: 1,
  cargoCount: 1,
  submittedBy: { id: 'u1', name: 'Elena Marchetti' },
  error: null,
  publishedCount: 0,
  notice: null,
  text: circularText,
  positions: [
    {
      index: 0,
      published: null,
      fields: {
        vessel_name: 'SEA ORCHID',
        imo: null,
        vessel_type: 'supramax',
        dwt: 58000,
        built: 2014,
        flag: null,
        gear: null,
        open_port: null,
        open_area: 'CJK',
        open_from: '2026-12-10',
        open_to: '2026-12-15',
        operator: null,
      },
    },
  ],
  cargoes: [
    {
      index: 0,
      published: null,
      fields: {
        account: null,
        commodity: 'wheat',
        quantity_mt: 50000,
        tolerance_pct: 10,
        tolerance_option: 'moloo',
        load_port: null,
        load_area: 'ECSA',
        discharge_port: null,
        discharge_area: 'CJK',
        laycan_from: '2026-12-20',
        laycan_to: '2026-12-30',
        load_rate: null,
        discharge_rate: null,
        freight_idea: null,
        commission_pct: null,
      },
    },
  ],
};

export const readSources: CircularSources = {
  positions: [
    {
      fields: { vessel_name: at('SEA ORCHID'), dwt: at('58K'), open_area: at('CJK') },
      uncertain: { vessel_type: 'Read from “SUPRA”: a supramax by its size class' },
    },
  ],
  cargoes: [
    {
      fields: { commodity: at('WHEAT'), quantity_mt: at('50,000 MT'), discharge_area: at('CHINA') },
      uncertain: { discharge_area: 'Read “CHINA” as CJK (China, Japan, Korea)' },
    },
  ],
};

/**
 * The answer as the server sends it, each draft with its `sources`. Asserted rather than annotated: the contract is
 * gaining fields (sources per draft, publishedCount, notice) and the answer carries them either way.
 */
export const readImport = {
  ...readImportAnswer,
  positions: readImportAnswer.positions.map((d, i) => ({ ...d, sources: readSources.positions[i] })),
  cargoes: readImportAnswer.cargoes.map((d, i) => ({ ...d, sources: readSources.cargoes[i] })),
} as Import;

export const nothingImport: Import = {
  ...readImport,
  id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  status: 'nothing',
  kind: 'none',
  subject: 'Out of office: back Monday',
  from: { name: null, address: 'nikos@brokers.example' },
  positionCount: 0,
  cargoCount: 0,
  error: 'Nothing to import: this e-mail holds no open positions or cargo orders',
  text: 'I am out of the office until Monday.',
  positions: [],
  cargoes: [],
};
