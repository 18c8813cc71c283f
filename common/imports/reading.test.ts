import { describe, expect, it } from 'vitest';
import { circularReadSchema } from './reading';

const cargo = {
  account: 'AEGEAN GRAIN',
  commodity: 'wheat',
  quantity_mt: 50000,
  tolerance_pct: 10,
  tolerance_option: 'moloo',
  load_port: 'RUNVS',
  load_area: null,
  discharge_port: 'EGALY',
  discharge_area: null,
  laycan_from: '2026-12-10',
  laycan_to: '2026-12-20',
  load_rate: null,
  discharge_rate: null,
  freight_idea: null,
  commission_pct: 3.75,
};
const valid = {
  reading: { kind: 'cargoes', positions: [], cargoes: [cargo] },
  text: '50,000 MT WHEAT NOVOROSSIYSK / ALEXANDRIA EARLY DEC',
  sources: {
    positions: [],
    cargoes: [
      {
        fields: { commodity: { start: 10, end: 15 }, laycan_from: { start: 42, end: 51 }, load_area: null },
        uncertain: { laycan_from: 'date resolved from' },
      },
    ],
  },
};

describe('circularReadSchema', () => {
  it('accepts a reading with its sources', () => {
    expect(circularReadSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses a span that ends where it starts, a field the item does not have, and an unknown commodity', () => {
    const empty = structuredClone(valid);
    empty.sources.cargoes[0].fields.commodity = { start: 10, end: 10 };
    expect(circularReadSchema.safeParse(empty).success).toBe(false);

    const unknownField = structuredClone(valid) as unknown as { sources: { cargoes: Array<{ fields: Record<string, unknown> }> } };
    unknownField.sources.cargoes[0].fields.vessel_name = { start: 0, end: 2 };
    expect(circularReadSchema.safeParse(unknownField).success).toBe(false);

    const commodity = structuredClone(valid);
    commodity.reading.cargoes[0].commodity = 'moon rock';
    expect(circularReadSchema.safeParse(commodity).success).toBe(false);
  });
});
