import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CircularRead } from '../../../../common/imports/reading';
import { mail } from './extract-test-mail';
import { readCircular } from './index';

// Where each field was read (sources.ts): the words each value points at in the e-mail's text, written out
// by hand from the corpus e-mails, and the reasons given for uncertain fields.

const dev = join(__dirname, 'corpus', 'dev');
const read = (file: string) => readCircular(readFileSync(join(dev, file)));

/** Field → the text at its source (null: no source). */
function slices(r: CircularRead, kind: 'positions' | 'cargoes', index: number): Record<string, string | null> {
  const fields = r.sources[kind][index].fields as Record<string, { start: number; end: number } | null>;
  return Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, s ? r.text.slice(s.start, s.end) : null]));
}

describe('readCircular: where each field came from', () => {
  it('points each field of a labelled cargo order at its words (002, order 1)', async () => {
    const r = await read('002.eml');
    expect(slices(r, 'cargoes', 0)).toEqual({
      account: 'AEGEAN GRAIN TRADING S.A',
      commodity: 'WHEAT',
      quantity_mt: '50,000 MT',
      tolerance_pct: '10% MOLOO',
      tolerance_option: 'MOLOO',
      load_port: 'NOVOROSSIYSK',
      load_area: null,
      discharge_port: 'ALEXANDRIA',
      discharge_area: null,
      laycan_from: '10-20 DEC 2026',
      laycan_to: '10-20 DEC 2026',
      load_rate: '10,000 MT PWWD SHINC',
      discharge_rate: '8,000 MT PWWD SHEX',
      freight_idea: 'USD 14.50 PMT FIOS',
      commission_pct: '3.75% TTL',
    });
    // Everything written out with its year and labels: nothing to doubt.
    expect(r.sources.cargoes[0].uncertain).toEqual({});
  });

  it('points a split commission at both parts and a relative laycan at its words, marked uncertain (002)', async () => {
    const r = await read('002.eml');
    const second = slices(r, 'cargoes', 1);
    expect(second.commodity).toBe('STEEL COILS');
    expect(second.commission_pct).toBe('2.5% ADD + 1.25% BROKERAGE');
    expect(second.discharge_rate).toBe('CQD');
    expect(second.account).toBeNull();
    expect(slices(r, 'cargoes', 2).laycan_from).toBe('EARLY DEC');
    expect(r.sources.cargoes[2].uncertain).toEqual({
      laycan_from: "date resolved from 'EARLY DEC' as 1–10 Dec",
      laycan_to: "date resolved from 'EARLY DEC' as 1–10 Dec",
    });
  });

  it('marks the fields read from typos and an approximate date (011)', async () => {
    const r = await read('011.eml');
    const ship = slices(r, 'positions', 0);
    expect(ship).toMatchObject({ vessel_type: 'supramx', flag: 'panma', open_port: 'vizag', open_from: '2nd dec', dwt: '57,300 dwt', built: '2012' });
    const doubts = r.sources.positions[0].uncertain;
    expect(doubts.vessel_type).toBe("read from the misspelling 'supramx'");
    expect(doubts.flag).toBe("read from the misspelling 'panma'");
    expect(doubts.open_port).toBe("read from the misspelling 'opne'");
    expect(doubts.open_from).toBe("approximate date ('abt 2nd dec'); read from the misspelling 'opne'");
    expect(doubts.dwt).toBeUndefined();

    const order = slices(r, 'cargoes', 0);
    expect(order).toMatchObject({
      commodity: 'iron ore fines',
      tolerance_pct: '+/-10pct moloo',
      load_port: 'paradeep',
      discharge_port: 'caofeidian',
      laycan_from: '8-15 dec',
      commission_pct: '3.75 pct ttl comm',
    });
    expect(r.sources.cargoes[0].uncertain.laycan_from).toBe("read from the misspelling 'laycna'");
    expect(r.sources.cargoes[0].uncertain.load_port).toBe("read from the misspelling 'lodport'");
  });

  it("reads a table row's cells, and marks prompt, weekday and digits-only dates (013, CRLF)", async () => {
    const r = await read('013.eml');
    expect(slices(r, 'positions', 1)).toEqual({
      vessel_name: 'SCHELDE TRADER',
      imo: null,
      vessel_type: '28,350',
      dwt: '28,350',
      built: '2006',
      flag: 'ATG',
      gear: '4x30t cr',
      open_port: 'GHENT',
      open_area: null,
      open_from: 'ppt',
      open_to: 'ppt',
      operator: 'Zeeland Bulk',
    });
    expect(r.sources.positions[1].uncertain).toEqual({
      vessel_type: 'size class inferred from the deadweight',
      open_from: "date resolved from 'ppt' as 27–30 Nov, counted from the e-mail's date",
      open_to: "date resolved from 'ppt' as 27–30 Nov, counted from the e-mail's date",
    });
    expect(slices(r, 'positions', 4).open_port).toBe('ST PETERSBURG');
    expect(slices(r, 'positions', 8).open_from).toBe('Mon');
    expect(r.sources.positions[8].uncertain.open_from).toBe("date resolved from 'Mon' as 30 Nov, counted from the e-mail's date");
    expect(r.sources.positions[7].uncertain.open_to).toBe("day and month read day first: '30/11-2/12' as 30 Nov–2 Dec");
  });

  it('gives offsets into the text made of an HTML-only e-mail (008)', async () => {
    const r = await read('008.eml');
    expect(r.text).not.toContain('<td>');
    expect(slices(r, 'cargoes', 0)).toEqual({
      account: 'Gulf Aggregates FZE',
      commodity: 'limestone',
      quantity_mt: '55,000 mt',
      tolerance_pct: '10% moloo',
      tolerance_option: 'moloo',
      load_port: 'Fujairah',
      load_area: null,
      discharge_port: 'Chittagong',
      discharge_area: null,
      laycan_from: '3-10 Dec',
      laycan_to: '3-10 Dec',
      load_rate: '25,000 SHINC',
      discharge_rate: '8,000 SHEX',
      freight_idea: 'USD 9.75 pmt',
      commission_pct: '3.75%',
    });
    expect(slices(r, 'cargoes', 3).laycan_to).toBe('Dec/Jan');
    expect(r.sources.cargoes[3].uncertain.laycan_to).toBe("date resolved from 'Dec/Jan' as 1 Dec–31 Jan 2027");
  });

  it('points where a ship opens after the open label, not at her build country (001)', async () => {
    const r = await read('001.eml');
    expect(slices(r, 'positions', 0)).toMatchObject({ open_area: 'CJK', flag: 'MI', open_from: '28/30 NOV', operator: 'Thalassa Bulk' });
  });

  it('points a list-wide value at the list-wide note and says so (004)', async () => {
    const r = await read('004.eml');
    expect(r.reading.positions.length).toBe(6);
    for (let i = 0; i < 6; i++) {
      expect(slices(r, 'positions', i).gear).toBe('all gearless');
      expect(r.sources.positions[i].uncertain.gear).toBe('read from a list-wide note');
    }
  });

  it("points a class from the list's section heading at the heading (007)", async () => {
    const r = await read('007.eml');
    expect(slices(r, 'positions', 4).vessel_type).toBe('LR1');
    expect(r.sources.positions[4].uncertain.vessel_type).toBe("size class taken from the list's section heading");
  });

  it('marks an unlabelled charterer, a year the e-mail did not write and the top of a quantity range (014, 023)', async () => {
    const r = await read('014.eml');
    expect(slices(r, 'cargoes', 0).account).toBe('KALINGA POWER');
    expect(r.sources.cargoes[0].uncertain.account).toBe('charterer taken from the name leading the order (no Acct label)');
    expect(slices(r, 'cargoes', 3).laycan_from).toBe('EARLY JAN');
    expect(r.sources.cargoes[3].uncertain.laycan_from).toBe(
      "date resolved from 'EARLY JAN' as 1–10 Jan 2027; year 2027 taken from the e-mail's date",
    );
    expect(slices(r, 'cargoes', 4).commodity).toBe('FERRO CHROME IN BIG BAGS');
    expect(r.sources.cargoes[4].uncertain.commodity).toBe("commodity not in Fairlead's list: kept as other");

    const salt = await read('023.eml');
    expect(slices(salt, 'cargoes', 0).quantity_mt).toBe('33,000 mt');
    expect(salt.sources.cargoes[0].uncertain.quantity_mt).toBe('the larger figure of a range');
  });

  it('does not doubt a ship named with her IMO number (019)', async () => {
    const r = await read('019.eml');
    expect(slices(r, 'positions', 0).imo).toBe('9581332');
    expect(r.sources.positions[0].uncertain.vessel_name).toBeUndefined();
  });

  it('says when dates are counted from the day received because the e-mail has no date', async () => {
    const raw = mail('Open tonnage', 'MV BLUE HERON 58,000 DWT BLT 2015 OPEN SINGAPORE 10/15 DEC').replace(/^Date: .*\n/m, '');
    const r = await readCircular(raw, { receivedDate: '2026-12-01' });
    expect(r.reading.positions[0].open_from).toBe('2026-12-10');
    expect(slices(r, 'positions', 0).open_from).toBe('10/15 DEC');
    expect(r.sources.positions[0].uncertain.open_from).toBe('the e-mail has no date: counted from the day it was received');
  });
  it("marks a table's values found in a column its header does not name", async () => {
    const body = [
      'VESSEL          DWT       BLT    OPEN         DATES        REMARKS',
      'ALPHA STAR      58,000    2015   SINGAPORE    10/15 Dec    MI flag 4x30t cr',
    ].join('\n');
    const r = await readCircular(mail('Open supras', body));
    expect(slices(r, 'positions', 0)).toMatchObject({ flag: 'MI', gear: '4x30t cr', built: '2015', open_port: 'SINGAPORE' });
    expect(r.sources.positions[0].uncertain).toMatchObject({
      flag: 'read from a column the table does not head',
      gear: 'read from a column the table does not head',
    });
    expect(r.sources.positions[0].uncertain.built).toBeUndefined();
  });
});
