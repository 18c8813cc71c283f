import { describe, expect, it } from 'vitest';
import { mail, position } from './extract-test-mail';
import { parseCircular } from './index';

// House styles other than the development corpus' (README: the held-out set has other column orders,
// pipe and space tables, one-line formats): the extractor must read them by the trade's conventions.

describe('parseCircular on other house styles: positions', () => {
  it('reads a pipe table whose open column holds the date, in its own column order', async () => {
    const r = await parseCircular(
      mail(
        'Positions',
        [
          '| Vessel | DWT | Built | Flag | Open | Operator |',
          '|---|---|---|---|---|---|',
          '| MV Iris Star | 58,000 | 2012 | PMA | Spore 5/10 Dec | Star Bulk |',
          '| MV Hera | 61,300 | 2016 | GRC | Kandla 12 Dec | -- |',
          '| MV Leto | 37,000 |  | LIB | Santos 20 Dec | Leto Bulk |',
        ].join('\n'),
      ),
    );
    expect(r).toEqual({
      kind: 'positions',
      cargoes: [],
      positions: [
        position({
          vessel_name: 'IRIS STAR',
          vessel_type: 'supramax',
          dwt: 58000,
          built: 2012,
          flag: 'Panama',
          open_port: 'SGSIN',
          open_from: '2026-12-05',
          open_to: '2026-12-10',
          operator: 'Star Bulk',
        }),
        position({
          vessel_name: 'HERA',
          vessel_type: 'ultramax',
          dwt: 61300,
          built: 2016,
          flag: 'Greece',
          open_port: 'INIXY',
          open_from: '2026-12-12',
          open_to: '2026-12-12',
        }),
        position({
          vessel_name: 'LETO',
          vessel_type: 'handysize',
          dwt: 37000,
          flag: 'Liberia',
          open_port: 'BRSSZ',
          open_from: '2026-12-20',
          open_to: '2026-12-20',
          operator: 'Leto Bulk',
        }),
      ],
    });
  });

  it('reads one-line ships under a class header, and a paragraph of unmarked two-line ships', async () => {
    const r = await parseCircular(
      mail(
        'Open tonnage',
        [
          'ULTRAMAX',
          'GOLDEN SUN 63.5k 2017 MI open Fangcheng 15-20 Dec opr Golden Union',
          '',
          'CAPE ALPHA      180,100 dwt  2012',
          '   open Qingdao 5 Dec',
          'CAPE BETA       179,000 dwt  2011',
          '   open Dampier 10-12 Dec  - FXD',
        ].join('\n'),
      ),
    );
    expect(r.positions).toEqual([
      position({
        vessel_name: 'GOLDEN SUN',
        vessel_type: 'ultramax',
        dwt: 63500,
        built: 2017,
        flag: 'Marshall Islands',
        open_port: 'CNFAN',
        open_from: '2026-12-15',
        open_to: '2026-12-20',
        operator: 'Golden Union',
      }),
      position({
        vessel_name: 'CAPE ALPHA',
        vessel_type: 'capesize',
        dwt: 180100,
        built: 2012,
        open_port: 'CNTAO',
        open_from: '2026-12-05',
        open_to: '2026-12-05',
      }),
    ]);
  });

  it('reads a space table with units in its headers, and no flag from a country-named port', async () => {
    const r = await parseCircular(
      mail(
        'Tonnage',
        [
          'Vessel Name        DWT (MT)   YOB    Flag   Open Port      Open Date     Mgr',
          'Sea Joy            33,500     2011   HKG    Chittagong     5-8 Dec       Ocean Joy',
          '',
          'SHIP              DWT     BLT   OPEN            DATE',
          'ASTRA LUMEN       49,990  2017  SINGAPORE       26/11',
        ].join('\n'),
      ),
    );
    expect(r.positions).toEqual([
      position({
        vessel_name: 'SEA JOY',
        vessel_type: 'handysize',
        dwt: 33500,
        built: 2011,
        flag: 'Hong Kong',
        open_port: 'BDCGP',
        open_from: '2026-12-05',
        open_to: '2026-12-08',
        operator: 'Ocean Joy',
      }),
      position({
        vessel_name: 'ASTRA LUMEN',
        vessel_type: 'handymax',
        dwt: 49990,
        built: 2017,
        open_port: 'SGSIN',
        open_from: '2026-11-26',
        open_to: '2026-11-26',
      }),
    ]);
  });

  it('applies list-wide statements to ships without their own value', async () => {
    const r = await parseCircular(
      mail(
        'Handies',
        [
          'MV ALPHA 32,000 dwt 2010 open Santos 5 Dec',
          'MV BETA 34,000 dwt 2012 Liberia flag 4x30t cr open Rio Grande 8 Dec',
          'All vsls Panama flag, operated by Oceanic Handy Pool; all gearless unless stated',
        ].join('\n'),
      ),
    );
    expect(r.positions.map((p) => [p.vessel_name, p.flag, p.gear, p.operator])).toEqual([
      ['ALPHA', 'Panama', 'gearless', 'Oceanic Handy Pool'],
      ['BETA', 'Liberia', '4x30t cr', 'Oceanic Handy Pool'],
    ]);
  });

  it('reads pipe-separated one-line ships without a header', async () => {
    const r = await parseCircular(
      mail(
        'pipes',
        ['MV OCEAN STAR | 58k | 2012 | PAN | Spore | 5-7 Dec', 'MV RIVER JADE | 63,500 dwt | 2018 | MLT | Kandla | 10/12 Dec | opr Navios'].join(
          '\n',
        ),
      ),
    );
    expect(r.positions).toEqual([
      position({
        vessel_name: 'OCEAN STAR',
        vessel_type: 'supramax',
        dwt: 58000,
        built: 2012,
        flag: 'Panama',
        open_port: 'SGSIN',
        open_from: '2026-12-05',
        open_to: '2026-12-07',
      }),
      position({
        vessel_name: 'RIVER JADE',
        vessel_type: 'ultramax',
        dwt: 63500,
        built: 2018,
        flag: 'Malta',
        open_port: 'INIXY',
        open_from: '2026-12-10',
        open_to: '2026-12-12',
        operator: 'Navios',
      }),
    ]);
  });

  it('sizes a ship as a tanker by her coating, and reads a class from a size column', async () => {
    const r = await parseCircular(
      mail(
        'Open',
        [
          'MV TORM X (49,999 dwt, blt 2012, Panama flag) IMO II/III epoxy, open Houston 5 Dec',
          '',
          'VESSEL         SIZE     BLT   OPEN        DATE',
          'SEA LOTUS      SMX      2012  Cape Town   5 Dec',
        ].join('\n'),
      ),
    );
    expect(r.positions.map((p) => [p.vessel_name, p.vessel_type, p.dwt, p.flag, p.open_port])).toEqual([
      ['TORM X', 'tanker-mr', 49999, 'Panama', 'USHOU'],
      ['SEA LOTUS', 'supramax', null, null, 'ZACPT'],
    ]);
  });

  it('counts a listing quoted again below a reply once', async () => {
    const r = await parseCircular(
      mail(
        'RE: open',
        [
          'Still open:',
          'MV ALPHA 32,000 dwt 2010 open Santos 5 Dec',
          '',
          '> On Mon, X wrote:',
          '> MV ALPHA 32,000 dwt 2010 open Santos 5 Dec',
          '> MV BETA 34,000 dwt 2012 open Rio Grande 8 Dec',
        ].join('\n'),
      ),
    );
    expect(r.positions.map((p) => p.vessel_name)).toEqual(['ALPHA', 'BETA']);
  });
});
